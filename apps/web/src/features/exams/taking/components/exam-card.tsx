import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ExamSummary } from '@vidya/contract';
import { CalendarClock, Clock, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '../../../../components/ui/button';
import { getExamHref, getExamTestHref } from '../exam-links';
import { describeWindow } from '../../../../lib/format';
import { formatDuration, formatMinutes } from '../exam-format';
import { useNow } from '../use-now';
import { ExamStatusBadge } from './exam-badges';

/** "Opens in 1 h 4 min 10 s", ticking; quiet for screen readers, which read it when they reach it. */
function OpensIn({ startTime }: { startTime: string }) {
  const { t } = useLingui();
  const now = useNow();
  const seconds = Math.max(0, (Date.parse(startTime) - now) / 1000);
  const duration = formatDuration(seconds);
  return (
    <p className="text-sm font-medium text-slate-800">
      {seconds > 0 ? t`Opens in ${duration}` : t`Opening now`}
    </p>
  );
}

function ExamAction({ exam }: { exam: ExamSummary }) {
  const { t } = useLingui();
  const label = exam.title;
  if (exam.status === 'in_progress') {
    return (
      <LinkButton to={getExamTestHref(exam.slug)} size="sm" aria-label={t`Resume: ${label}`}>
        <Trans>Resume</Trans>
      </LinkButton>
    );
  }
  const isAttempted = exam.status === 'attempted';
  return (
    <LinkButton
      to={getExamHref(exam.slug)}
      size="sm"
      variant={exam.status === 'open' ? 'primary' : 'secondary'}
      aria-label={isAttempted ? t`View: ${label}` : t`Details: ${label}`}
    >
      {isAttempted ? t`View` : t`Details`}
    </LinkButton>
  );
}

export function ExamCard({ exam }: { exam: ExamSummary }) {
  const { t } = useLingui();
  const titleId = useId();
  const questions = exam.total_questions;
  const marks = exam.total_marks;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {exam.title}
          </h3>
          <p className="text-sm text-slate-600">{exam.college_name ?? t`Platform exam`}</p>
        </div>
        {exam.status !== undefined && <ExamStatusBadge status={exam.status} />}
      </div>
      <ul className="space-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {formatMinutes(exam.duration_minutes)}
        </li>
        <li className="flex items-center gap-2">
          <ListChecks aria-hidden="true" className="h-4 w-4" />
          <Trans>
            <Plural value={questions} one="# question" other="# questions" /> · {marks} marks
          </Trans>
        </li>
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          {describeWindow(exam)}
        </li>
      </ul>
      {exam.status === 'upcoming' && exam.start_time !== null && <OpensIn startTime={exam.start_time} />}
      <div className="mt-auto pt-2">
        <ExamAction exam={exam} />
      </div>
    </article>
  );
}
