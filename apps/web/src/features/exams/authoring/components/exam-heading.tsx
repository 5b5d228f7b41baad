import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';

/** Which exam a management page is about: its title and whether students can take it now. */
export function ExamHeading({
  title,
  isActive,
  children,
}: {
  title: string;
  isActive: boolean;
  children?: ReactNode;
}) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span className="font-semibold text-slate-900">{title}</span>
      {isActive ? (
        <Badge tone="success">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge>
          <Trans>Inactive</Trans>
        </Badge>
      )}
      {children}
    </span>
  );
}
