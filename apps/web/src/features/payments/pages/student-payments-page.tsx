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

const PAYMENTS_FETCH_FAILED = 'Failed to fetch payments';
const STUDENT_PARAM = 'student';

const parseStudentId = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function StudentPayments({ studentId }: { studentId: number }) {
  const { data, error, isFetching } = useGetStudentPaymentsQuery(studentId);
  if (isFetching) return <Spinner text="Loading payments..." className="items-start" />;
  // A failed list is shown empty, with what went wrong (spec §8).
  const payments = error === undefined ? (data ?? []) : [];
  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
        Payments of student {studentId}
      </h2>
      {error !== undefined && <Alert tone="error">{describeFailure(error, PAYMENTS_FETCH_FAILED)}</Alert>}
      {payments.length > 0 ? (
        <PaymentsTable payments={payments} caption={`Payments of student ${studentId}`} />
      ) : (
        <p className="text-slate-700">No payments to show.</p>
      )}
    </section>
  );
}

/**
 * `/AdminDashboard/StudentManagement/Payments`: one student's course payments. Student lists
 * arrive with student management; until then the student is looked up by id.
 */
export function StudentPaymentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = parseStudentId(searchParams.get(STUDENT_PARAM));
  const [typed, setTyped] = useState(studentId === null ? '' : String(studentId));
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseStudentId(typed.trim());
    if (id === null) {
      setFieldError('Enter a student id: a whole number such as 12.');
      return;
    }
    setFieldError(undefined);
    setSearchParams({ [STUDENT_PARAM]: String(id) });
  };

  return (
    <>
      <PageHeader
        title="Payments"
        description="Course payments of a student, newest first, with their status."
      />
      <Card className="mb-8 max-w-2xl space-y-4">
        <p className="text-sm text-slate-700">
          Student lists are not part of this release yet, so look a student up by their student id (the id of
          their student profile).
        </p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label="Student id"
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              error={fieldError}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" className="sm:mt-7">
            Show payments
          </Button>
        </form>
      </Card>
      {studentId !== null && <StudentPayments key={studentId} studentId={studentId} />}
    </>
  );
}
