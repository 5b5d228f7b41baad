import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../lib/paths';
import { ExamForm } from '../components/exam-form';
import { ExamPortalProvider } from '../components/exam-portal';

/** What the questions page says when it is reached from a new exam. */
export type CreatedExamState = { createdTitle: string };

/**
 * `/CollegeDashboard/CreateExam`: the college's own exam (a day, a start time, its settings), then
 * on to its questions page to type questions in, pick them from a bank or import a file.
 */
export function CollegeCreateExamPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <ExamPortalProvider portal="college">
      <PageHeader
        title={t`Create Exam`}
        description={t`Schedule an exam for your students on a day and time (India Standard Time). You add its questions next.`}
        actions={
          <TextLink to={paths.college.scheduledExams.href()}>
            <Trans>Scheduled exams</Trans>
          </TextLink>
        }
      />
      <Card className="max-w-3xl">
        <ExamForm
          kind="college"
          onSaved={(exam) => {
            const state: CreatedExamState = { createdTitle: exam.title };
            void navigate(paths.college.examQuestions.href({ examId: exam.id }), { state });
          }}
        />
      </Card>
    </ExamPortalProvider>
  );
}
