import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminExamDetail, QuestionFileFormat } from '@vidya/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure } from '../../../../lib/errors';
import { describeWindow } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { AdminExamGate } from '../components/admin-exam-gate';
import { ExamHeading } from '../components/exam-heading';
import { ExamPortalProvider, useExportExamQuestions, useToggleExamStatus } from '../components/exam-portal';
import { ExamQuestionsEditor } from '../components/exam-questions-editor';
import { FORMAT_NAMES, QUESTION_FILE_FORMATS } from '../components/import-panel';
import type { CreatedExamState } from './college-create-exam-page';

const isCreatedState = (state: unknown): state is CreatedExamState =>
  typeof state === 'object' && state !== null && 'createdTitle' in state;

/**
 * `/CollegeDashboard/ExamQuestions/:examId` (ours): one of the college's exams and its questions —
 * typed in, picked from its bank or the platform's, or imported (checked first) — and the switch
 * that schedules it for its students (activating emails them). Its questions export in every
 * question file format (#16).
 */
export function CollegeExamQuestionsPage() {
  const { t } = useLingui();
  const title = t`Exam Questions`;
  return (
    <ExamPortalProvider portal="college">
      <AdminExamGate title={title} kind="college">
        {(exam) => <CollegeExamQuestions title={title} exam={exam} />}
      </AdminExamGate>
    </ExamPortalProvider>
  );
}

function CollegeExamQuestions({ title, exam }: { title: string; exam: AdminExamDetail }) {
  const { t } = useLingui();
  const location = useLocation();
  const createdTitle = isCreatedState(location.state) ? location.state.createdTitle : null;
  const [toggleStatus, { isLoading: isToggling }] = useToggleExamStatus();
  const [exportQuestions, { isLoading: isExporting }] = useExportExamQuestions();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const schedule = describeWindow(exam);
  const minutes = exam.duration_minutes;
  const joinCode = exam.join_code ?? '—';

  const toggle = async () => {
    setNotice(null);
    const result = await toggleStatus({ examId: exam.id, isActive: !exam.is_active });
    if (result.error !== undefined) {
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The exam could not be switched. Please try again.`),
      });
      return;
    }
    setNotice({
      tone: 'success',
      text: result.data.is_active
        ? t`The exam is scheduled: your students can see it and were told by email.`
        : t`The exam is inactive: your students no longer see it.`,
    });
  };

  const exportAs = async (format: QuestionFileFormat) => {
    setNotice(null);
    const result = await exportQuestions({ examId: exam.id, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The questions could not be exported. Please try again.`),
      });
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          <ExamHeading title={exam.title} isActive={exam.is_active}>
            <span>
              <Trans>
                {schedule} · {minutes} min
              </Trans>
            </span>
          </ExamHeading>
        }
        actions={
          <>
            <Button
              variant={exam.is_active ? 'secondary' : 'primary'}
              disabled={isToggling}
              onClick={() => void toggle()}
            >
              {exam.is_active ? t`Deactivate` : t`Activate`}
            </Button>
            {QUESTION_FILE_FORMATS.map((format) => {
              const formatName = FORMAT_NAMES[format];
              return (
                <Button
                  key={format}
                  variant="secondary"
                  disabled={isExporting || exam.questions.length === 0}
                  onClick={() => void exportAs(format)}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  <Trans>Export {formatName}</Trans>
                </Button>
              );
            })}
          </>
        }
      />
      <p className="-mt-4 mb-6 flex flex-wrap gap-4 text-sm">
        <TextLink to={paths.college.editExam.href({ examId: exam.id })}>
          <Trans>Edit settings</Trans>
        </TextLink>
        <TextLink to={paths.college.examDetails.href({ examId: exam.id })}>
          <Trans>Exam details</Trans>
        </TextLink>
        <TextLink to={paths.college.scheduledExams.href()}>
          <Trans>Scheduled exams</Trans>
        </TextLink>
      </p>
      <div aria-live="polite" className="space-y-4">
        {createdTitle !== null && notice === null && (
          <Alert tone="success" className="mb-6">
            <Trans>
              “{createdTitle}” was created. Add its questions, then activate it so your students can see it.
            </Trans>
          </Alert>
        )}
        {notice !== null && (
          <Alert tone={notice.tone} className="mb-6">
            {notice.text}
          </Alert>
        )}
      </div>
      {exam.allow_join_by_code && (
        <p className="mb-6 text-slate-800">
          <Trans>
            Join code: <strong className="font-mono text-lg tracking-widest">{joinCode}</strong>
          </Trans>
        </p>
      )}
      <ExamQuestionsEditor exam={exam} />
    </>
  );
}
