import { useParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { getEditCourseHref } from '../admin-course-paths';
import { CourseEditor } from '../components/course-editor';

/**
 * `/AdminDashboard/UpdateCourseDetails/{examId}`: the spec names the parameter `examId`, but the
 * page sits among the course pages and edits a course, so it holds the course id.
 */
export function UpdateCourseDetailsPage() {
  const { examId } = useParams();
  return (
    <CourseEditor title="Update Course Details" idParam={examId}>
      {(course) => (
        <p>
          <TextLink to={getEditCourseHref(course.id)}>Manage this course&apos;s lessons</TextLink>
        </p>
      )}
    </CourseEditor>
  );
}
