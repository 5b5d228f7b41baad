import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { paths } from '../../../../lib/paths';
import { Alert } from '../../../../components/ui/alert';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure } from '../../../../lib/errors';
import { useGetCollegeChoicesQuery } from '../../../../lib/api/college-directory';
import { useGetAdminExamsQuery, type ExamKind } from '../api';
import { QuestionForm } from '../components/question-form';

/**
 * `AddnewQuestions` and `AddCollegeQuestions`: a new bank question, added at once to an exam when
 * one is chosen. A college question belongs to a college's bank.
 */
export function AddQuestionPage({ kind }: { kind: ExamKind }) {
  const { t } = useLingui();
  const [college, setCollege] = useState('');
  const [exam, setExam] = useState('');
  const [savedCount, setSavedCount] = useState(0);
  const colleges = useGetCollegeChoicesQuery(undefined, { skip: kind !== 'college' });
  const collegeId = college === '' ? null : Number(college);
  const exams = useGetAdminExamsQuery(
    { page: 1, search: '', kind, collegeId, isActive: '' },
    { skip: kind === 'college' && collegeId === null },
  );
  const isReady = kind === 'platform' || collegeId !== null;
  const bankHref =
    kind === 'platform' ? paths.admin.manageQuestions.href() : paths.admin.manageCollegeQuestions.href();

  return (
    <>
      <PageHeader
        title={kind === 'platform' ? t`Add Questions` : t`Add College Questions`}
        description={
          kind === 'platform'
            ? t`A question for the platform bank, optionally added to a platform exam.`
            : t`A question for a college's bank, optionally added to one of its exams.`
        }
        actions={
          <TextLink to={bankHref}>
            <Trans>All questions</Trans>
          </TextLink>
        }
      />
      <Card className="max-w-3xl space-y-6">
        {kind === 'college' && (
          <SelectField
            label={t`College`}
            required
            value={college}
            disabled={colleges.isLoading}
            error={
              colleges.error === undefined
                ? undefined
                : describeFailure(colleges.error, t`The colleges could not be loaded.`)
            }
            onChange={(event) => {
              setCollege(event.target.value);
              setExam('');
            }}
          >
            <option value="">{colleges.isLoading ? t`Loading colleges...` : t`Choose a college`}</option>
            {colleges.data?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.college_name}
              </option>
            ))}
          </SelectField>
        )}
        {isReady && (
          <SelectField
            label={t`Add to exam`}
            hint={t`Optional. The question goes to the end of the exam.`}
            value={exam}
            onChange={(event) => setExam(event.target.value)}
          >
            <option value="">{t`Only the question bank`}</option>
            {exams.data?.results.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </SelectField>
        )}
        {savedCount > 0 && (
          <Alert tone="success">
            {t`${plural(savedCount, {
              one: 'Question added. Write the next one below.',
              other: '# questions added. Write the next one below.',
            })}`}
          </Alert>
        )}
        {isReady ? (
          <QuestionForm
            key={`${college}-${exam}`}
            exam={exam === '' ? undefined : Number(exam)}
            college={collegeId ?? undefined}
            onSaved={() => setSavedCount((count) => count + 1)}
          />
        ) : (
          <p className="text-slate-700">
            <Trans>Choose the college whose bank the question belongs to.</Trans>
          </p>
        )}
      </Card>
    </>
  );
}

export const AddPlatformQuestionPage = () => <AddQuestionPage kind="platform" />;
export const AddCollegeQuestionPage = () => <AddQuestionPage kind="college" />;
