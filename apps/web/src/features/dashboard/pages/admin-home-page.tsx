import { useSelector } from 'react-redux';
import { paths } from '../../../lib/paths';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { selectSessionUser } from '../../../lib/session/session-slice';

const SHORTCUTS = [
  {
    label: 'Student Management',
    description: 'Find, approve and suspend students.',
    to: paths.admin.studentManagement.href(),
  },
  {
    label: 'Pending Colleges',
    description: 'Colleges waiting for approval.',
    to: paths.admin.pendingColleges.href(),
  },
  {
    label: 'Registered Colleges',
    description: 'Approved colleges.',
    to: paths.admin.registeredColleges.href(),
  },
  {
    label: 'Manage Exams',
    description: 'Platform exams and their status.',
    to: paths.admin.manageExams.href(),
  },
  { label: 'Courses', description: 'Publish and manage courses.', to: paths.admin.adminCourses.href() },
  {
    label: 'Contact Messages',
    description: 'What visitors have written.',
    to: paths.admin.contactManagement.href(),
  },
];

export function AdminHomePage() {
  const user = useSelector(selectSessionUser);
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Run the platform: students, colleges, exams and courses."
      />
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">Signed in as</h2>
        {user === null ? (
          <p className="text-slate-700">
            An administrator. Your name and email show here after you sign in on this device.
          </p>
        ) : (
          <DetailsList
            items={[
              { label: 'Name', value: user.full_name },
              { label: 'Email', value: user.email },
              { label: 'Role', value: 'Administrator' },
            ]}
          />
        )}
      </Card>
      <ShortcutLinks title="Jump to" shortcuts={SHORTCUTS} />
    </>
  );
}
