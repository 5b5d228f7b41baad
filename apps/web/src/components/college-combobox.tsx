import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CollegeSummary } from '@vidya/contract';
import { useState } from 'react';
import { useSearchCollegesQuery } from '../lib/api/college-directory';
import { plainEnglishOf } from '../lib/i18n/plain-english';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { Combobox, type ComboboxOption } from './ui/combobox';

const PLATFORM_STUDENT_MESSAGE = msg`I study independently (platform student)`;
/** The independent-study option in English. */
export const PLATFORM_STUDENT_LABEL = plainEnglishOf(PLATFORM_STUDENT_MESSAGE) ?? '';

const toOption = (college: CollegeSummary): ComboboxOption => ({
  id: String(college.id),
  label: college.college_name,
  detail: [college.city, college.state].filter(Boolean).join(', ') || undefined,
});

const SEARCH_DELAY_MS = 250;

/**
 * Picks the approved college a student belongs to, searching as they type; studying
 * independently is always the first choice. `value` is the college id, or null for none.
 */
export function CollegeCombobox({
  value,
  collegeName,
  onChange,
  onBlur,
  label,
  hint,
  error,
}: {
  value: number | null;
  /** The name of the college `value` names, when the caller knows it (a saved profile). */
  collegeName?: string | null;
  onChange: (collegeId: number | null) => void;
  onBlur?: () => void;
  label?: string;
  hint?: string;
  error?: string;
}) {
  const { t } = useLingui();
  const platformStudentOption: ComboboxOption = { id: '', label: t(PLATFORM_STUDENT_MESSAGE) };
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const searchText = useDebouncedValue(query, SEARCH_DELAY_MS);
  const { data: colleges = [], isFetching, isError } = useSearchCollegesQuery(searchText);

  const selected: ComboboxOption =
    value === null
      ? platformStudentOption
      : {
          id: String(value),
          // The form may be reset to another value than the one picked here; the name must follow it.
          label: chosen?.id === value ? chosen.name : (collegeName ?? t`Your current college`),
        };

  const isSearching = isFetching || query !== searchText;
  const found = colleges.length;
  const statusText = isError
    ? t`The list of colleges could not be loaded. You can continue as an independent student and choose your college later.`
    : isSearching
      ? t`Searching...`
      : found === 0
        ? t`No approved college matches “${searchText}”. Check the spelling, or continue as an independent student.`
        : t`${plural(found, { one: '# college found.', other: '# colleges found.' })}`;

  return (
    <Combobox
      label={label ?? t`College`}
      hint={hint}
      error={error}
      options={[platformStudentOption, ...colleges.map(toOption)]}
      selected={selected}
      statusText={statusText}
      onQueryChange={setQuery}
      onBlur={onBlur}
      onSelect={(option) => {
        const collegeId = option.id === '' ? null : Number(option.id);
        setChosen(collegeId === null ? null : { id: collegeId, name: option.label });
        onChange(collegeId);
      }}
    />
  );
}
