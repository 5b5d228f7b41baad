import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_MESSAGE_MAX, ContactMessageBody } from '@vidya/contract';
import { Clock, Phone } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField, PhoneField } from '../../../components/ui/form-contact-fields';
import { PageHeader } from '../../../components/ui/page-header';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { formatNumber } from '../../../lib/format';
import { getSupportPhone, toTelHref } from '../../../lib/site-config';
import { useSendContactMessageMutation } from '../api';

type FormValues = z.input<typeof ContactMessageBody>;
type FormOutput = z.output<typeof ContactMessageBody>;

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** Every field, Phone included: after sending, the form is blank again. */
const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function ContactForm() {
  const { t, i18n } = useLingui();
  const [sendMessage] = useSendContactMessageMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ContactMessageBody),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;
  const { outcome, send, showSuccess } = useFormSubmission({ setError }, FIELDS);
  const typed = formatNumber(messageLength);
  const limit = formatNumber(CONTACT_MESSAGE_MAX);

  const submit = async (body: FormOutput) => {
    // The acknowledgement email is written in the language the visitor reads the page in.
    const language = i18n.locale === 'hi' ? 'hi' : 'en';
    const data = await send(() => sendMessage({ ...body, language }));
    if (data === undefined) return;
    reset(EMPTY);
    showSuccess(data.detail);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t`Your name`}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField label={t`Email`} required error={errors.email?.message} {...register('email')} />
      <PhoneField
        label={t`Phone (optional)`}
        hint={t`If you would like a call back.`}
        error={errors.phone?.message}
        {...register('phone', { setValueAs: emptyToUndefined })}
      />
      <TextField label={t`Subject`} required error={errors.subject?.message} {...register('subject')} />
      <div className="sm:col-span-2">
        <TextAreaField
          label={t`Message`}
          rows={7}
          required
          hint={t`${typed} of ${limit} characters.`}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send message</Trans>}
        </Button>
      </div>
    </form>
  );
}

export function ContactPage() {
  const { t } = useLingui();
  const phone = getSupportPhone();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader
        title={t`Contact Us`}
        description={
          <Trans>
            Questions about a course, a training programme, or bringing your college on board? Write to us and
            we will reply by email.
          </Trans>
        }
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </Card>
        <div className="space-y-6">
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Other ways to reach us</Trans>
            </h2>
            {phone ? (
              <p className="flex items-center gap-3 text-slate-900">
                <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-700" />
                <span>
                  <Trans>
                    Call{' '}
                    <a
                      href={toTelHref(phone)}
                      className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
                    >
                      {phone}
                    </a>
                  </Trans>
                </span>
              </p>
            ) : (
              <p className="text-slate-700">
                <Trans>The form is the quickest way to reach us.</Trans>
              </p>
            )}
            <p className="flex items-start gap-3 text-slate-700">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" />
              <Trans>We read every message and reply by email.</Trans>
            </p>
          </Card>
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Looking for a quick answer?</Trans>
            </h2>
            <p className="text-slate-700">
              <Trans>
                Sign-up codes, password resets and college approval are explained on{' '}
                <TextLink to={paths.getHelp.href()}>Get Help</TextLink>.
              </Trans>
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
