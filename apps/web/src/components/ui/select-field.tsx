import type { ComponentProps } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { FieldFrame, inputClassName, useFieldIds } from './text-field';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled native select: the platform's own keyboard and screen-reader behaviour. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={joinClassNames(inputClassName(Boolean(error)), 'pr-8', className)}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
