import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

export type BulkAction = {
  label: string;
  /** Shown on the button (and the confirmation) while the action runs, e.g. "Publishing...". */
  busyLabel: string;
  variant?: 'primary' | 'danger';
  /**
   * Asked first, naming how many rows will change; without it the action runs at once. Actions
   * with a confirmation of their own (a dialog the page owns) leave this out and open it in `run`.
   */
  confirm?: { title: (count: number) => string; body: (count: number) => ReactNode; confirmLabel: string };
  /**
   * Does the work; resolves to an error message to show in the confirmation, or null when it
   * went through (or when the page reports the outcome itself).
   */
  run: () => Promise<string | null>;
};

/**
 * How many rows are selected and what can be done to them together. A failed action's message
 * shows in its confirmation, so the person can try again or cancel.
 */
export function BulkActionBar({
  label,
  count,
  noneSelected,
  actions,
}: {
  /** Names the group, e.g. "Selected courses". */
  label: string;
  count: number;
  /** What the bar says with nothing selected, e.g. "No course selected". */
  noneSelected: string;
  actions: BulkAction[];
}) {
  const { t } = useLingui();
  // By label: the page builds its actions anew on every render.
  const [runningLabel, setRunningLabel] = useState<string | null>(null);
  const [confirmingLabel, setConfirmingLabel] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirming = actions.find((action) => action.label === confirmingLabel);

  const run = async (action: BulkAction) => {
    setRunningLabel(action.label);
    setError(null);
    try {
      const failure = await action.run();
      if (failure === null) setConfirmingLabel(null);
      else if (action.confirm !== undefined) setError(failure);
    } finally {
      setRunningLabel(null);
    }
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3" role="group" aria-label={label}>
        <p className="text-sm text-slate-700" aria-live="polite">
          {count === 0 ? noneSelected : t`${count} selected`}
        </p>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.variant ?? 'primary'}
            disabled={count === 0 || runningLabel !== null}
            onClick={() =>
              action.confirm === undefined ? void run(action) : setConfirmingLabel(action.label)
            }
          >
            {runningLabel === action.label && action.confirm === undefined ? action.busyLabel : action.label}
          </Button>
        ))}
      </div>
      {confirming?.confirm !== undefined && (
        <ConfirmDialog
          isOpen
          title={confirming.confirm.title(count)}
          confirmLabel={confirming.confirm.confirmLabel}
          busyLabel={confirming.busyLabel}
          isBusy={runningLabel !== null}
          error={error}
          onConfirm={() => void run(confirming)}
          onCancel={() => {
            setConfirmingLabel(null);
            setError(null);
          }}
        >
          {confirming.confirm.body(count)}
        </ConfirmDialog>
      )}
    </>
  );
}
