import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentExamDetail } from '@vidya/contract';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { Alert } from '../../../../components/ui/alert';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DetailsList } from '../../../../components/ui/details-list';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure } from '../../../../lib/errors';
import { useStartAttemptMutation } from '../api';
import { ExamStatusBadge } from '../components/exam-badges';
import { ExamNotFound } from '../components/exam-not-found';
import { getExamResultsHref, getExamTestHref } from '../exam-links';
import { describeWindow } from '../../../../lib/format';
import { formatMinutes } from '../exam-format';
import { useExamIdFromUrl } from '../use-exam-from-url';
import { StudentExamGate } from '../components/student-exam-gate';
import { ExamRules } from '../components/exam-rules';

function StartPanel({ exam }: { exam: StudentExamDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [startAttempt, { isLoading }] = useStartAttemptMutation();
  const [error, setError] = useState<string | null>(null);
  const canResume = exam.open_attempt !== null;
  const canStart = !canResume && exam.status === 'open' && exam.attempts_left > 0;

  const start = async () => {
    setError(null);
    const result = await startAttempt(exam.id);
    if (result.error !== undefined) {
      setError(describeFailure(result.error, t`The exam could not be started. Please try again.`));
      return;
    }
    await navigate(getExamTestHref(exam.slug));
  };

  return (
    <div className="space-y-4">
      {error !== null && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        {(canResume || canStart) && (
          <Button size="lg" disabled={isLoading} onClick={() => void start()}>
            {isLoading ? t`Opening...` : canResume ? t`Resume exam` : t`Start exam`}
          </Button>
        )}
        {exam.last_attempt !== null && (
          <LinkButton size="lg" variant="secondary" to={getExamResultsHref(exam.slug, exam.last_attempt)}>
            <Trans>View result</Trans>
          </LinkButton>
        )}
      </div>
      {!canResume && !canStart && (
        <p className="text-slate-700">
          {exam.status === 'upcoming'
            ? t`This exam has not opened yet.`
            : exam.attempts_left === 0
              ? t`You have used every attempt of this exam.`
              : t`This exam is no longer open.`}
        </p>
      )}
    </div>
  );
}

/**
 * What the integrity log records (issue #22), told before the start in plain words: a notice under
 * India's Digital Personal Data Protection Act 2023. What is kept and for how long: docs/exams.md.
 */
function RecordingNotice({ exam }: { exam: StudentExamDetail }) {
  return (
    <section
      aria-labelledby="recording-heading"
      className="space-y-3 rounded-xl border-2 border-indigo-200 bg-indigo-50 p-5 text-slate-900"
    >
      <h2 id="recording-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Eye aria-hidden="true" className="h-5 w-5 text-indigo-800" />
        <Trans>What is recorded during the exam</Trans>
      </h2>
      <p>
        <Trans>Once you start, this exam records:</Trans>
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <Trans>when you leave the exam page (another tab or app), and for how long;</Trans>
        </li>
        <li>
          <Trans>when your internet connection drops;</Trans>
        </li>
        <li>
          <Trans>which devices and internet addresses (IP) open your attempt;</Trans>
        </li>
        {exam.record_clipboard === true && (
          <li>
            <Trans>when you copy or paste (never what you copied).</Trans>
          </li>
        )}
      </ul>
      <p className="font-semibold">
        <Trans>
          Your invigilator sees this record. It does not change your score. Nothing is recorded before you
          start.
        </Trans>
      </p>
    </section>
  );
}

function ExamDetails({ examId }: { examId: number }) {
  const { t } = useLingui();
  return (
    <StudentExamGate examId={examId} title={t`Exam details`}>
      {(exam) => <ExamDetailsView exam={exam} />}
    </StudentExamGate>
  );
}

function ExamDetailsView({ exam }: { exam: StudentExamDetail }) {
  const { t } = useLingui();
  const passMark = exam.pass_percentage;
  const attemptsLeft = exam.attempts_left;
  const attemptsAllowed = exam.attempts_allowed;
  return (
    <>
      <PageHeader title={exam.title} description={exam.description || undefined} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <Card>
            <div className="mb-5 flex items-center gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>About this exam</Trans>
              </h2>
              <ExamStatusBadge status={exam.status} />
            </div>
            <DetailsList
              items={[
                { label: t`Held by`, value: exam.college_name ?? t`Platform exam` },
                { label: t`Duration`, value: formatMinutes(exam.duration_minutes) },
                { label: t`Questions`, value: exam.total_questions },
                { label: t`Total marks`, value: exam.total_marks },
                { label: t`Pass mark`, value: `${passMark}%` },
                {
                  label: t`Attempts left`,
                  value: t`${attemptsLeft} of ${attemptsAllowed}`,
                },
                { label: t`When`, value: describeWindow(exam) },
              ]}
            />
          </Card>
          <RecordingNotice exam={exam} />
          <section aria-labelledby="rules-heading" className="space-y-3">
            <h2 id="rules-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Rules</Trans>
            </h2>
            <ExamRules exam={exam} />
          </section>
        </div>
        <aside aria-label={t`Take the exam`} className="space-y-4">
          <Card>
            <StartPanel exam={exam} />
          </Card>
          <p className="text-sm">
            <TextLink to={paths.student.examination.href()}>
              <Trans>Back to your exams</Trans>
            </TextLink>
          </p>
        </aside>
      </div>
    </>
  );
}

/** `/StudentDashboard/Examination/{examName}`: the exam, its rules and the way in. */
export function ExamDetailsPage() {
  const examId = useExamIdFromUrl();
  if (examId === null) return <ExamNotFound />;
  return <ExamDetails key={examId} examId={examId} />;
}
