import type { StudentProfile } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';

export function CollegeApprovalBadge({ profile }: { profile: StudentProfile }) {
  if (profile.college === null) return <Badge>Independent (platform student)</Badge>;
  return profile.is_approved_by_college ? (
    <Badge tone="success">Approved by your college</Badge>
  ) : (
    <Badge tone="warning">Waiting for your college to approve you</Badge>
  );
}
