import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { TextField } from '../ui/text-field';

/**
 * The search box and filters above a list, as one search landmark. The search text is the
 * list's (`useListParams`); the filters come as children, each a `SelectField` bound to it.
 */
export function ListToolbar({
  label,
  searchText,
  onSearchTextChange,
  searchHint,
  gridClassName = 'md:grid-cols-[2fr_1fr_1fr]',
  children,
}: {
  /** Names the landmark, e.g. "Filter exams". */
  label: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  searchHint?: string;
  gridClassName?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      role="search"
      aria-label={label}
      className={joinClassNames('mb-6 grid gap-4', gridClassName)}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label={t`Search`}
        type="search"
        hint={searchHint}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
      />
      {children}
    </form>
  );
}
