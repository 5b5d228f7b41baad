import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ENROLLMENT_STATUS_DEFAULT, FALLBACK_MESSAGES, type EnrollmentStatus } from '@vidya/contract';
import { useState } from 'react';
import { PaymentsTable } from '../../../components/payments-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { CourseListSkeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { describeFailure } from '../../../lib/errors';
import { INVOICE_COLUMN } from './invoice-column';
import { useGetMyEnrollmentsQuery, useGetMyPaymentsQuery, useGetRecommendedCoursesQuery } from '../api';
import { CourseCard } from './course-card';
import { EnrollmentCard } from './enrollment-card';

const STATUS_LABELS: Record<EnrollmentStatus, MessageDescriptor> = {
  all: msg`All courses`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
};

const isEnrollmentStatus = (value: string): value is EnrollmentStatus => value in STATUS_LABELS;

const EMPTY_TEXTS: Record<EnrollmentStatus, MessageDescriptor> = {
  all: msg`You have not enrolled in a course yet. Explore the catalogue to find one.`,
  in_progress: msg`No course in progress.`,
  completed: msg`You have not completed a course yet.`,
};

/** A failed list shows as an empty one with what went wrong (spec §8), never as a broken page. */
function ListError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{describeFailure(error, fallback)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

function Enrollments() {
  const { t } = useLingui();
  const [status, setStatus] = useState<EnrollmentStatus>(ENROLLMENT_STATUS_DEFAULT);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetMyEnrollmentsQuery({ page, status });
  const enrollments = error === undefined ? (data?.results ?? []) : [];

  return (
    <section aria-labelledby="my-courses-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="my-courses-heading" className="text-2xl font-bold text-slate-900">
          <Trans>My courses</Trans>
        </h2>
        <div className="w-full sm:w-56">
          <SelectField
            label={t`Show`}
            value={status}
            onChange={(event) => {
              if (!isEnrollmentStatus(event.target.value)) return;
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            {Object.keys(STATUS_LABELS)
              .filter(isEnrollmentStatus)
              .map((option) => (
                <option key={option} value={option}>
                  {t(STATUS_LABELS[option])}
                </option>
              ))}
          </SelectField>
        </div>
      </div>
      {isLoading ? (
        <CourseListSkeleton />
      ) : (
        <>
          {error !== undefined && (
            <ListError
              error={error}
              fallback={FALLBACK_MESSAGES.enrollmentsFetch}
              onRetry={() => void refetch()}
            />
          )}
          {enrollments.length > 0 ? (
            <ul className="space-y-4" aria-busy={isFetching || undefined}>
              {enrollments.map((enrollment) => (
                <li key={enrollment.id}>
                  <EnrollmentCard enrollment={enrollment} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {t(EMPTY_TEXTS[status])}
            </p>
          )}
          {error === undefined && (
            <Pagination
              label={t`My courses pages`}
              page={data?.current_page ?? page}
              totalPages={data?.total_pages ?? 1}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}

function Recommended() {
  const { data, error, isLoading } = useGetRecommendedCoursesQuery(undefined);
  if (isLoading || (error === undefined && (data === undefined || data.length === 0))) return null;
  return (
    <section aria-labelledby="recommended-heading" className="space-y-5">
      <h2 id="recommended-heading" className="text-2xl font-bold text-slate-900">
        <Trans>Recommended for you</Trans>
      </h2>
      {error !== undefined || data === undefined ? (
        <Alert tone="error">{describeFailure(error, FALLBACK_MESSAGES.coursesFetch)}</Alert>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Payments() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetMyPaymentsQuery(undefined);
  const payments = error === undefined ? (data ?? []) : [];
  return (
    <section aria-labelledby="payments-heading" className="space-y-5">
      <h2 id="payments-heading" className="text-2xl font-bold text-slate-900">
        <Trans>Payments</Trans>
      </h2>
      {isLoading ? (
        <Spinner size="small" text={t`Loading payments...`} className="items-start" />
      ) : (
        <>
          {error !== undefined && (
            <ListError error={error} fallback={t`Failed to fetch payments`} onRetry={() => void refetch()} />
          )}
          {payments.length > 0 ? (
            <PaymentsTable
              payments={payments}
              caption={t`Your course payments`}
              extraColumns={[INVOICE_COLUMN]}
            />
          ) : (
            <p className="text-slate-700">
              <Trans>You have not paid for a course yet.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The student's own learning: enrollments by status, what to learn next, and what they paid. */
export function MyCourses() {
  return (
    <div className="space-y-12">
      <Enrollments />
      <Recommended />
      <Payments />
    </div>
  );
}
