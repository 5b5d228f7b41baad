import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminExamDetail } from '@vidya/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../lib/paths';
import { AdminExamGate } from '../components/admin-exam-gate';
import { ExamForm } from '../components/exam-form';
import { ExamHeading } from '../components/exam-heading';
import { ExamPortalProvider } from '../components/exam-portal';

/**
 * `/CollegeDashboard/EditExam/:examId` (ours): one of the college's exams, its settings and
 * schedule; the server refuses changes once the exam has started, and the form says why.
 */
export function CollegeEditExamPage() {
  const { t } = useLingui();
  const title = t`Edit Exam`;
  return (
    <ExamPortalProvider portal="college">
      <AdminExamGate title={title} kind="college">
        {(exam) => <CollegeExamSettings title={title} exam={exam} />}
      </AdminExamGate>
    </ExamPortalProvider>
  );
}

function CollegeExamSettings({ title, exam }: { title: string; exam: AdminExamDetail }) {
  const [isSaved, setIsSaved] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description={<ExamHeading title={exam.title} isActive={exam.is_active} />}
        actions={
          <>
            <TextLink to={paths.college.examQuestions.href({ examId: exam.id })}>
              <Trans>Questions</Trans>
            </TextLink>
            <TextLink to={paths.college.scheduledExams.href()}>
              <Trans>Scheduled exams</Trans>
            </TextLink>
          </>
        }
      />
      {isSaved && (
        <Alert tone="success" className="mb-6">
          <Trans>Exam settings saved.</Trans>
        </Alert>
      )}
      <Card className="max-w-3xl">
        <ExamForm key={exam.id} kind="college" exam={exam} onSaved={() => setIsSaved(true)} />
      </Card>
    </>
  );
}
