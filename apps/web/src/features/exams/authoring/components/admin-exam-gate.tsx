import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type AdminExamDetail } from '@vidya/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { TextLink } from '../../../../components/ui/text-link';
import type { ExamKind } from '../api';
import { useExamHrefs, useExamQuery } from './exam-portal';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { readErrorStatus } from '../../../../lib/errors';
import { parseIdParam } from '../../../../lib/paths';

/**
 * Loads the exam named by the page's `:examId` and renders `children` with it; a malformed or
 * unknown id, the loading state and a failed load each get their own screen. In a college's
 * portal the exam is loaded as the college's own (another college's is "no exam with this id").
 */
export function AdminExamGate({
  title,
  kind,
  children,
}: {
  title: string;
  kind: ExamKind;
  children: (exam: AdminExamDetail) => ReactNode;
}) {
  const { t } = useLingui();
  const examId = parseIdParam(useParams().examId);
  const hrefs = useExamHrefs();
  const { data: exam, error, isLoading, refetch } = useExamQuery(examId);

  if (examId === null || readErrorStatus(error) === 404) {
    return (
      <>
        <PageHeader title={title} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            {examId === null ? (
              <Trans>This address does not name an exam.</Trans>
            ) : (
              <Trans>There is no exam with this id.</Trans>
            )}
          </p>
          <TextLink to={hrefs.list(kind)}>
            <Trans>All exams</Trans>
          </TextLink>
        </Card>
      </>
    );
  }
  if (isLoading) return <SkeletonRows rows={6} label={t`Loading the exam`} />;
  if (exam === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  return children(exam);
}
