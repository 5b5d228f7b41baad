import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { useFixedText } from '../../lib/i18n/fixed-texts';

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id?: string;
  label: string;
  /** Shown under the field; read out with it. */
  hint?: string;
  error?: string;
};

export const inputClassName = (hasError: boolean) =>
  joinClassNames(
    'block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-500',
    'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600',
    hasError ? 'border-red-700' : 'border-slate-300',
  );

/** The ids that tie a field's label, hint and error to its control. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/**
 * A field's label above its control, and its hint and error below. An error the contract's
 * schemas wrote (client-side validation, or the server's 400) shows in the active language.
 */
export function FieldFrame(props: {
  inputId: string;
  label: string;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  const fixed = useFixedText();
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.inputId} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={props.hintId} className="text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} className="text-sm font-medium text-red-700">
          {fixed(props.error)}
        </p>
      )}
    </div>
  );
}

export function TextField({ id, label, hint, error, className, ...inputProps }: FieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={joinClassNames(inputClassName(Boolean(error)), className)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  className,
  ...inputProps
}: Omit<FieldProps, 'type'>) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={joinClassNames(inputClassName(Boolean(error)), 'pr-12', className)}
          {...inputProps}
        />
        <button
          type="button"
          aria-label={isVisible ? t`Hide password` : t`Show password`}
          aria-controls={inputId}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ToggleIcon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({ id, label, hint, error, className, ...textareaProps }: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={joinClassNames(inputClassName(Boolean(error)), 'h-auto min-h-32 py-2', className)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

const OTP_LENGTH = 6;

/**
 * The emailed one-time code: one input (not six boxes) so that pasting, the browser's and the
 * phone's code autofill, and screen readers all just work. A pasted "123 456" or "Code: 123456"
 * is reduced to its six digits; anything else is left for validation to explain.
 */
export function OtpField({
  onCodePaste,
  className,
  ...props
}: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete'> & { onCodePaste: (code: string) => void }) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      className={joinClassNames('font-mono text-lg tracking-[0.4em]', className)}
      onPaste={(event) => {
        const digits = event.clipboardData.getData('text').replace(/\D/g, '');
        if (digits.length !== OTP_LENGTH) return;
        event.preventDefault();
        onCodePaste(digits);
      }}
      {...props}
    />
  );
}
