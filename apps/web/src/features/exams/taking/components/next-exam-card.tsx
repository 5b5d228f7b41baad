import { Trans } from '@lingui/react/macro';
import type { NextExam } from '@vidya/contract';
import { Badge } from '../../../../components/ui/badge';
import { Card } from '../../../../components/ui/card';
import { TextLink } from '../../../../components/ui/text-link';
import { describeWindow } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { getExamHref } from '../exam-links';

/** The exam the student can take next: open now with attempts left, or the earliest upcoming one. */
export function NextExamCard({ exam }: { exam: NextExam | null }) {
  return (
    <Card>
      <section aria-labelledby="next-exam-heading" className="space-y-3">
        <h2 id="next-exam-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Next exam</Trans>
        </h2>
        {exam === null ? (
          <p className="text-slate-700">
            <Trans>
              No exam is scheduled for you right now.{' '}
              <TextLink to={paths.student.examination.href()}>See the exams open to you</TextLink>.
            </Trans>
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <TextLink to={getExamHref(exam.slug)}>{exam.title}</TextLink>
              <Badge tone={exam.status === 'open' ? 'success' : 'neutral'}>
                {exam.status === 'open' ? <Trans>Open now</Trans> : <Trans>Upcoming</Trans>}
              </Badge>
            </p>
            {exam.college_name !== null && <p className="text-sm text-slate-700">{exam.college_name}</p>}
            <p className="text-sm text-slate-700">{describeWindow(exam)}</p>
          </>
        )}
      </section>
    </Card>
  );
}
