import { useLingui } from '@lingui/react/macro';
import { StudentList } from '../components/student-list';

/** `/AdminDashboard/StudentManagement`: every student, with the tabs All / Platform / College. */
export function StudentManagementPage() {
  const { t } = useLingui();
  return (
    <StudentList
      title={t`Student Management`}
      description={t`Find a student, open their details, or select students to approve them for their college or delete them.`}
    />
  );
}

/** `/AdminDashboard/StudentManagement/AllStudents`: every student account. */
export function AllStudentsPage() {
  const { t } = useLingui();
  return (
    <StudentList
      fixedTab="all"
      title={t`All Students`}
      description={t`Every student account on the platform, newest first.`}
    />
  );
}

/** `/AdminDashboard/StudentManagement/PlatformStudents`: students who joined without a college. */
export function PlatformStudentsPage() {
  const { t } = useLingui();
  return (
    <StudentList
      fixedTab="platform"
      title={t`Platform Students`}
      description={t`Students who joined without a college: they learn and take the platform's exams.`}
    />
  );
}

/** `/AdminDashboard/StudentManagement/CollegeStudents`: students linked to a college. */
export function CollegeStudentsPage() {
  const { t } = useLingui();
  return (
    <StudentList
      fixedTab="college"
      title={t`College Students`}
      description={t`Students who chose a college, approved by it or still waiting for its approval.`}
    />
  );
}
