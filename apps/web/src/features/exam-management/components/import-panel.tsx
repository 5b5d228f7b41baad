import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_IMPORT_COLUMNS, QUESTION_IMPORT_MAX_BYTES, type ImportReport } from '@vidya/contract';
import { Download, FileCheck, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeFailure } from '../../../lib/errors';
import { readFieldErrors } from '../../../lib/form-errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useDownloadQuestionTemplateMutation, useImportQuestionsMutation, type FileFormat } from '../api';
import { DataTable } from '../../../components/data-table/data-table';

/** What is wrong with a chosen file before it is sent (in the active language), else null. */
export function checkImportFile(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return translate`Choose a .csv or .xlsx file.`;
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

/** A refused import names each bad cell as `row N: column`; those become rows of the error table. */
function readRowErrors(error: unknown): ImportReport['errors'] {
  return Object.entries(readFieldErrors(error)).flatMap(([key, message]) => {
    const match = /^row (\d+): (.+)$/.exec(key);
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
  examId: number;
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
  const [importQuestions, { isLoading }] = useImportQuestionsMutation();
  const [downloadTemplate, { isLoading: isDownloading }] = useDownloadQuestionTemplateMutation();
  const [step, setStep] = useState<'check' | 'import' | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(chosen === null ? null : checkImportFile(chosen));
  };

  const run = async (isDryRun: boolean) => {
    if (file === null || checkImportFile(file) !== null) return;
    setStep(isDryRun ? 'check' : 'import');
    setError(null);
    const result = await importQuestions({ examId, file, isDryRun });
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

  const getTemplate = async (format: FileFormat) => {
    setError(null);
    const result = await downloadTemplate(format);
    if (result.error !== undefined)
      setError(describeFailure(result.error, t`The template could not be downloaded. Please try again.`));
  };

  const columns = QUESTION_IMPORT_COLUMNS.join(', ');
  const validRows = report?.valid_rows ?? 0;
  const problems = report?.errors.length ?? 0;
  const rows = report?.total_rows ?? 0;
  const canImport =
    report !== null && report.errors.length === 0 && report.valid_rows > 0 && file !== null && !isLoading;

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
              One question a row, with the columns {columns}. The correct answer is a, b, c or d; the
              explanation may be empty. At most 500 rows and 2 MB.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            {(['csv', 'xlsx'] as const).map((format) => {
              const formatName = format.toUpperCase();
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
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
                  : // The English keeps its one wording for every count ("Import 1 questions").
                    t`${plural(validRows, { one: 'Import # questions', other: 'Import # questions' })}`}
            </Button>
          </div>
          {error !== null && <Alert tone="error">{error}</Alert>}
          {report !== null && (
            <div className="space-y-4">
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
