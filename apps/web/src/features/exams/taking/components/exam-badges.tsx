import { useLingui } from '@lingui/react/macro';
import type { ExamStatus } from '@vidya/contract';
import { Badge } from '../../../../components/ui/badge';
import { EXAM_STATUS_LABELS, EXAM_STATUS_TONES } from '../exam-format';

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useLingui();
  return <Badge tone={EXAM_STATUS_TONES[status]}>{t(EXAM_STATUS_LABELS[status])}</Badge>;
}

export { PerformanceBadge } from '../../../../components/performance-badge';
