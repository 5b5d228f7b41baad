import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';

/** Downloads the list as the server exports it; the page says what went wrong, if anything. */
export function ExportButton({ onExport, label }: { onExport: () => Promise<void>; label?: string }) {
  const { t } = useLingui();
  const [isExporting, setIsExporting] = useState(false);
  const exportList = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="secondary" disabled={isExporting} onClick={() => void exportList()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {isExporting ? t`Exporting...` : (label ?? t`Export CSV`)}
    </Button>
  );
}
