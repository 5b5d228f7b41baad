import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { getEditCourseHref } from '../admin-course-paths';
import { CourseForm } from '../components/course-form';

/** `/AdminDashboard/AddCourse`: a new course; its lessons are added on the edit page it leads to. */
export function AddCoursePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t`Add Course`}
        description={t`Describe the course and set its price. You add lessons once it is created; it stays a draft until you publish it.`}
        actions={
          <TextLink to={paths.admin.courseList.href()}>
            <Trans>All courses</Trans>
          </TextLink>
        }
      />
      <Card className="max-w-3xl">
        <CourseForm
          onSaved={(course, notice) => void navigate(getEditCourseHref(course.id), { state: { notice } })}
        />
      </Card>
    </>
  );
}
