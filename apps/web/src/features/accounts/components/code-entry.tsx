import { useLingui } from '@lingui/react/macro';
import type { Path, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { ResendCodeButton } from '../../../components/ui/resend-code-button';
import { OtpField } from '../../../components/ui/text-field';
import type { useCodeResender } from '../use-code-resender';

type CodeValues = { otp: string };
type CodeResender = ReturnType<typeof useCodeResender>;

/** The emailed 6-digit code of a form whose `otp` it is; a pasted code fills it and is checked at once. */
export function CodeField<Values extends CodeValues>({
  register,
  setValue,
  error,
  hint,
}: {
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  error: string | undefined;
  hint?: string;
}) {
  // react-hook-form cannot tell that `otp` is a path of every form with an `otp`, so it is told.
  const path = 'otp' as Path<Values>;
  const { t } = useLingui();
  return (
    <OtpField
      label={t`6-digit code`}
      hint={hint}
      required
      error={error}
      onCodePaste={(code) => setValue(path, code as PathValue<Values, typeof path>, { shouldValidate: true })}
      {...register(path)}
    />
  );
}

/** Above a code form: that a code went out (`sentNotice`), or what became of the last resend. */
export function CodeSentAlert({ resender, sentNotice }: { resender: CodeResender; sentNotice: string }) {
  return (
    <Alert tone={resender.outcome?.tone ?? 'success'} className="mb-5">
      {resender.outcome?.text ?? sentNotice}
    </Alert>
  );
}

/** "Resend code" for the current cooldown of `resender`. */
export function CodeResendButton({ resender, onResend }: { resender: CodeResender; onResend: () => void }) {
  return (
    <ResendCodeButton secondsLeft={resender.secondsLeft} isSending={resender.isSending} onResend={onResend} />
  );
}

/** Under a code form: a hint about the missing email (`prompt`), and "Resend code". */
export function CodeResendPrompt({
  prompt,
  resender,
  onResend,
}: {
  prompt: string;
  resender: CodeResender;
  onResend: () => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <span>{prompt}</span>
      <CodeResendButton resender={resender} onResend={onResend} />
    </div>
  );
}
