import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from 'react-redux';
import { paths } from '../../../lib/paths';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { selectSessionUser } from '../../../lib/session/session-slice';

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Student Management`,
    description: msg`Find, approve and suspend students.`,
    to: paths.admin.studentManagement.href(),
  },
  {
    label: msg`Pending Colleges`,
    description: msg`Colleges waiting for approval.`,
    to: paths.admin.pendingColleges.href(),
  },
  {
    label: msg`Registered Colleges`,
    description: msg`Approved colleges.`,
    to: paths.admin.registeredColleges.href(),
  },
  {
    label: msg`Manage Exams`,
    description: msg`Platform exams and their status.`,
    to: paths.admin.manageExams.href(),
  },
  { label: msg`Courses`, description: msg`Publish and manage courses.`, to: paths.admin.adminCourses.href() },
  {
    label: msg`Contact Messages`,
    description: msg`What visitors have written.`,
    to: paths.admin.contactManagement.href(),
  },
];

export function AdminHomePage() {
  const { t } = useLingui();
  const user = useSelector(selectSessionUser);
  const shortcuts = SHORTCUTS.map(({ label, description, to }) => ({
    label: t(label),
    description: t(description),
    to,
  }));
  return (
    <>
      <PageHeader
        title={t`Admin Dashboard`}
        description={t`Run the platform: students, colleges, exams and courses.`}
      />
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">
          <Trans>Signed in as</Trans>
        </h2>
        {user === null ? (
          <p className="text-slate-700">
            <Trans>An administrator. Your name and email show here after you sign in on this device.</Trans>
          </p>
        ) : (
          <DetailsList
            items={[
              { label: t`Name`, value: user.full_name },
              { label: t`Email`, value: user.email },
              { label: t`Role`, value: t`Administrator` },
            ]}
          />
        )}
      </Card>
      <ShortcutLinks title={t`Jump to`} shortcuts={shortcuts} />
    </>
  );
}
