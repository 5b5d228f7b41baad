import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous and next page buttons with where the reader is; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Course pages". */
  label: string;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t`Previous page`}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label={t`Next page`}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
