import { useLingui } from '@lingui/react/macro';
import type { ExportFormat } from '@vidya/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';

/**
 * Downloads the list, with its current filters, as the server exports it: CSV or an Excel
 * workbook. While one export runs both buttons wait; the page says what went wrong, if anything.
 */
export function ExportButton({ onExport }: { onExport: (format: ExportFormat) => Promise<void> }) {
  const { t } = useLingui();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportList = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } finally {
      setExporting(null);
    }
  };
  const labels: Record<ExportFormat, string> = { csv: t`Export CSV`, xlsx: t`Export Excel` };
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          disabled={exporting !== null}
          onClick={() => void exportList(format)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporting === format ? t`Exporting...` : labels[format]}
        </Button>
      ))}
    </>
  );
}
