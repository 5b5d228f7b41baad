import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type AdminExamDetail } from '@vidya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DetailsList } from '../../../../components/ui/details-list';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { TextLink } from '../../../../components/ui/text-link';
import { readErrorStatus } from '../../../../lib/errors';
import { describeWindow } from '../../../../lib/format';
import { parseIdParam, paths } from '../../../../lib/paths';
import { useGetCollegeExamQuery } from '../../authoring/college-api';
import { ItemAnalysisTable } from '../../results/components/item-analysis-table';
import { ExamResultsRoster } from '../../results/components/exam-results-roster';
import { LiveMonitor } from '../components/live-monitor';
import { ReleaseResultsDialog } from '../../results/components/release-results-dialog';

type Phase = 'cancelled' | 'inactive' | 'upcoming' | 'open' | 'ended';
const PHASES: Record<Phase, { label: MessageDescriptor; tone: BadgeTone }> = {
  cancelled: { label: msg`Cancelled: not held`, tone: 'danger' },
  inactive: { label: msg`Not open to students (a draft)`, tone: 'neutral' },
  upcoming: { label: msg`Upcoming`, tone: 'neutral' },
  open: { label: msg`Open now`, tone: 'warning' },
  ended: { label: msg`Ended`, tone: 'success' },
};

function phaseOf(exam: AdminExamDetail, now: number): Phase {
  if (exam.cancelled_at !== null) return 'cancelled';
  if (!exam.is_active) return 'inactive';
  if (exam.start_time !== null && Date.parse(exam.start_time) > now) return 'upcoming';
  if (exam.end_time !== null && Date.parse(exam.end_time) <= now) return 'ended';
  return 'open';
}

/** The exam's questions, read only, each with its correct answer named in words. */
function QuestionList({ exam }: { exam: AdminExamDetail }) {
  const { t } = useLingui();
  const count = exam.questions.length;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t`${plural(count, { one: '# question', other: '# questions' })}`}
      </summary>
      <ol className="mt-4 space-y-4">
        {exam.questions.map((question) => {
          const options = [
            ['a', question.option_a],
            ['b', question.option_b],
            ['c', question.option_c],
            ['d', question.option_d],
          ].filter(([, text]) => text !== '');
          const marks = question.marks;
          return (
            <li key={question.id}>
              <p className="font-medium text-slate-900">
                {question.position}. {question.question_text}{' '}
                <span className="text-sm font-normal text-slate-700">
                  ({t`${plural(marks, { one: '# mark', other: '# marks' })}`})
                </span>
              </p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {options.map(([key = '', text]) => (
                  <li
                    key={key}
                    className={key === question.correct_answer ? 'font-semibold text-emerald-900' : undefined}
                  >
                    {key.toUpperCase()}. {text}
                    {key === question.correct_answer && ` ${t`(correct answer)`}`}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/**
 * `/CollegeDashboard/ExamDetails/:examId`: one of the college's exams: its schedule, join code and
 * status, its questions with their answers, the live monitor while it is open, every student's
 * result (reviewed one by one, exported), releasing results and the item analysis.
 */
export function CollegeExamDetailsPage() {
  const { t, i18n } = useLingui();
  const examId = parseIdParam(useParams().examId);
  const query = useGetCollegeExamQuery(examId ?? 0, { skip: examId === null });
  const [now] = useState(() => Date.now());
  const [releasing, setReleasing] = useState(false);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  const backLink = (
    <TextLink to={paths.college.examHistory.href()}>
      <Trans>Back to Exam History</Trans>
    </TextLink>
  );
  if (examId === null || readErrorStatus(query.error) === 404)
    return (
      <>
        <PageHeader
          title={t`Exam not found`}
          description={t`This exam does not exist, or it is not one of your college's exams.`}
        />
        {backLink}
      </>
    );
  if (query.isLoading) return <SkeletonRows label={t`Loading the exam`} />;
  if (query.error !== undefined || query.data === undefined)
    return (
      <QueryError
        error={query.error}
        fallback={FALLBACK_MESSAGES.examDetailFetch}
        onRetry={() => void query.refetch()}
      />
    );

  const exam = query.data;
  const phase = phaseOf(exam, now);
  const canRelease = exam.results_release === 'manual' && exam.results_released_at === null;
  const releaseText =
    exam.results_release === 'immediate'
      ? t`Each student sees their review as soon as they submit.`
      : exam.results_release === 'after_window'
        ? t`Students see their reviews once the exam closes.`
        : exam.results_released_at === null
          ? t`Not released yet: students see their reviews once you release them.`
          : t`Released: students see their reviews.`;

  return (
    <div className="space-y-8">
      <PageHeader
        title={exam.title}
        description={exam.description}
        actions={
          canRelease ? <Button onClick={() => setReleasing(true)}>{t`Release results`}</Button> : undefined
        }
      />
      {backLink}
      <div aria-live="polite">
        <ListNoticeAlert notice={notice} />
      </div>
      <Card className="p-6">
        <DetailsList
          items={[
            {
              label: t`Status`,
              value: <Badge tone={PHASES[phase].tone}>{i18n._(PHASES[phase].label)}</Badge>,
            },
            { label: t`Schedule`, value: describeWindow(exam) },
            {
              label: t`Duration`,
              value: t`${plural(exam.duration_minutes, { one: '# minute', other: '# minutes' })}`,
            },
            { label: t`Pass mark`, value: `${exam.pass_percentage}%` },
            {
              label: t`Join code`,
              value:
                exam.join_code === null ? (
                  '—'
                ) : (
                  <span>
                    <code className="font-mono">{exam.join_code}</code>{' '}
                    {exam.allow_join_by_code
                      ? t`(students outside your college may join with it)`
                      : t`(joining by code is off)`}
                  </span>
                ),
            },
            { label: t`Results`, value: releaseText },
          ]}
        />
      </Card>
      <section aria-labelledby="questions-heading" className="space-y-3">
        <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
          {t`Questions`}
        </h2>
        <QuestionList exam={exam} />
      </section>
      {phase === 'open' && <LiveMonitor examId={exam.id} />}
      <ExamResultsRoster examId={exam.id} canGiveExtraTime={phase === 'upcoming' || phase === 'open'} />
      <ItemAnalysisTable examId={exam.id} />
      {releasing && (
        <ReleaseResultsDialog
          exam={exam}
          onClose={() => setReleasing(false)}
          onDone={(text) => {
            setReleasing(false);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </div>
  );
}
