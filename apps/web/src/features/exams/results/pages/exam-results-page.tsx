import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult, StudentExamDetail } from '@vidya/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../../lib/paths';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { ExamDetailsSkeleton } from '../../../../components/ui/skeleton';
import { StatCards } from '../../../../components/ui/stat-cards';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure, readErrorStatus } from '../../../../lib/errors';
import {
  useDownloadExamCertificateMutation,
  useGetAttemptResultQuery,
  useGetExamQuery,
} from '../../taking/api';
import { PerformanceBadge } from '../../taking/components/exam-badges';
import { ExamNotFound } from '../../taking/components/exam-not-found';
import { formatDateTime } from '../../../../lib/format';
import { formatDuration, formatPercentage, getOptionLetter } from '../../taking/exam-format';
import { getExamHref } from '../../taking/exam-links';
import { useExamIdFromUrl } from '../../taking/use-exam-from-url';

function CertificateDownload({ code, examTitle }: { code: string; examTitle: string }) {
  const { t } = useLingui();
  const [download, { isLoading }] = useDownloadExamCertificateMutation();
  const [error, setError] = useState<string | null>(null);
  const downloadFailed = t`The certificate could not be downloaded. Please try again.`;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        <Trans>
          You earned a certificate (code <span className="font-mono font-semibold">{code}</span>).
        </Trans>
      </p>
      <Button
        variant="secondary"
        disabled={isLoading}
        aria-label={t`Download certificate: ${examTitle}`}
        onClick={() =>
          void download(code).then((result) =>
            setError(result.error === undefined ? null : describeFailure(result.error, downloadFailed)),
          )
        }
      >
        {isLoading ? t`Downloading...` : t`Download certificate`}
      </Button>
      {error !== null && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

function ReleaseNote({ result, releasedAt }: { result: AttemptResult; releasedAt: string | null }) {
  const { t } = useLingui();
  const when = releasedAt === null ? null : formatDateTime(releasedAt);
  const sentence =
    when !== null
      ? t`The correct answers will be shown here after the exam closes, on ${when}.`
      : t`The correct answers will be shown here once your examiner releases the results.`;
  return <Alert>{result.is_released ? t`This exam has no questions to review.` : sentence}</Alert>;
}

function Review({ review }: { review: NonNullable<AttemptResult['review']> }) {
  const { t } = useLingui();
  return (
    <ol className="space-y-4">
      {review.map((item, index) => {
        const isCorrect = item.your_answer === item.correct_answer;
        const textOf = (key: string | null) => {
          const position = item.options.findIndex((option) => option.key === key);
          const option = item.options[position];
          return option === undefined
            ? t`Not answered`
            : `${getOptionLetter(position).toUpperCase()}. ${option.text}`;
        };
        const number = index + 1;
        const awarded = item.awarded;
        const marks = item.marks;
        return (
          <li key={item.question}>
            <Card className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-semibold text-slate-900">
                  <Trans>Question {number}</Trans>
                </h3>
                <Badge tone={isCorrect ? 'success' : 'danger'}>
                  <Plural value={marks} one={`${awarded}/# mark`} other={`${awarded}/# marks`} />
                </Badge>
              </div>
              <p className="whitespace-pre-line text-slate-900">{item.question_text}</p>
              <dl className="grid gap-3 sm:grid-cols-2">
                <div>
                  <dt className="text-sm font-medium text-slate-600">
                    <Trans>Your answer</Trans>
                  </dt>
                  <dd className="mt-1 flex items-start gap-2 text-slate-900">
                    {isCorrect ? (
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
                    ) : (
                      <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
                    )}
                    <span>
                      {textOf(item.your_answer)}
                      <span className="sr-only"> {isCorrect ? t`(correct)` : t`(incorrect)`}</span>
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-medium text-slate-600">
                    <Trans>Correct answer</Trans>
                  </dt>
                  <dd className="mt-1 text-slate-900">{textOf(item.correct_answer)}</dd>
                </div>
              </dl>
              {item.explanation !== '' && (
                <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  <span className="font-semibold">
                    <Trans>Explanation:</Trans>{' '}
                  </span>
                  {item.explanation}
                </p>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

function ResultView({ attemptId, releasedAt }: { attemptId: number; releasedAt: string | null }) {
  const { t } = useLingui();
  // Read afresh on every visit: the examiner may have released the results since the last one.
  const {
    data: result,
    error,
    isLoading,
    refetch,
  } = useGetAttemptResultQuery(attemptId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <ExamDetailsSkeleton />;
  if (result === undefined) {
    if (readErrorStatus(error) === 404) return <ExamNotFound detail={t`This result does not exist.`} />;
    return (
      <>
        <PageHeader title={t`Exam result`} />
        <QueryError error={error} fallback={t`Failed to fetch the result`} onRetry={() => void refetch()} />
      </>
    );
  }

  const title = result.exam_title;
  const submitted = formatDateTime(result.submitted_at);
  return (
    <>
      <PageHeader
        title={t`Result: ${title}`}
        description={
          result.status === 'expired'
            ? t`Submitted ${submitted} (automatically, when time ran out).`
            : t`Submitted ${submitted}.`
        }
      />
      <div className="space-y-8">
        <section aria-label={t`Your score`} className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={result.passed ? 'success' : 'danger'}>{result.passed ? t`Passed` : t`Failed`}</Badge>
            <PerformanceBadge badge={result.badge} />
          </div>
          <StatCards
            items={[
              { label: t`Score`, value: `${result.score}/${result.max_score}` },
              { label: t`Percentage`, value: formatPercentage(result.percentage) },
              { label: t`Outcome`, value: result.passed ? t`Passed` : t`Failed` },
              { label: t`Time taken`, value: formatDuration(result.time_taken_seconds) },
            ]}
          />
        </section>
        {result.certificate_code !== null && (
          <Card>
            <CertificateDownload code={result.certificate_code} examTitle={result.exam_title} />
          </Card>
        )}
        <section aria-labelledby="review-heading" className="space-y-4">
          <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Review</Trans>
          </h2>
          {result.is_released && result.review !== null && result.review.length > 0 ? (
            <Review review={result.review} />
          ) : (
            <ReleaseNote result={result} releasedAt={releasedAt} />
          )}
        </section>
        <p className="flex flex-wrap gap-6 text-sm">
          <TextLink to={getExamHref(result.exam_slug)}>
            <Trans>Back to the exam</Trans>
          </TextLink>
          <TextLink to={paths.student.examination.href()}>
            <Trans>All exams</Trans>
          </TextLink>
          <TextLink to={paths.student.performance.href()}>
            <Trans>Your performance</Trans>
          </TextLink>
        </p>
      </div>
    </>
  );
}

/** When the answers of an exam released after its window will show; null when no date is known. */
const getReleaseTime = (exam: StudentExamDetail | undefined): string | null =>
  exam?.results_release === 'after_window' ? exam.end_time : null;

function ExamResults({ examId }: { examId: number }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const fromUrl = Number(searchParams.get('attempt'));
  const attemptFromUrl = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
  const {
    data: exam,
    error,
    isLoading,
    refetch,
  } = useGetExamQuery(examId, { refetchOnMountOrArgChange: true });

  // The attempt named in the URL needs the exam only for when answers are released.
  if (attemptFromUrl !== null)
    return <ResultView attemptId={attemptFromUrl} releasedAt={getReleaseTime(exam)} />;
  if (isLoading) return <ExamDetailsSkeleton />;
  if (exam === undefined) {
    if (readErrorStatus(error) === 404)
      return <ExamNotFound detail={describeFailure(error, t`This exam does not exist.`)} />;
    return (
      <>
        <PageHeader title={t`Exam result`} />
        <QueryError error={error} fallback={t`Failed to fetch the result`} onRetry={() => void refetch()} />
      </>
    );
  }
  if (exam.last_attempt === null) {
    const title = exam.title;
    return (
      <>
        <PageHeader title={t`Result: ${title}`} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            <Trans>You have not finished this exam yet, so there is no result to show.</Trans>
          </p>
          <p>
            <TextLink to={getExamHref(exam.slug)}>
              <Trans>Go to the exam</Trans>
            </TextLink>
          </p>
        </Card>
      </>
    );
  }
  return <ResultView attemptId={exam.last_attempt} releasedAt={getReleaseTime(exam)} />;
}

/** `/StudentDashboard/Examination/{examName}/results`: score, outcome, badge and, once released, the review. */
export function ExamResultsPage() {
  const examId = useExamIdFromUrl();
  if (examId === null) return <ExamNotFound />;
  return <ExamResults key={examId} examId={examId} />;
}
