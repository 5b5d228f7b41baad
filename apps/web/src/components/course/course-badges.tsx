import { Trans } from '@lingui/react/macro';
import type { CourseSummary } from '@vidya/contract';
import { joinClassNames } from '../../lib/class-names';
import { FixedText } from '../../lib/i18n/fixed-texts';
import { Badge } from '../ui/badge';

/** A course's category, and "Featured" when the admins show it among the landing page's trending courses. */
export function CourseBadges({
  course,
  className,
}: {
  course: Pick<CourseSummary, 'category' | 'is_featured'>;
  className?: string;
}) {
  return (
    <div className={joinClassNames('flex flex-wrap gap-2', className)}>
      <Badge>
        <FixedText text={course.category} />
      </Badge>
      {course.is_featured && (
        <Badge tone="warning">
          <Trans>Featured</Trans>
        </Badge>
      )}
    </div>
  );
}
