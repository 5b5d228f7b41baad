import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_PAGE_TEXTS, LoginBody, VALIDATION_MESSAGES, type LoginPortal } from '@vidya/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { paths, withSearchParams } from '../../../lib/paths';
import { loggedOutFlagCleared } from '../../../lib/session/session-slice';
import { useSignIn } from '../use-sign-in';

type LoginFormValues = { email: string; password: string };

export type LoginFormProps = {
  portal: LoginPortal;
  description: string;
  /** Shown above the submit button (the forgot-password link). */
  beforeSubmit?: ReactNode;
  /** Shown under the form (sign-up and other portals). */
  footer?: ReactNode;
  /** A success message to greet the user with (signed out, password reset); a contract text is translated. */
  notice?: string | null;
};

type FormError = { message: string; unverifiedEmail: string | null };

/** Where an account of this portal enters its emailed code. */
const VERIFY_PATHS: Partial<Record<LoginPortal, string>> = {
  student: paths.studentOtp.path,
  college: paths.collegeOtp.path,
};

const isBlank = (value: string) => value.trim() === '';

/**
 * The login form shared by the three portals. They differ where the spec says so (§2, §5, §8):
 * the student page answers a blank field with 'Please fill in all fields' and clears its error
 * as the user types; the college and admin pages mark each required field; the admin button
 * stays disabled until both fields are filled.
 */
export function LoginForm({ portal, description, beforeSubmit, footer, notice = null }: LoginFormProps) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const texts = LOGIN_PAGE_TEXTS[portal];
  const isStudent = portal === 'student';
  const dispatch = useDispatch();
  const { signIn } = useSignIn(portal);
  const [formError, setFormError] = useState<FormError | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const isAdminIncomplete = portal === 'admin' && (isBlank(email) || password === '');

  useEffect(() => {
    dispatch(loggedOutFlagCleared());
  }, [dispatch]);

  const clearStudentError = () => {
    if (isStudent) setFormError(null);
  };

  const submitValid = async (body: LoginBody) => {
    setFormError(null);
    const outcome = await signIn(body);
    if (!outcome.isSignedIn) {
      setFormError({
        message: outcome.message,
        unverifiedEmail: outcome.isEmailUnverified ? body.email : null,
      });
    }
  };

  const submitInvalid = (fieldErrors: FieldErrors<LoginFormValues>) => {
    if (!isStudent) return;
    const message =
      isBlank(email) || password === ''
        ? VALIDATION_MESSAGES.fillAllFields
        : (fieldErrors.email?.message ?? fieldErrors.password?.message ?? VALIDATION_MESSAGES.fillAllFields);
    setFormError({ message, unverifiedEmail: null });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card className="p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{fixed(texts.heading)}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
        {notice !== null && formError === null && (
          <Alert tone="success" className="mt-6">
            {fixed(notice)}
          </Alert>
        )}
        {formError !== null && (
          <Alert tone="error" className="mt-6">
            <p>{fixed(formError.message)}</p>
            {formError.unverifiedEmail !== null && VERIFY_PATHS[portal] !== undefined && (
              <p className="mt-2">
                <TextLink to={withSearchParams(VERIFY_PATHS[portal], { email: formError.unverifiedEmail })}>
                  <Trans>Verify your email now</Trans>
                </TextLink>
              </p>
            )}
          </Alert>
        )}
        <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit(submitValid, submitInvalid)}>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={isStudent ? undefined : errors.email?.message}
            {...register('email', { onChange: clearStudentError })}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            error={isStudent ? undefined : errors.password?.message}
            {...register('password', { onChange: clearStudentError })}
          />
          {beforeSubmit}
          <Button type="submit" size="lg" isFullWidth disabled={isSubmitting || isAdminIncomplete}>
            {fixed(isSubmitting ? texts.submitting : texts.submit)}
          </Button>
        </form>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
      </Card>
    </div>
  );
}
