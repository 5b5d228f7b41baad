import { Trans } from '@lingui/react/macro';
import type { StudentProfile } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';

export function CollegeApprovalBadge({ profile }: { profile: StudentProfile }) {
  if (profile.college === null)
    return (
      <Badge>
        <Trans>Independent (platform student)</Trans>
      </Badge>
    );
  return profile.is_approved_by_college ? (
    <Badge tone="success">
      <Trans>Approved by your college</Trans>
    </Badge>
  ) : (
    <Badge tone="warning">
      <Trans>Waiting for your college to approve you</Trans>
    </Badge>
  );
}
