import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PerformanceBadge as PerformanceBadgeName } from '@vidya/contract';
import { Badge, type BadgeTone } from './ui/badge';

/**
 * The performance bands (docs/exams.md "Performance badges") as every role sees them: a student
 * on their results, a college on an exam's roster.
 */
export const PERFORMANCE_BADGE_LABELS: Record<PerformanceBadgeName, MessageDescriptor> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  average: msg`Average`,
  poor: msg`Poor`,
  weak: msg`Weak`,
};

export const PERFORMANCE_BADGE_TONES: Record<PerformanceBadgeName, BadgeTone> = {
  excellent: 'success',
  good: 'success',
  average: 'neutral',
  poor: 'warning',
  weak: 'danger',
};

/** A percentage as the pages show it: 66.666 → "66.7%", 80 → "80%". */
export const formatPercentage = (value: number): string =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

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
