import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A yes/no question in a modal dialog. Focus starts on the safe choice, Escape cancels, and an
 * error from the confirmed action shows inside the dialog so the person can try again or cancel.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  busyLabel,
  isBusy = false,
  error = null,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={title}>
      <div className="space-y-4 text-slate-700">{children}</div>
      {error !== null && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on the choice that loses nothing */}
        <Button variant="secondary" autoFocus onClick={onCancel} disabled={isBusy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
