import { Trans, useLingui } from '@lingui/react/macro';
import type { ExamStatus, PerformanceBadge as PerformanceBadgeName } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';
import {
  EXAM_STATUS_LABELS,
  EXAM_STATUS_TONES,
  PERFORMANCE_BADGE_LABELS,
  PERFORMANCE_BADGE_TONES,
} from '../exam-format';

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useLingui();
  return <Badge tone={EXAM_STATUS_TONES[status]}>{t(EXAM_STATUS_LABELS[status])}</Badge>;
}

/** A performance band (excellent … weak), named as such for a screen reader. */
export function PerformanceBadge({ badge }: { badge: PerformanceBadgeName }) {
  const { t } = useLingui();
  return (
    <Badge tone={PERFORMANCE_BADGE_TONES[badge]}>
      <span className="sr-only">
        <Trans>Badge:</Trans>{' '}
      </span>
      {t(PERFORMANCE_BADGE_LABELS[badge])}
    </Badge>
  );
}
