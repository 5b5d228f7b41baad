import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { TextLink } from '../../../components/ui/text-link';
import { getFailureMessage } from '../../../lib/failure-message';
import { useGetAdminExamQuery, type ExamKind } from '../api';
import { ExamForm } from '../components/exam-form';
import { Skeleton } from '../components/skeleton-rows';
import { getExamListHref, getExamQuestionsHref, parseId } from '../exam-paths';

const readStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * An exam's settings and schedule (`UpdateCourseDetails/:examId` for a platform exam,
 * `EditCollegeExam/:examId` for a college's). The form follows the exam's own kind.
 */
export function EditExamPage({ title, kind }: { title: string; kind: ExamKind }) {
  const examId = parseId(useParams().examId);
  const [saved, setSaved] = useState(false);
  const {
    data: exam,
    error,
    isLoading,
    refetch,
  } = useGetAdminExamQuery(examId ?? 0, { skip: examId === null });

  if (examId === null || readStatus(error) === 404) {
    return (
      <>
        <PageHeader title={title} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            {examId === null ? 'This address does not name an exam.' : 'There is no exam with this id.'}
          </p>
          <TextLink to={getExamListHref(kind)}>All exams</TextLink>
        </Card>
      </>
    );
  }
  if (isLoading) return <Skeleton rows={6} label="Loading the exam" />;
  if (exam === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={getFailureMessage(error, FALLBACK_MESSAGES.examDetailFetch)}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-semibold text-slate-900">{exam.title}</span>
            {exam.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
          </span>
        }
        actions={
          <>
            <TextLink to={getExamQuestionsHref(exam)}>Questions and attempts</TextLink>
            <TextLink to={getExamListHref(exam.kind)}>All exams</TextLink>
          </>
        }
      />
      {saved && (
        <Alert tone="success" className="mb-6">
          Exam settings saved.
        </Alert>
      )}
      <Card className="max-w-3xl">
        <ExamForm key={exam.id} kind={exam.kind} exam={exam} onSaved={() => setSaved(true)} />
      </Card>
    </>
  );
}

export const EditPlatformExamPage = () => <EditExamPage title="Update Exam Details" kind="platform" />;
export const EditCollegeExamPage = () => <EditExamPage title="Edit College Exam" kind="college" />;
