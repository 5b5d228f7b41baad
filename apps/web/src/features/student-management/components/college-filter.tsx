import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/ui/select-field';
import { useGetCollegeChoicesQuery } from '../../../lib/api/college-directory';

/**
 * Picks one registered college's students (or every college's). A college in the URL that is no
 * longer listed (deleted since the link was made) still shows, by its number, so the filter in
 * force is never hidden.
 */
export function CollegeFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const { data: colleges = [], isLoading, isError } = useGetCollegeChoicesQuery(undefined);
  const isListed = value === '' || colleges.some((college) => String(college.id) === value);
  return (
    <SelectField
      label={t`College`}
      value={value}
      hint={isError ? t`The list of colleges could not be loaded.` : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{isLoading ? t`Loading colleges...` : t`All colleges`}</option>
      {!isLoading && !isListed && <option value={value}>{t`College ${value}`}</option>}
      {colleges.map((college) => (
        <option key={college.id} value={String(college.id)}>
          {college.college_name}
        </option>
      ))}
    </SelectField>
  );
}
