import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentsTable } from '../../../components/payments-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { useGetStudentPaymentsQuery } from '../api';

const STUDENT_PARAM = 'student';

const parseStudentId = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function StudentPayments({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const { data, error, isFetching } = useGetStudentPaymentsQuery(studentId);
  if (isFetching) return <Spinner text={t`Loading payments...`} className="items-start" />;
  // A failed list is shown empty, with what went wrong (spec §8).
  const payments = error === undefined ? (data ?? []) : [];
  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Payments of student {studentId}</Trans>
      </h2>
      {error !== undefined && (
        <Alert tone="error">{describeFailure(error, t`Failed to fetch payments`)}</Alert>
      )}
      {payments.length > 0 ? (
        <PaymentsTable payments={payments} caption={t`Payments of student ${studentId}`} />
      ) : (
        <p className="text-slate-700">
          <Trans>No payments to show.</Trans>
        </p>
      )}
    </section>
  );
}

/**
 * `/AdminDashboard/StudentManagement/Payments`: one student's course payments. Student lists
 * arrive with student management; until then the student is looked up by id.
 */
export function StudentPaymentsPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = parseStudentId(searchParams.get(STUDENT_PARAM));
  const [typed, setTyped] = useState(studentId === null ? '' : String(studentId));
  // Whether the typed id was refused; its words follow the language of the moment.
  const [isIdInvalid, setIsIdInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseStudentId(typed.trim());
    if (id === null) {
      setIsIdInvalid(true);
      return;
    }
    setIsIdInvalid(false);
    setSearchParams({ [STUDENT_PARAM]: String(id) });
  };

  return (
    <>
      <PageHeader
        title={t`Payments`}
        description={t`Course payments of a student, newest first, with their status.`}
      />
      <Card className="mb-8 max-w-2xl space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>
            Student lists are not part of this release yet, so look a student up by their student id (the id
            of their student profile).
          </Trans>
        </p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label={t`Student id`}
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              error={isIdInvalid ? t`Enter a student id: a whole number such as 12.` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" className="sm:mt-7">
            <Trans>Show payments</Trans>
          </Button>
        </form>
      </Card>
      {studentId !== null && <StudentPayments key={studentId} studentId={studentId} />}
    </>
  );
}
