import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';

/** An unknown or unpublished course, or a URL without a course id. */
export function CourseNotFound({ detail }: { detail?: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Course not found`} />
      <Card className="space-y-4">
        <p className="text-slate-700">{detail ?? t`This link does not lead to a course.`}</p>
        <p>
          <TextLink to={paths.student.courses.href()}>
            <Trans>Browse the courses</Trans>
          </TextLink>
        </p>
      </Card>
    </>
  );
}
