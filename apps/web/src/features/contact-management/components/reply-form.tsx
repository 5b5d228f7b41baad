import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  CONTACT_REPLY_MAX,
  ContactReplyBody,
  LANGUAGE_NAMES,
  LANGUAGES,
  type ContactMessageDetail,
} from '@vidya/contract';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { useReplyToContactMessageMutation } from '../api';

/** The reply's rules, with the language '' (the server chooses: the sender's account, else English). */
const replySchema = z.object({
  body: ContactReplyBody.shape.body,
  language: z.enum(['', ...LANGUAGES]).transform((language) => (language === '' ? undefined : language)),
});
type FormValues = z.input<typeof replySchema>;
type FormOutput = z.output<typeof replySchema>;

const FIELDS = ['body', 'language'] as const;
const EMPTY: FormValues = { body: '', language: '' };

/**
 * Answers the message by email. The server keeps the reply with the message and marks it handled;
 * when it refuses (the mail server did not take the email), its words show and nothing was kept.
 */
export function ReplyForm({ message }: { message: Pick<ContactMessageDetail, 'id' | 'email'> }) {
  const { t } = useLingui();
  const [replyToMessage] = useReplyToContactMessageMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(replySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const typed = formatNumber(useWatch({ control, name: 'body' }).length);
  const limit = formatNumber(CONTACT_REPLY_MAX);
  const { outcome, send, showSuccess } = useFormSubmission(
    { setError },
    FIELDS,
    t`Your reply could not be sent.`,
  );
  const email = message.email;

  const submit = async (reply: FormOutput) => {
    const data = await send(() => replyToMessage({ messageId: message.id, reply }));
    if (data === undefined) return;
    reset(EMPTY);
    showSuccess(t`Your reply was sent to ${email}.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label={t`Reply by email`}>
      <TextAreaField
        label={t`Your reply`}
        hint={t`Sent by email to ${email}, and kept with this message. ${typed} of ${limit} characters.`}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <SelectField
        label={t`Language of the email`}
        hint={t`The greeting and closing of the email are written in this language. Automatic: the language of the sender's account, or English.`}
        error={errors.language?.message}
        {...register('language')}
      >
        <option value="">{t`Automatic`}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Sending...` : t`Send reply`}
      </Button>
    </form>
  );
}
