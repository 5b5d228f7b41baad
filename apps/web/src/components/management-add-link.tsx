import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from './ui/button';

/** The "Add …" link at the head of a management list, to the page that adds one. */
export function ManagementAddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </LinkButton>
  );
}
