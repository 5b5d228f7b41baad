import { useLingui } from '@lingui/react/macro';
import { ExamPortalProvider } from '../components/exam-portal';
import { QuestionBankPage } from './question-bank-page';

/** The college's own question bank: its questions to search, edit, delete, and import from a file. */
export function CollegeQuestionBankPage() {
  const { t } = useLingui();
  return (
    <ExamPortalProvider portal="college">
      <QuestionBankPage
        title={t`Question Bank`}
        description={t`Your college's own questions, to reuse in any of your exams.`}
      />
    </ExamPortalProvider>
  );
}
