import { Trans } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';

/** Published courses are visible to students; drafts only to admins. */
export function CourseStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge tone="success">
      <Trans>Published</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Draft</Trans>
    </Badge>
  );
}
