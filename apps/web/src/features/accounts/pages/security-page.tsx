import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import type { AccountRole } from '../api';
import { ChangeEmailSection } from '../components/change-email-section';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccountSection } from '../components/delete-account-section';

/** StudentSecurity and CollegeSecurity: password, sign-in email, and deleting the account. */
function SecurityPage({ accountRole }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Security`}
        description={<Trans>Your password, the email you sign in with, and your account.</Trans>}
      />
      <div className="space-y-6">
        <ChangePasswordSection accountRole={accountRole} />
        <ChangeEmailSection accountRole={accountRole} />
        <DeleteAccountSection accountRole={accountRole} />
      </div>
    </>
  );
}

export const StudentSecurityPage = () => <SecurityPage accountRole="student" />;
export const CollegeSecurityPage = () => <SecurityPage accountRole="college" />;
