import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import { TextLink } from '../ui/text-link';

/**
 * An unknown or unpublished course, or a URL without a course id. `browseHref` is where "Browse
 * the courses" leads: the student area's list unless told (the public page gives the catalogue).
 */
export function CourseNotFound({
  detail,
  browseHref = paths.student.courses.href(),
}: {
  detail?: string;
  browseHref?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Course not found`} />
      <Card className="space-y-4">
        <p className="text-slate-700">{detail ?? t`This link does not lead to a course.`}</p>
        <p>
          <TextLink to={browseHref}>
            <Trans>Browse the courses</Trans>
          </TextLink>
        </p>
      </Card>
    </>
  );
}
