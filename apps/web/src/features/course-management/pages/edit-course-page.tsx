import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { CourseEditor } from '../components/course-editor';
import { LessonManager } from '../components/lesson-manager';

/** `/AdminDashboard/EditCourse/{courseIndex}`: a course's details and its lessons; the parameter is the course id. */
export function EditCoursePage() {
  const { t } = useLingui();
  const { courseIndex } = useParams();
  return (
    <CourseEditor title={t`Edit Course`} idParam={courseIndex}>
      {(course) => <LessonManager course={course} />}
    </CourseEditor>
  );
}
