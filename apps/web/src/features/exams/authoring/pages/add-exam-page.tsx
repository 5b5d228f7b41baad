import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { Alert } from '../../../../components/ui/alert';
import { LinkButton } from '../../../../components/ui/button';
import { TextLink } from '../../../../components/ui/text-link';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { useState } from 'react';
import type { ExamSummary } from '@vidya/contract';
import { useGetAdminExamQuery, type ExamKind } from '../api';
import { ExamForm } from '../components/exam-form';
import { getExamListHref, getExamQuestionsHref } from '../exam-paths';

/** After creating: what comes next, and the join code students outside the college use. */
function CreatedExam({ exam, onAnother }: { exam: ExamSummary; onAnother: () => void }) {
  const { data, isLoading } = useGetAdminExamQuery(exam.id, { skip: !exam.allow_join_by_code });
  const title = exam.title;
  const joinCode = data?.join_code ?? '—';
  return (
    <Card className="max-w-3xl space-y-4">
      <Alert tone="success">
        <Trans>“{title}” was created.</Trans>
      </Alert>
      {exam.allow_join_by_code &&
        (isLoading ? (
          <SkeletonRows rows={1} />
        ) : (
          <p className="text-slate-800">
            <Trans>
              Join code: <strong className="font-mono text-lg tracking-widest">{joinCode}</strong>
            </Trans>
            <span className="block text-sm text-slate-600">
              <Trans>Students outside the college enter this code to join the exam.</Trans>
            </span>
          </p>
        ))}
      <p className="text-slate-700">
        <Trans>
          Add its questions now — one by one, from the question bank or by importing a CSV or Excel file.
          Students see the exam once it has questions and is active.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={getExamQuestionsHref(exam)}>
          <Trans>Add questions to this exam</Trans>
        </LinkButton>
        <LinkButton variant="secondary" to={getExamListHref(exam.kind)}>
          <Trans>All exams</Trans>
        </LinkButton>
        <button
          type="button"
          className="text-sm font-semibold text-indigo-800 underline-offset-4 hover:underline"
          onClick={onAnother}
        >
          <Trans>Create another exam</Trans>
        </button>
      </div>
    </Card>
  );
}

/** `AddnewExams` (a platform exam) and `AddnewExamsCollege` (a college's exam). */
export function AddExamPage({ kind }: { kind: ExamKind }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<ExamSummary | null>(null);
  return (
    <>
      <PageHeader
        title={kind === 'platform' ? t`Add Exam` : t`Add College Exam`}
        description={
          kind === 'platform'
            ? t`A platform exam is open to every student, at any time or within a window.`
            : t`A college exam is scheduled on a day for the students of one college.`
        }
        actions={
          <TextLink to={getExamListHref(kind)}>
            <Trans>All exams</Trans>
          </TextLink>
        }
      />
      {created === null ? (
        <Card className="max-w-3xl">
          <ExamForm kind={kind} onSaved={setCreated} />
        </Card>
      ) : (
        <CreatedExam exam={created} onAnother={() => setCreated(null)} />
      )}
    </>
  );
}

export const AddPlatformExamPage = () => <AddExamPage kind="platform" />;
export const AddCollegeExamPage = () => <AddExamPage kind="college" />;
