import { useLingui } from '@lingui/react/macro';
import { ExportButton } from '../../../components/data-table/export-button';
import { describeFailure } from '../../../lib/errors';
import { useExportCollegesMutation } from '../api';

/** Exports the pending or the registered colleges the search picks; a failure is told to the page. */
export function CollegeExportButton({
  list,
  search,
  onFailure,
}: {
  list: 'pending' | 'registered';
  search: string;
  onFailure: (text: string) => void;
}) {
  const { t } = useLingui();
  const [exportColleges] = useExportCollegesMutation();
  return (
    <ExportButton
      onExport={async (format) => {
        const result = await exportColleges({ list, search, format });
        if (result.error !== undefined)
          onFailure(describeFailure(result.error, t`The colleges could not be exported. Please try again.`));
      }}
    />
  );
}
