import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentView } from '@vidya/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describeFailure } from '../../../lib/errors';
import { useDownloadInvoiceMutation } from '../payment-documents-api';

/** A paid payment's tax invoice as a PDF; nothing for a payment without one. */
export function InvoiceDownloadButton({ payment }: { payment: PaymentView }) {
  const { t } = useLingui();
  const [downloadInvoice, { isLoading }] = useDownloadInvoiceMutation();
  const [error, setError] = useState<string | null>(null);
  if (payment.invoice_url === null || payment.invoice_number === null) {
    return (
      <span className="text-slate-600">
        <Trans>No invoice</Trans>
      </span>
    );
  }
  const number = payment.invoice_number;
  const label = isLoading ? t`Downloading...` : t`Download invoice`;

  const download = async () => {
    setError(null);
    const result = await downloadInvoice(payment);
    if (result.error !== undefined) {
      setError(describeFailure(result.error, t`The invoice could not be downloaded. Please try again.`));
    }
  };

  return (
    <div className="space-y-1">
      <p className="font-mono text-xs break-all text-slate-700">{number}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={isLoading}
        aria-label={t`${label}: ${number}`}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      {error !== null && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
