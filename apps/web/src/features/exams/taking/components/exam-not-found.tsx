import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../../lib/paths';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';

/** An unknown exam, one not open to this student, or a URL without an exam id. */
export function ExamNotFound({ detail }: { detail?: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Exam not found`} />
      <Card className="space-y-4">
        <p className="text-slate-700">{detail ?? t`This link does not lead to an exam you can take.`}</p>
        <p>
          <TextLink to={paths.student.examination.href()}>
            <Trans>Back to your exams</Trans>
          </TextLink>
        </p>
      </Card>
    </>
  );
}
