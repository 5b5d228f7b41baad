import { Trans } from '@lingui/react/macro';
import type { PaymentView } from '@vidya/contract';
import type { DataColumn } from '../../../components/data-table/data-table';
import { InvoiceDownloadButton } from './invoice-download-button';

/** The student's own payments list this column: each paid payment's tax invoice to download. */
export const INVOICE_COLUMN: DataColumn<PaymentView> = {
  id: 'invoice',
  header: <Trans>Invoice</Trans>,
  cell: (payment) => <InvoiceDownloadButton payment={payment} />,
};
