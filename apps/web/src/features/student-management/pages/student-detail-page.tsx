import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FALLBACK_MESSAGES,
  GENERIC_ERRORS,
  examSlug,
  type AdminAttemptRow,
  type StudentCertificateSummary,
  type StudentDetail,
  type StudentEnrollmentSummary,
  type StudentPaymentSummary,
} from '@vidya/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { AuditTrailTable } from '../../../components/audit-trail-table';
import { RecordDetailGate } from '../../../components/record-detail-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate, formatDateTime, formatNumber, formatRupees } from '../../../lib/format';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { withNotice } from '../../../lib/navigation-notice';
import { paths, parseIdParam, withSearchParams } from '../../../lib/paths';
import { useGetStudentDetailQuery } from '../api';
import { StudentActionDialog, type StudentActionKind } from '../components/student-action-dialog';
import { AccountStatusBadge, ApprovalBadge, formatAverage } from '../components/student-cells';

const ATTEMPT_STATUS: Record<AdminAttemptRow['status'], MessageDescriptor> = {
  in_progress: msg`In progress`,
  submitted: msg`Submitted`,
  expired: msg`Time ran out`,
};

const PAYMENT_STATUS: Record<StudentPaymentSummary['status'], { label: MessageDescriptor; tone: BadgeTone }> =
  {
    paid: { label: msg`Paid`, tone: 'success' },
    failed: { label: msg`Failed`, tone: 'danger' },
    created: { label: msg`Not completed`, tone: 'warning' },
  };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NotFound({ title, isMalformed }: { title: string; isMalformed: boolean }) {
  const fixed = useFixedText();
  return (
    <>
      <PageHeader title={title} />
      <Card className="space-y-3">
        <p className="font-semibold text-slate-900">{fixed(GENERIC_ERRORS.studentNotFound)}</p>
        <p className="text-slate-700">
          {isMalformed ? (
            <Trans>This address does not name a student.</Trans>
          ) : (
            <Trans>There is no student with this id. They may have been deleted.</Trans>
          )}
        </p>
        <TextLink to={paths.admin.studentManagement.href()}>
          <Trans>Back to Student Management</Trans>
        </TextLink>
      </Card>
    </>
  );
}

