import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_BYTES,
  type ImportReport,
  type QuestionFileFormat,
} from '@vidya/contract';
import { Download, FileCheck, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { describeFailure } from '../../../../lib/errors';
import { readFieldErrors } from '../../../../lib/form-errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { DataTable } from '../../../../components/data-table/data-table';
import {
  useDownloadQuestionTemplate,
  useExamPortal,
  useImportBankQuestions,
  useImportQuestions,
} from './exam-portal';

/** What is wrong with a chosen file before it is sent (in the active language), else null. */
export function checkImportFile(file: File): string | null {
  if (!/\.(csv|xlsx|txt|gift|xml)$/i.test(file.name))
    return translate`Choose a .csv, .xlsx, .txt, .gift or .xml file.`;
  if (file.size > QUESTION_IMPORT_MAX_BYTES) return translate`The file is larger than 2 MB.`;
  return null;
}

const EMPTY_REPORT: ImportReport = {
  dry_run: false,
  total_rows: 0,
  valid_rows: 0,
  imported: 0,
  errors: [],
  preview: [],
};

/** The formats' names as people know them (product names: the same in every language). */
/* eslint-disable lingui/no-unlocalized-strings -- product names, the same in Hindi */
export const FORMAT_NAMES: Record<QuestionFileFormat, string> = {
  csv: 'CSV',
  xlsx: 'XLSX',
  aiken: 'Aiken',
  gift: 'GIFT',
  moodlexml: 'Moodle XML',
};
/* eslint-enable lingui/no-unlocalized-strings */
/** Every question file format, in the order the buttons show them. */
export const QUESTION_FILE_FORMATS = ['csv', 'xlsx', 'aiken', 'gift', 'moodlexml'] as const;

/** Why the server leaves a Moodle question out, in the active language (else its English words). */
const UNSUPPORTED_REASONS: Record<string, MessageDescriptor> = {
  'questions with fewer than two options are not supported': msg`Questions with fewer than two options are not supported.`,
  'questions with more than four options are not supported': msg`Questions with more than four options are not supported.`,
  'short answer questions are not supported': msg`Short answer questions are not supported.`,
  'numerical questions are not supported': msg`Numerical questions are not supported.`,
  'matching questions are not supported': msg`Matching questions are not supported.`,
  'essay questions are not supported': msg`Essay questions are not supported.`,
  'cloze (embedded answers) questions are not supported': msg`Cloze (embedded answers) questions are not supported.`,
  'descriptions (text with no answers) are not questions and are not imported': msg`Descriptions (text with no answers) are not questions and are not imported.`,
  'multiple-answer questions (several right answers sharing the marks) are not supported': msg`Multiple-answer questions (several right answers sharing the marks) are not supported.`,
  'questions with several right answers are not supported': msg`Questions with several right answers are not supported.`,
  'answers with partial credit or penalties (such as %50%) are not supported': msg`Answers with partial credit or penalties (such as %50%) are not supported.`,
  'answers with partial credit or penalties are not supported': msg`Answers with partial credit or penalties are not supported.`,
};

/**
 * A refused import names each bad cell as `row N: column` (`line N: …` or `question element N: …`
 * for Moodle files); those become rows of the error table.
 */
function readRowErrors(error: unknown): ImportReport['errors'] {
  return Object.entries(readFieldErrors(error)).flatMap(([key, message]) => {
    const match = /^(?:row|line|question element) (\d+): (.+)$/.exec(key);
    return match?.[1] === undefined || match[2] === undefined
      ? []
      : [{ row: Number(match[1]), field: match[2], message }];
  });
}

/**
 * Importing questions from a spreadsheet in two steps: "Check file" asks the server for a dry run
 * and shows what it would import and every row it refuses; only a file without errors can then
 * be imported. An import is all or nothing, so nothing is added while any row is wrong.
 */
export function ImportPanel({
  examId,
  isLocked,
  onImported,
}: {
  /** The exam the questions join at the end; null: the bank (the platform's, a college its own), in no exam. */
  examId: number | null;
  isLocked: boolean;
  onImported: (count: number) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importIntoExam, examImport] = useImportQuestions();
  const [importIntoBank, bankImport] = useImportBankQuestions();
  const portal = useExamPortal();
  const isLoading = examImport.isLoading || bankImport.isLoading;
  const [downloadTemplate, { isLoading: isDownloading }] = useDownloadQuestionTemplate();
  const [step, setStep] = useState<'check' | 'import' | null>(null);
  const [skipUnsupported, setSkipUnsupported] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setSkipUnsupported(false);
    setError(chosen === null ? null : checkImportFile(chosen));
  };

  const run = async (isDryRun: boolean) => {
    if (file === null || checkImportFile(file) !== null) return;
    setStep(isDryRun ? 'check' : 'import');
    setError(null);
    const result =
      examId === null
        ? await importIntoBank({ file, isDryRun, skipUnsupported })
        : await importIntoExam({ examId, file, isDryRun, skipUnsupported });
    setStep(null);
    if (result.error !== undefined) {
      setError(
        describeFailure(
          result.error,
          isDryRun
            ? t`The file could not be checked. Please try again.`
            : t`The questions could not be imported. Please try again.`,
        ),
      );
      const rowErrors = readRowErrors(result.error);
      setReport(rowErrors.length === 0 ? null : { ...EMPTY_REPORT, errors: rowErrors });
      return;
    }
    if (isDryRun) {
      setReport(result.data);
      return;
    }
    setReport(null);
    setFile(null);
    if (inputRef.current !== null) inputRef.current.value = '';
    onImported(result.data.imported);
  };

  const getTemplate = async (format: QuestionFileFormat) => {
    setError(null);
    const result = await downloadTemplate(format);
    if (result.error !== undefined)
      setError(describeFailure(result.error, t`The template could not be downloaded. Please try again.`));
  };

  const columns = QUESTION_IMPORT_COLUMNS.join(', ');
  const validRows = report?.valid_rows ?? 0;
  const problems = report?.errors.length ?? 0;
  const rows = report?.total_rows ?? 0;
  const unsupported = report?.unsupported ?? [];
  const warnings = report?.warnings ?? [];
  const canImport =
    report !== null &&
    report.errors.length === 0 &&
    report.valid_rows > 0 &&
    (unsupported.length === 0 || skipUnsupported) &&
    file !== null &&
    !isLoading;
  const readAs = report?.format === undefined ? null : FORMAT_NAMES[report.format];
  const reasonOf = (reason: string) => {
    const known = UNSUPPORTED_REASONS[reason];
    return known === undefined ? reason : t(known);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <h2 id={`${inputId}-heading`} className="text-xl font-semibold text-slate-900">
        <Trans>Import questions</Trans>
      </h2>
      {isLocked ? (
        <p className="text-slate-700">
          <Trans>Students have already taken this exam, so no questions can be added to it.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <Trans>
              One question a row, with the columns <code>{columns}</code>. The correct answer is a, b, c or d;
              the explanation may be empty. At most 500 rows and 2 MB.
            </Trans>{' '}
            {examId === null && (
              <>
                {portal === 'college' ? (
                  <Trans>
                    The questions go to your college's bank, in no exam; add them to your exams from there.
                  </Trans>
                ) : (
                  <Trans>
                    The questions go to the platform bank, in no exam; add them to exams from there.
                  </Trans>
                )}{' '}
              </>
            )}
            <Trans>
              Question files from Moodle are read too: Aiken (.txt), GIFT (.gift or .txt) and Moodle XML
              (.xml), saved as UTF-8. Multiple choice questions with two to four options and one right answer
              come in; the check lists every other question and why it cannot.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            {QUESTION_FILE_FORMATS.map((format) => {
              const formatName = FORMAT_NAMES[format];
              return (
                <Button
                  key={format}
                  size="sm"
                  variant="secondary"
                  disabled={isDownloading}
                  onClick={() => void getTemplate(format)}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  <Trans>Template ({formatName})</Trans>
                </Button>
              );
            })}
          </div>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              <Trans>Questions file</Trans>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,.xlsx,.txt,.gift,.xml,text/csv,text/plain,application/xml,text/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-800"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={file === null || isLoading || checkImportFile(file) !== null}
              onClick={() => void run(true)}
            >
              <FileCheck aria-hidden="true" className="h-4 w-4" />
              {step === 'check' ? t`Checking...` : t`Check file`}
            </Button>
            <Button disabled={!canImport} onClick={() => void run(false)}>
              <Upload aria-hidden="true" className="h-4 w-4" />
              {step === 'import'
                ? t`Importing...`
                : report === null
                  ? t`Import questions`
                  : t`${plural(validRows, { one: 'Import # question', other: 'Import # questions' })}`}
            </Button>
          </div>
          {error !== null && <Alert tone="error">{error}</Alert>}
          {report !== null && (
            <div className="space-y-4">
              {readAs !== null && report.dry_run && (
                <p className="text-sm text-slate-700">
                  <Trans>Read as {readAs}.</Trans>
                </p>
              )}
              {report.errors.length === 0 ? (
                <Alert tone="success">
                  {t`${plural(validRows, {
                    one: '# question ready to import. Nothing has been imported yet.',
                    other: '# questions ready to import. Nothing has been imported yet.',
                  })}`}
                </Alert>
              ) : (
                report.dry_run && (
                  <Alert tone="warning">
                    {t`${plural(problems, { one: '# problem', other: '# problems' })} in ${plural(rows, { one: '# row', other: '# rows' })}. Fix the file and check it again: nothing is imported while any row is wrong.`}
                  </Alert>
                )
              )}
              {report.errors.length > 0 && (
                <DataTable
                  caption={t`Rows with errors`}
                  rows={report.errors}
                  getRowId={(rowError) => `${rowError.row}-${rowError.field}-${rowError.message}`}
                  empty=""
                  columns={[
                    { id: 'row', header: t`Row`, cell: (rowError) => rowError.row },
                    { id: 'field', header: t`Column`, cell: (rowError) => rowError.field },
                    { id: 'message', header: t`Problem`, cell: (rowError) => fixed(rowError.message) },
                  ]}
                />
              )}
              {unsupported.length > 0 && (
                <>
                  <DataTable
                    caption={t`Questions that cannot be imported`}
                    rows={unsupported}
                    getRowId={(item) => `${item.row}-${item.name}`}
                    empty=""
                    columns={[
                      { id: 'row', header: t`Where`, cell: (item) => item.row },
                      { id: 'name', header: t`Question`, cell: (item) => item.name },
                      { id: 'reason', header: t`Why`, cell: (item) => reasonOf(item.reason) },
                    ]}
                  />
                  {report.errors.length === 0 && report.valid_rows > 0 && (
                    <label className="flex items-start gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4"
                        checked={skipUnsupported}
                        onChange={(event) => setSkipUnsupported(event.target.checked)}
                      />
                      <span>
                        {t`${plural(unsupported.length, {
                          one: 'Import the others and leave out the # question listed above.',
                          other: 'Import the others and leave out the # questions listed above.',
                        })}`}
                      </span>
                    </label>
                  )}
                </>
              )}
              {warnings.length > 0 && (
                <DataTable
                  caption={t`Changed on the way in`}
                  rows={warnings}
                  getRowId={(warning) => `${warning.row}-${warning.message}`}
                  empty=""
                  columns={[
                    { id: 'row', header: t`Where`, cell: (warning) => warning.row },
                    { id: 'message', header: t`Note`, cell: (warning) => fixed(warning.message) },
                  ]}
                />
              )}
              {report.preview.length > 0 && (
                <DataTable
                  caption={t`Questions found in the file`}
                  rows={report.preview}
                  getRowId={(row) => row.row}
                  empty=""
                  columns={[
                    { id: 'row', header: t`Row`, cell: (row) => row.row },
                    { id: 'question', header: t`Question`, cell: (row) => row.question_text },
                    { id: 'answer', header: t`Answer`, cell: (row) => row.correct_answer.toUpperCase() },
                    { id: 'marks', header: t`Marks`, cell: (row) => row.marks },
                  ]}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
