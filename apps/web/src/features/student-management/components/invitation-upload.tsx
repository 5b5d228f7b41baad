import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INVITATION_COLUMNS,
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_VALID_DAYS,
  type InvitationImportReport,
} from '@vidya/contract';
import { Download, FileCheck, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeFailure } from '../../../lib/errors';
import { readFieldErrors } from '../../../lib/form-errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useImportInvitationsMutation } from '../invitations-api';

/** The template: the header row and one example student (the college replaces it). */
const TEMPLATE_CSV = `${INVITATION_COLUMNS.join(',')}\r\nAsha Verma,asha.verma@example.com,CS-2026-001\r\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`;

/** What is wrong with a chosen file before it is sent (in the active language), else null. */
export function checkInvitationFile(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return translate`Choose a .csv or .xlsx file.`;
  if (file.size > INVITATION_IMPORT_MAX_BYTES) return translate`The file is larger than 2 MB.`;
  return null;
}

/** A refused file names each bad cell as `row N: column`; those become rows of the error table. */
function readRowErrors(error: unknown): InvitationImportReport['errors'] {
  return Object.entries(readFieldErrors(error)).flatMap(([key, message]) => {
    const match = /^row (\d+): (.+)$/.exec(key);
    return match?.[1] === undefined || match[2] === undefined
      ? []
      : [{ row: Number(match[1]), field: match[2], message }];
  });
}

/**
 * Inviting students from a spreadsheet in two steps: "Check file" asks the server for a dry run
 * and shows whom it would invite and every row it refuses; only a file without errors can then be
 * sent. Sending is all or nothing, so no one is invited while any row is wrong.
 */
export function InvitationUpload({ onSent }: { onSent: (count: number) => void }) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<InvitationImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'check' | 'send' | null>(null);
  const [importInvitations, { isLoading }] = useImportInvitationsMutation();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(chosen === null ? null : checkInvitationFile(chosen));
  };

  const run = async (isDryRun: boolean) => {
    if (file === null || checkInvitationFile(file) !== null) return;
    setStep(isDryRun ? 'check' : 'send');
    setError(null);
    const result = await importInvitations({ file, isDryRun });
    setStep(null);
    if (result.error !== undefined) {
      setError(
        describeFailure(
          result.error,
          isDryRun
            ? t`The file could not be checked. Please try again.`
            : t`The invitations could not be sent. Please try again.`,
        ),
      );
      const rowErrors = readRowErrors(result.error);
      setReport(
        rowErrors.length === 0
          ? null
          : { dry_run: false, total_rows: 0, valid_rows: 0, invited: 0, errors: rowErrors, preview: [] },
      );
      return;
    }
    if (isDryRun) {
      setReport(result.data);
      return;
    }
    setReport(null);
    setFile(null);
    if (inputRef.current !== null) inputRef.current.value = '';
    onSent(result.data.invited);
  };

  const columns = INVITATION_COLUMNS.join(', ');
  const validRows = report?.valid_rows ?? 0;
  const problems = report?.errors.length ?? 0;
  const rows = report?.total_rows ?? 0;
  const canSend =
    report !== null && report.errors.length === 0 && report.valid_rows > 0 && file !== null && !isLoading;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mb-10 space-y-4">
      <h2 id={`${inputId}-heading`} className="text-xl font-semibold text-slate-900">
        <Trans>Invite from a file</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          One student a row, with the columns <code>{columns}</code>; the roll number may be empty. At most
          1,000 rows and 2 MB, as CSV or Excel (.xlsx). A new address gets an email with a code to sign up
          with; a student who already has an account gets a join request on their dashboard. Either way they
          join your college already approved. Invitations are valid for {INVITATION_VALID_DAYS} days.
        </Trans>
      </p>
      <a
        href={TEMPLATE_HREF}
        download="invite-students-template.csv"
        className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-indigo-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        <Trans>Download the template (CSV)</Trans>
      </a>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          <Trans>Students file</Trans>
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
          disabled={file === null || isLoading || checkInvitationFile(file) !== null}
          onClick={() => void run(true)}
        >
          <FileCheck aria-hidden="true" className="h-4 w-4" />
          {step === 'check' ? t`Checking...` : t`Check file`}
        </Button>
        <Button disabled={!canSend} onClick={() => void run(false)}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {step === 'send'
            ? t`Sending...`
            : report === null
              ? t`Send invitations`
              : t`${plural(validRows, { one: 'Send # invitation', other: 'Send # invitations' })}`}
        </Button>
      </div>
      {error !== null && <Alert tone="error">{error}</Alert>}
      {report !== null && (
        <div className="space-y-4">
          {report.errors.length === 0 ? (
            <Alert tone="success">
              {t`${plural(validRows, {
                one: '# student ready to invite. Nothing has been sent yet.',
                other: '# students ready to invite. Nothing has been sent yet.',
              })}`}
            </Alert>
          ) : (
            report.dry_run && (
              <Alert tone="warning">
                {t`${plural(problems, { one: '# problem', other: '# problems' })} in ${plural(rows, { one: '# row', other: '# rows' })}. Fix the file and check it again: no one is invited while any row is wrong.`}
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
              caption={t`Students found in the file`}
              rows={report.preview}
              getRowId={(row) => row.row}
              empty=""
              columns={[
                { id: 'row', header: t`Row`, cell: (row) => row.row },
                { id: 'name', header: t`Name`, cell: (row) => row.name },
                { id: 'email', header: t`Email`, cell: (row) => row.email },
                { id: 'roll', header: t`Roll number`, cell: (row) => row.roll_number ?? '—' },
                {
                  id: 'kind',
                  header: t`What they get`,
                  cell: (row) =>
                    row.kind === 'new' ? t`A sign-up code` : t`A join request (has an account)`,
                },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
