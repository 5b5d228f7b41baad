import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, GENERIC_ERRORS } from '@vidya/contract';
import { useParams, useSearchParams } from 'react-router';
import { paths, parseIdParam } from '../../../../lib/paths';
import { Card } from '../../../../components/ui/card';
import { DetailsList } from '../../../../components/ui/details-list';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { SelectField } from '../../../../components/ui/select-field';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { useGetAttemptQuery, useGetStudentExamResultsQuery } from '../../authoring/api';
import { AttemptReview } from '../components/attempt-review';
import { AttemptOutcome, AttemptsTable, formatPercentage, formatScore } from '../components/attempts-table';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';

function NotFound({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="space-y-3">
        <p className="text-slate-700">{text}</p>
        <TextLink to={paths.admin.studentManagement.href()}>
          <Trans>Student management</Trans>
        </TextLink>
      </Card>
    </>
  );
}

/** `StudentExamList/:studentName`: every exam attempt of one student. */
export function StudentExamListPage() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const title = t`Student Exams`;
  const studentId = parseIdParam(useParams().studentName, { slug: true });
  const { data, error, isLoading, isFetching, refetch } = useGetStudentExamResultsQuery(
    { studentId: studentId ?? 0 },
    { skip: studentId === null },
  );
  if (studentId === null) return <NotFound title={title} text={t`This address does not name a student.`} />;
  if (isLoading) return <SkeletonRows label={t`Loading exam results`} />;
  if (data === undefined) {
    const isMissing = typeof error === 'object' && 'status' in error && error.status === 404;
    if (isMissing) return <NotFound title={title} text={fixed(GENERIC_ERRORS.studentNotFound)} />;
    return (
      <>
        <PageHeader title={title} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.examsFetch} onRetry={() => void refetch()} />
      </>
    );
  }
  const name = data[0]?.student_name;
  return (
    <>
      <PageHeader
        title={title}
        description={name === undefined ? undefined : `${name} · ${data[0]?.student_email ?? ''}`}
        actions={
          <TextLink to={paths.admin.studentDetails.href({ studentId })}>
            <Trans>Student details</Trans>
          </TextLink>
        }
      />
      <AttemptsTable
        attempts={data}
        caption={t`Exam attempts`}
        showExam
        isBusy={isFetching}
        empty={t`This student has not taken any exam yet.`}
      />
    </>
  );
}

/** `StudentExamDetail/:studentName/:examName`: one student's attempt at one exam, answer by answer. */
export function StudentExamDetailPage() {
  const { t } = useLingui();
  const title = t`Student Exam Detail`;
  const params = useParams();
  const studentId = parseIdParam(params.studentName, { slug: true });
  const examId = parseIdParam(params.examName, { slug: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const attempts = useGetStudentExamResultsQuery(
    { studentId: studentId ?? 0, examId: examId ?? undefined },
    { skip: studentId === null || examId === null },
  );
  const chosen = Number(searchParams.get('attempt'));
  const rows = attempts.data ?? [];
  const attemptId = rows.find((row) => row.attempt === chosen)?.attempt ?? rows.at(-1)?.attempt ?? null;
  const detail = useGetAttemptQuery(attemptId ?? 0, { skip: attemptId === null });

  if (studentId === null || examId === null)
    return <NotFound title={title} text={t`This address does not name a student and an exam.`} />;
  if (attempts.isLoading || detail.isLoading) return <SkeletonRows rows={4} label={t`Loading the attempt`} />;
  if (attempts.data === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={attempts.error}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void attempts.refetch()}
        />
      </>
    );
  }
  if (attemptId === null) return <NotFound title={title} text={t`This student has not taken this exam.`} />;
  const attempt = detail.data;
  const answered = attempt?.review.filter((item) => item.your_answer !== null).length ?? 0;
  const questionCount = attempt?.review.length ?? 0;
  if (attempt === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={detail.error}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={`${attempt.student_name} · ${attempt.exam_title}`}
        actions={
          <TextLink to={paths.admin.studentExamList.href({ studentName: params.studentName ?? '' })}>
            <Trans>All exams of this student</Trans>
          </TextLink>
        }
      />
      <div className="space-y-6">
        {rows.length > 1 && (
          <SelectField
            label={t`Attempt`}
            className="max-w-xs"
            value={String(attemptId)}
            onChange={(event) => setSearchParams({ attempt: event.target.value }, { replace: true })}
          >
            {rows.map((row) => {
              const number = row.attempt_number;
              const submitted = row.submitted_at === null ? null : formatDate(row.submitted_at);
              return (
                <option key={row.attempt} value={row.attempt}>
                  {submitted === null ? t`Attempt ${number}` : t`Attempt ${number} · ${submitted}`}
                </option>
              );
            })}
          </SelectField>
        )}
        <Card>
          <DetailsList
            items={[
              { label: t`Score`, value: formatScore(attempt) },
              { label: t`Percentage`, value: formatPercentage(attempt) },
              { label: t`Outcome`, value: <AttemptOutcome attempt={attempt} /> },
              { label: t`Started`, value: formatDate(attempt.started_at) },
              {
                label: t`Submitted`,
                value: attempt.submitted_at === null ? t`Not yet` : formatDate(attempt.submitted_at),
              },
              { label: t`Answered`, value: t`${answered} of ${questionCount}` },
            ]}
          />
        </Card>
        <section aria-labelledby="review-heading" className="space-y-4">
          <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Answers</Trans>
          </h2>
          {attempt.review.length === 0 ? (
            <p className="text-slate-700">
              <Trans>This attempt has no questions to review.</Trans>
            </p>
          ) : (
            <AttemptReview attempt={attempt} />
          )}
        </section>
      </div>
    </>
  );
}
