import { zodResolver } from '@hookform/resolvers/zod';
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
import { getSupportPhone, toTelHref } from '../../../lib/site-config';
import { useSendContactMessageMutation } from '../api';

type FormValues = z.input<typeof ContactMessageBody>;
type FormOutput = z.output<typeof ContactMessageBody>;

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY: FormValues = { name: '', email: '', subject: '', message: '' };

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function ContactForm() {
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

  const submit = async (body: FormOutput) => {
    const data = await send(() => sendMessage(body));
    if (data === undefined) return;
    reset(EMPTY);
    showSuccess(data.detail);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Your name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField label="Email" required error={errors.email?.message} {...register('email')} />
      <PhoneField
        label="Phone (optional)"
        hint="If you would like a call back."
        error={errors.phone?.message}
        {...register('phone', { setValueAs: emptyToUndefined })}
      />
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Message"
          rows={7}
          required
          hint={`${messageLength.toLocaleString('en-IN')} of ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters.`}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}

export function ContactPage() {
  const phone = getSupportPhone();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader
        title="Contact Us"
        description="Questions about a course, a training programme, or bringing your college on board? Write to us and we will reply by email."
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">Send us a message</h2>
          <ContactForm />
        </Card>
        <div className="space-y-6">
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900">Other ways to reach us</h2>
            {phone ? (
              <p className="flex items-center gap-3 text-slate-900">
                <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-700" />
                <span>
                  Call{' '}
                  <a
                    href={toTelHref(phone)}
                    className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
                  >
                    {phone}
                  </a>
                </span>
              </p>
            ) : (
              <p className="text-slate-700">The form is the quickest way to reach us.</p>
            )}
            <p className="flex items-start gap-3 text-slate-700">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" />
              We read every message and reply by email.
            </p>
          </Card>
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">Looking for a quick answer?</h2>
            <p className="text-slate-700">
              Sign-up codes, password resets and college approval are explained on{' '}
              <TextLink to={paths.getHelp.href()}>Get Help</TextLink>.
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
