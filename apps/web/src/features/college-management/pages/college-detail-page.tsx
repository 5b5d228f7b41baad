import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeDetail, type Plan } from '@vidya/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailsList } from '../../../components/ui/details-list';
import { AuditTrailTable } from '../../../components/audit-trail-table';
import { RecordDetailGate } from '../../../components/record-detail-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { StatCards } from '../../../components/ui/stat-cards';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { formatDate, formatNumber, formatRupees } from '../../../lib/format';
import { withNotice } from '../../../lib/navigation-notice';
import { paths, parseIdParam } from '../../../lib/paths';
import { useAssignCollegePlanMutation, useGetCollegeDetailQuery, useGetPlansQuery } from '../api';
import { CollegeActionDialog, type CollegeAction } from '../components/college-action-dialog';

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
  return (
    <>
      <PageHeader title={title} />
      <Card className="space-y-3">
        <p className="text-slate-700">
          {isMalformed ? (
            <Trans>This address does not name a college.</Trans>
          ) : (
            <Trans>There is no college with this id. It may have been deleted.</Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-4">
          <TextLink to={paths.admin.registeredColleges.href()}>
            <Trans>Registered colleges</Trans>
          </TextLink>
          <TextLink to={paths.admin.pendingColleges.href()}>
            <Trans>Pending colleges</Trans>
          </TextLink>
        </div>
      </Card>
    </>
  );
}

function PlanChoice({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const name = plan.name;
  const price = formatRupees(plan.yearly_price_paise / 100);
  return <option value={String(plan.id)}>{t`${name} (${price} a year)`}</option>;
}

/** The college's plan, its limits, and moving it to another plan (with a confirmation). */
function CollegePlan({ college }: { college: CollegeDetail }) {
  const { t } = useLingui();
  const { plan } = college;
  const plans = useGetPlansQuery(undefined);
  const [assignPlan, { isLoading: isAssigning }] = useAssignCollegePlanMutation();
  const [chosenId, setChosenId] = useState(String(plan.id));
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const chosen = plans.data?.find((candidate) => String(candidate.id) === chosenId);
  const limit = (value: number | null) => (value === null ? t`Unlimited` : formatNumber(value));
  const yearly = formatRupees(plan.yearly_price_paise / 100);
  const collegeName = college.college_name;
  const chosenName = chosen?.name ?? '';
  const approvedCount = formatNumber(college.students.approved);
  const studentLimit = limit(plan.max_approved_students);

  const confirm = async () => {
    if (chosen === undefined) return;
    setFailure(null);
    const result = await assignPlan({ collegeId: college.id, planId: chosen.id });
    if (result.error !== undefined) {
      setFailure(describeFailure(result.error));
      return;
    }
    setIsConfirming(false);
    setNotice(t`${collegeName} is now on the ${chosenName} plan.`);
  };

  return (
    <Card className="space-y-6">
      {notice !== null && <Alert tone="success">{notice}</Alert>}
      <DetailsList
        items={[
          { label: t`Plan`, value: plan.name },
          { label: t`Yearly price`, value: plan.yearly_price_paise === 0 ? t`Free` : yearly },
          {
            label: t`Approved students`,
            value: t`${approvedCount} of ${studentLimit}`,
          },
          { label: t`Exams running at once`, value: limit(plan.max_running_exams) },
          { label: t`Questions in its bank`, value: limit(plan.max_bank_questions) },
        ]}
      />
      {plans.data === undefined ? (
        plans.error !== undefined && (
          <QueryError
            error={plans.error}
            fallback={t`The plans could not be loaded.`}
            onRetry={() => void plans.refetch()}
          />
        )
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64">
            <SelectField
              label={t`Assign plan`}
              value={chosenId}
              onChange={(event) => {
                setChosenId(event.target.value);
                setNotice(null);
              }}
            >
              {plans.data.map((candidate) => (
                <PlanChoice key={candidate.id} plan={candidate} />
              ))}
            </SelectField>
          </div>
          <Button
            disabled={chosenId === String(plan.id)}
            onClick={() => {
              setFailure(null);
              setIsConfirming(true);
            }}
          >
            <Trans>Assign plan</Trans>
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t`Move ${collegeName} to the ${chosenName} plan?`}
        confirmLabel={t`Assign plan`}
        busyLabel={t`Assigning…`}
        isBusy={isAssigning}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          <Trans>
            The plan's limits apply from now on. Nothing the college already has is taken away: if it uses
            more than the new plan allows, it only cannot add more.
          </Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function CollegeDetailView({ college }: { college: CollegeDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [action, setAction] = useState<CollegeAction | null>(null);
  const [approvedNotice, setApprovedNotice] = useState<string | null>(null);
  const isApproved = college.is_approved_by_admin;
  const approvedOn = college.approved_at === null ? null : formatDate(college.approved_at);
  const none = '—';
  const website = college.website;

  return (
    <>
      <PageHeader
        title={college.college_name}
        description={
          isApproved ? (
            <Badge tone="success">
              <Trans>Approved</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Waiting for approval</Trans>
            </Badge>
          )
        }
        actions={
          <>
            {!isApproved && (
              <Button onClick={() => setAction({ kind: 'approve', college })}>
                <Trans>Approve college</Trans>
              </Button>
            )}
            <Button variant="danger" onClick={() => setAction({ kind: 'delete', college })}>
              <Trans>Delete college</Trans>
            </Button>
          </>
        }
      />
      {approvedNotice !== null && (
        <Alert tone="success" className="mb-6">
          {approvedNotice}
        </Alert>
      )}
      <Section id="profile-heading" title={t`Profile`}>
        <Card>
          <DetailsList
            items={[
              { label: t`Email`, value: college.email },
              { label: t`Contact person`, value: college.contact_person },
              { label: t`Phone`, value: college.phone ?? none },
              { label: t`Address`, value: college.address ?? none },
              { label: t`City`, value: college.city ?? none },
              { label: t`State`, value: college.state ?? none },
              {
                label: t`Website`,
                value:
                  website === null ? (
                    none
                  ) : (
                    <a
                      href={website}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
                    >
                      {website}
                    </a>
                  ),
              },
              { label: t`Signed up`, value: formatDate(college.date_joined) },
              {
                label: t`Approval`,
                value: isApproved
                  ? approvedOn === null
                    ? t`Approved`
                    : t`Approved on ${approvedOn}`
                  : t`Waiting for an admin's approval: the college cannot sign in yet.`,
              },
            ]}
          />
        </Card>
      </Section>
      <Section id="students-heading" title={t`Students`}>
        <StatCards
          items={[
            { label: t`Linked to the college`, value: formatNumber(college.students.total) },
            {
              label: t`Approved by the college`,
              value: formatNumber(college.students.approved),
              detail: t`They can take its exams.`,
            },
            {
              label: t`Waiting for the college`,
              value: formatNumber(college.students.pending),
              detail: t`Asked to join; not approved yet.`,
            },
          ]}
        />
      </Section>
      <Section id="exams-heading" title={t`Exams`}>
        <StatCards
          items={[
            { label: t`Exams in all`, value: formatNumber(college.exams.total) },
            { label: t`Active exams`, value: formatNumber(college.exams.active) },
          ]}
        />
      </Section>
      <Section id="plan-heading" title={t`Plan`}>
        <CollegePlan college={college} />
      </Section>
      <Section id="audit-heading" title={t`History`}>
        <AuditTrailTable
          entries={college.audit}
          caption={t`What admins did to this college, newest first`}
          empty={t`No admin has acted on this college yet.`}
        />
      </Section>
      <CollegeActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(message) => {
          const wasDeletion = action?.kind === 'delete';
          setAction(null);
          if (!wasDeletion) {
            setApprovedNotice(message);
            return;
          }
          const list = isApproved ? paths.admin.registeredColleges : paths.admin.pendingColleges;
          void navigate(list.href(), { state: withNotice(message) });
        }}
      />
    </>
  );
}

/** `/AdminDashboard/CollegeDetails/:collegeId`: one college, its people, exams and history (issue #13). */
export function CollegeDetailPage() {
  const { t } = useLingui();
  const collegeId = parseIdParam(useParams().collegeId);
  const query = useGetCollegeDetailQuery(collegeId ?? 0, { skip: collegeId === null });
  const title = t`College Details`;
  return (
    <RecordDetailGate
      hasId={collegeId !== null}
      query={query}
      title={title}
      loadingLabel={t`Loading the college`}
      failureFallback={FALLBACK_MESSAGES.collegeDetailsFetch}
      notFound={(isMalformed) => <NotFound title={title} isMalformed={isMalformed} />}
    >
      {(college) => <CollegeDetailView college={college} />}
    </RecordDetailGate>
  );
}
