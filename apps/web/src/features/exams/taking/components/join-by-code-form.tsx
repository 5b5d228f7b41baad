import { Trans, useLingui } from '@lingui/react/macro';
import { JoinByCodeBody } from '@vidya/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { describeFailure } from '../../../../lib/errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { useJoinByCodeMutation } from '../api';
import { getExamHref } from '../exam-links';

/** Joins an exam of another college with the code its organiser gave out, then opens it. */
export function JoinByCodeForm() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const joinFailed = t`The exam could not be joined. Please try again.`;
  const navigate = useNavigate();
  const [joinByCode, { isLoading }] = useJoinByCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = JoinByCodeBody.safeParse({ code });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue === undefined ? joinFailed : fixed(issue));
      return;
    }
    setError(null);
    const result = await joinByCode(parsed.data);
    if (result.error !== undefined) {
      setError(describeFailure(result.error, joinFailed));
      return;
    }
    await navigate(getExamHref(result.data.slug));
  };

  return (
    <form
      aria-labelledby="join-heading"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="join-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Join with a code</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Have a code for another college’s exam? Enter it here.</Trans>
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-48 flex-1">
          <TextField
            label={t`Exam code`}
            value={code}
            autoComplete="off"
            spellCheck={false}
            error={error ?? undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" className="mt-7" disabled={isLoading}>
          {isLoading ? t`Joining...` : t`Join exam`}
        </Button>
      </div>
    </form>
  );
}