function EnrollmentsTable({ enrollments }: { enrollments: StudentEnrollmentSummary[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={t`Courses the student is enrolled in`}
      rows={enrollments}
      getRowId={(enrollment) => enrollment.course}
      empty={t`Not enrolled in any course.`}
      columns={[
        { id: 'course', header: t`Course`, cell: (enrollment) => enrollment.course_title },
        {
          id: 'progress',
          header: t`Progress`,
          cell: (enrollment) => {
            const title = enrollment.course_title;
            const percentage = formatNumber(Math.round(enrollment.progress_percentage));
            return (
              <div className="flex min-w-40 items-center gap-3">
                <ProgressBar value={enrollment.progress_percentage} label={t`Progress in ${title}`} />
                <span className="text-sm whitespace-nowrap text-slate-700">{percentage}%</span>
              </div>
            );
          },
        },
        {
          id: 'enrolled',
          header: t`Enrolled`,
          cell: (enrollment) => (
            <span className="whitespace-nowrap">{formatDate(enrollment.enrolled_at)}</span>
          ),
        },
        {
          id: 'completed',
          header: t`Completed`,
          cell: (enrollment) =>
            enrollment.completed_at === null ? '—' : formatDate(enrollment.completed_at),
        },
      ]}
    />
  );
}

function ResultsTable({ results }: { results: AdminAttemptRow[] }) {
  const { t } = useLingui();
  const attemptHref = (attempt: AdminAttemptRow) =>
    withSearchParams(
      paths.admin.studentExamDetail.href({
        studentName: examSlug({ id: attempt.student, title: attempt.student_name }),
        examName: examSlug({ id: attempt.exam, title: attempt.exam_title }),
      }),
      { attempt: String(attempt.attempt) },
    );
  return (
    <DataTable
      caption={t`The student's exam attempts, newest first`}
      rows={results}
      getRowId={(attempt) => attempt.attempt}
      empty={t`No exam taken yet.`}
      columns={[
        {
          id: 'exam',
          header: t`Exam`,
          cell: (attempt) => {
            const number = attempt.attempt_number;
            const title = attempt.exam_title;
            return (
              <TextLink to={attemptHref(attempt)} aria-label={t`${title}, attempt ${number}`}>
                {title}
              </TextLink>
            );
          },
        },
        { id: 'attempt', header: t`Attempt`, cell: (attempt) => `#${attempt.attempt_number}` },
        { id: 'status', header: t`Status`, cell: (attempt) => t(ATTEMPT_STATUS[attempt.status]) },
        {
          id: 'score',
          header: t`Score`,
          cell: (attempt) =>
            attempt.score === null || attempt.max_score === null
              ? '—'
              : `${attempt.score} / ${attempt.max_score}`,
        },
        { id: 'percentage', header: t`Percentage`, cell: (attempt) => formatAverage(attempt.percentage) },
        {
          id: 'outcome',
          header: t`Outcome`,
          cell: (attempt) =>
            attempt.passed === null ? (
              <Badge>
                <Trans>Not marked</Trans>
              </Badge>
            ) : attempt.passed ? (
              <Badge tone="success">
                <Trans>Passed</Trans>
              </Badge>
            ) : (
              <Badge tone="danger">
                <Trans>Failed</Trans>
              </Badge>
            ),
        },
        {
          id: 'submitted',
          header: t`Submitted`,
          cell: (attempt) => (attempt.submitted_at === null ? '—' : formatDate(attempt.submitted_at)),
        },
      ]}
    />
  );
}

function PaymentsTable({ payments }: { payments: StudentPaymentSummary[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={t`The student's course payments, newest first`}
      rows={payments}
      getRowId={(payment) => payment.id}
      empty={t`No payment made.`}
      columns={[
        { id: 'course', header: t`Course`, cell: (payment) => payment.course_title },
        {
          id: 'amount',
          header: t`Amount`,
          cell: (payment) => (
            <span className="whitespace-nowrap">
              {payment.currency === 'INR'
                ? formatRupees(payment.amount)
                : `${payment.amount} ${payment.currency}`}
            </span>
          ),
        },
        {
          id: 'status',
          header: t`Status`,
          cell: (payment) => (
            <Badge tone={PAYMENT_STATUS[payment.status].tone}>
              {t(PAYMENT_STATUS[payment.status].label)}
            </Badge>
          ),
        },
        {
          id: 'date',
          header: t`Date`,
          cell: (payment) => (
            <span className="whitespace-nowrap">{formatDate(payment.paid_at ?? payment.created_at)}</span>
          ),
        },
      ]}
    />
  );
}

function CertificatesTable({ certificates }: { certificates: StudentCertificateSummary[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={t`Certificates issued to the student`}
      rows={certificates}
      getRowId={(certificate) => certificate.code}
      empty={t`No certificate issued yet.`}
      columns={[
        { id: 'title', header: t`Certificate`, cell: (certificate) => certificate.title },
        {
          id: 'kind',
          header: t`For`,
          cell: (certificate) => (certificate.kind === 'course' ? t`A course` : t`An exam`),
        },
        {
          id: 'code',
          header: t`Code`,
          cell: (certificate) => {
            const code = certificate.code;
            return (
              <TextLink
                to={paths.verifyCertificate.href({ code })}
                aria-label={t`Verify certificate ${code}`}
                className="font-mono"
              >
                {code}
              </TextLink>
            );
          },
        },
        {
          id: 'issued',
          header: t`Issued`,
          cell: (certificate) => (
            <span className="whitespace-nowrap">{formatDate(certificate.issued_at)}</span>
          ),
        },
      ]}
    />
  );
}

function StudentDetailView({ student }: { student: StudentDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [action, setAction] = useState<StudentActionKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const none = '—';
  const college = student.college_name;
  const canApprove = student.college !== null && !student.is_approved_by_college;
  const suspendedAt = student.suspended_at === null ? null : formatDateTime(student.suspended_at);
  const approvedAt =
    student.approved_by_college_at === null ? null : formatDate(student.approved_by_college_at);
  const languageNames: Record<string, string> = { en: t`English`, hi: t`Hindi` };
  const name = student.full_name;

  return (
    <>
      <PageHeader
        title={student.full_name}
        description={<AccountStatusBadge student={student} />}
        actions={
          <>
            {canApprove && college !== null && (
              <Button onClick={() => setAction('approve')}>
                <Trans>Approve for {college}</Trans>
              </Button>
            )}
            {student.is_suspended ? (
              <Button variant="secondary" onClick={() => setAction('lift')}>
                <Trans>Lift suspension</Trans>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setAction('suspend')}>
                <Trans>Suspend</Trans>
              </Button>
            )}
            <Button variant="danger" onClick={() => setAction('delete')}>
              <Trans>Delete student</Trans>
            </Button>
          </>
        }
      />
      {notice !== null && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      <Section id="profile-heading" title={t`Profile`}>
        <Card>
          <div className="flex flex-col gap-6 sm:flex-row">
            {student.photo !== null && (
              <img src={student.photo} alt={name} className="h-24 w-24 shrink-0 rounded-full object-cover" />
            )}
            <div className="min-w-0 flex-1">
              <DetailsList
                items={[
                  { label: t`Email`, value: student.email },
                  {
                    label: t`Email verified`,
                    value: student.email_verified ? t`Yes` : t`No`,
                  },
                  { label: t`Phone`, value: student.phone ?? none },
                  { label: t`Headline`, value: student.headline ?? none },
                  {
                    label: t`Biography`,
                    value:
                      student.biography === null ? (
                        none
                      ) : (
                        <span className="whitespace-pre-line">{student.biography}</span>
                      ),
                  },
                  {
                    label: t`Language`,
                    value:
                      student.language === null
                        ? none
                        : (languageNames[student.language] ?? student.language),
                  },
                  { label: t`Joined`, value: formatDate(student.date_joined) },
                  {
                    label: t`Last sign-in`,
                    value: student.last_login_at === null ? t`Never` : formatDateTime(student.last_login_at),
                  },
                ]}
              />
            </div>
          </div>
        </Card>
      </Section>
      <Section id="college-heading" title={t`College and approval`}>
        <Card>
          <DetailsList
            items={[
              { label: t`College`, value: college ?? t`None: a platform student` },
              {
                label: t`Approval`,
                value: (
                  <span className="flex flex-wrap items-center gap-2">
                    <ApprovalBadge student={student} />
                    {student.is_approved_by_college && approvedAt !== null && (
                      <span className="text-sm text-slate-600">{t`on ${approvedAt}`}</span>
                    )}
                  </span>
                ),
              },
            ]}
          />
          {canApprove && (
            <p className="mt-4 text-sm text-slate-700">
              <Trans>Until the college approves them, they cannot take its exams.</Trans>
            </p>
          )}
        </Card>
      </Section>
      <Section id="account-heading" title={t`Account status`}>
        <Card>
          <DetailsList
            items={[
              { label: t`Status`, value: <AccountStatusBadge student={student} /> },
              ...(student.is_suspended
                ? [
                    { label: t`Suspended on`, value: suspendedAt ?? none },
                    { label: t`Reason`, value: student.suspension_reason ?? none },
                  ]
                : []),
              { label: t`Exams taken`, value: formatNumber(student.exams_taken) },
              { label: t`Average`, value: formatAverage(student.average_percentage) },
            ]}
          />
        </Card>
      </Section>
      <Section id="enrollments-heading" title={t`Enrolments`}>
        <EnrollmentsTable enrollments={student.enrollments} />
      </Section>
      <Section id="results-heading" title={t`Exam results`}>
        <ResultsTable results={student.results} />
      </Section>
      <Section id="payments-heading" title={t`Payments`}>
        <PaymentsTable payments={student.payments} />
      </Section>
      <Section id="certificates-heading" title={t`Certificates`}>
        <CertificatesTable certificates={student.certificates} />
      </Section>
      <Section id="audit-heading" title={t`History`}>
        <AuditTrailTable
          entries={student.audit}
          caption={t`What admins and the college did to this student, newest first`}
          empty={t`No admin has acted on this student yet.`}
        />
      </Section>
      <StudentActionDialog
        kind={action}
        student={student}
        onClose={() => setAction(null)}
        onDone={(kind, message) => {
          setAction(null);
          if (kind !== 'delete') {
            setNotice(message);
            return;
          }
          void navigate(paths.admin.studentManagement.href(), { state: withNotice(message) });
        }}
      />
    </>
  );
}

/** `/AdminDashboard/StudentManagement/Details/:studentId`: one student, all an admin needs to know and do. */
export function StudentDetailPage() {
  const { t } = useLingui();
  const studentId = parseIdParam(useParams().studentId);
  const query = useGetStudentDetailQuery(studentId ?? 0, { skip: studentId === null });
  const title = t`Student Details`;
  return (
    <RecordDetailGate
      hasId={studentId !== null}
      query={query}
      title={title}
      loadingLabel={t`Loading the student`}
      failureFallback={FALLBACK_MESSAGES.studentsFetch}
      notFound={(isMalformed) => <NotFound title={title} isMalformed={isMalformed} />}
    >
      {(student) => <StudentDetailView student={student} />}
    </RecordDetailGate>
  );
}
