import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminExamDetail } from '@vidya/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import type { ExamKind } from '../api';
import { AdminExamGate } from '../components/admin-exam-gate';
import { ExamForm } from '../components/exam-form';
import { getExamListHref, getExamQuestionsHref } from '../exam-paths';
import { ExamHeading } from '../components/exam-heading';

/**
 * An exam's settings and schedule (`UpdateCourseDetails/:examId` for a platform exam,
 * `EditCollegeExam/:examId` for a college's). The form follows the exam's own kind.
 */
export function EditExamPage({ title, kind }: { title: string; kind: ExamKind }) {
  return (
    <AdminExamGate title={title} kind={kind}>
      {(exam) => <ExamSettings title={title} exam={exam} />}
    </AdminExamGate>
  );
}

function ExamSettings({ title, exam }: { title: string; exam: AdminExamDetail }) {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description={<ExamHeading title={exam.title} isActive={exam.is_active} />}
        actions={
          <>
            <TextLink to={getExamQuestionsHref(exam)}>
              <Trans>Questions and attempts</Trans>
            </TextLink>
            <TextLink to={getExamListHref(exam.kind)}>
              <Trans>All exams</Trans>
            </TextLink>
          </>
        }
      />
      {saved && (
        <Alert tone="success" className="mb-6">
          <Trans>Exam settings saved.</Trans>
        </Alert>
      )}
      <Card className="max-w-3xl">
        <ExamForm key={exam.id} kind={exam.kind} exam={exam} onSaved={() => setSaved(true)} />
      </Card>
    </>
  );
}

export function EditPlatformExamPage() {
  const { t } = useLingui();
  return <EditExamPage title={t`Update Exam Details`} kind="platform" />;
}

export function EditCollegeExamPage() {
  const { t } = useLingui();
  return <EditExamPage title={t`Edit College Exam`} kind="college" />;
}
