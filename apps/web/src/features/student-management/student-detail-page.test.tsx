import { screen, waitFor, within } from '@testing-library/react';
import type { StudentDetail } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../test/course-fixtures';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

function makeStudentDetail(overrides: Partial<StudentDetail> = {}): StudentDetail {
  return {
    id: 7,
    user: 70,
    email: 'asha@example.com',
    full_name: 'Asha Verma',
    phone: '9876543210',
    college: 2,
    college_name: 'Sunrise Institute of Technology',
    is_approved_by_college: false,
    is_active: true,
    is_suspended: false,
    suspension_reason: null,
    suspended_at: null,
    enrollments_count: 1,
    exams_taken: 1,
    average_percentage: 80,
    last_login_at: '2026-03-10T08:00:00.000Z',
    date_joined: '2026-02-01T09:00:00.000Z',
    headline: 'Final-year engineering student',
    biography: 'Preparing for placements.',
    photo: null,
    language: 'hi',
    email_verified: true,
    approved_by_college_at: null,
    enrollments: [
      {
        course: 5,
        course_title: 'Python for Data Science',
        progress_percentage: 40,
        enrolled_at: '2026-02-02T09:00:00.000Z',
        completed_at: null,
      },
    ],
    results: [
      {
        attempt: 31,
        student: 7,
        student_name: 'Asha Verma',
        student_email: 'asha@example.com',
        exam: 4,
        exam_title: 'Quantitative Aptitude Test',
        attempt_number: 1,
        status: 'submitted',
        score: 8,
        max_score: 10,
        percentage: 80,
        passed: true,
        started_at: '2026-03-01T09:00:00.000Z',
        submitted_at: '2026-03-01T09:30:00.000Z',
      },
    ],
    payments: [
      {
        id: 12,
        course_title: 'Python for Data Science',
        amount: 1499,
        currency: 'INR',
        status: 'paid',
        created_at: '2026-02-02T08:55:00.000Z',
        paid_at: '2026-02-02T09:00:00.000Z',
      },
    ],
    certificates: [
      {
        code: 'VID-ABC123',
        kind: 'exam',
        title: 'Quantitative Aptitude Test',
        issued_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    audit: [
      {
        id: 3,
        action: 'student.suspend',
        actor_email: 'admin@example.com',
        actor_role: 'admin',
        reason: 'Shared exam answers.',
        created_at: '2026-03-05T10:00:00.000Z',
      },
      {
        id: 4,
        action: 'student.lift_suspension',
        actor_email: 'admin@example.com',
        actor_role: 'admin',
        reason: null,
        created_at: '2026-03-06T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const DETAIL = 'GET /api/admin-portal/students/7/';
const SUSPEND = 'POST /api/admin-portal/students/7/suspend/';

function stubDetail(student: StudentDetail, routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [DETAIL]: () => ({ body: student }), ...routes });
}

const openDetail = (id: string | number = 7) =>
  renderApp({ path: `/AdminDashboard/StudentManagement/Details/${id}`, session: signedInAs('admin') });

const section = (name: string) => screen.getByRole('region', { name });

describe("a student's details", () => {
  it('shows the profile, college and approval, account, enrolments, results, payments, certificates and history', async () => {
    stubDetail(makeStudentDetail());
    openDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();

    const profile = section('Profile');
    expect(within(profile).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('9876543210')).toBeInTheDocument();
    expect(within(profile).getByText('Final-year engineering student')).toBeInTheDocument();
    expect(within(profile).getByText('Preparing for placements.')).toBeInTheDocument();
    expect(within(profile).getByText('Hindi')).toBeInTheDocument();
    expect(within(profile).getByText('1 Feb 2026')).toBeInTheDocument();

    const college = section('College and approval');
    expect(within(college).getByText('Sunrise Institute of Technology')).toBeInTheDocument();
    expect(within(college).getByText('Awaiting the college')).toBeInTheDocument();

    expect(within(section('Account status')).getByText('Active')).toBeInTheDocument();

    expect(
      within(section('Enrolments')).getByRole('progressbar', { name: 'Progress in Python for Data Science' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(
      within(section('Exam results')).getByRole('link', { name: 'Quantitative Aptitude Test, attempt 1' }),
    ).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentExamDetail/7-asha-verma/4-quantitative-aptitude-test?attempt=31',
    );
    const payments = section('Payments');
    expect(within(payments).getByText('₹1,499')).toBeInTheDocument();
    expect(within(payments).getByText('Paid')).toBeInTheDocument();
    expect(
      within(section('Certificates')).getByRole('link', { name: 'Verify certificate VID-ABC123' }),
    ).toHaveAttribute('href', '/verify/VID-ABC123');
    const history = section('History');
    expect(within(history).getByRole('row', { name: /Suspended the student/ })).toHaveTextContent(
      'Shared exam answers.',
    );
    expect(within(history).getByText('Lifted the suspension')).toBeInTheDocument();
  });

  it('shows a suspended account with its reason and when, and lifts the suspension after confirming', async () => {
    const suspended = makeStudentDetail({
      is_active: false,
      is_suspended: true,
      suspension_reason: 'Shared exam answers.',
      suspended_at: '2026-03-12T10:00:00.000Z',
    });
    let current = suspended;
    const { callsTo } = stubDetail(suspended, {
      [DETAIL]: () => ({ body: current }),
      'POST /api/admin-portal/students/7/lift-suspension/': () => {
        current = makeStudentDetail();
        return { body: { id: 7, is_suspended: false, suspension_reason: null, suspended_at: null } };
      },
    });
    const { user } = openDetail();
    const account = await screen.findByRole('region', { name: 'Account status' });
    expect(within(account).getByText('Suspended')).toBeInTheDocument();
    expect(within(account).getByText('Shared exam answers.')).toBeInTheDocument();
    expect(within(account).getByText('Suspended on')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift the suspension?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(
      await screen.findByText('The suspension is lifted: Asha Verma can sign in again.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/students/7/lift-suspension/')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('suspends only with a reason, sends it, and refreshes the page', async () => {
    const { callsTo } = stubDetail(makeStudentDetail(), {
      [SUSPEND]: () => ({
        body: {
          id: 7,
          is_suspended: true,
          suspension_reason: 'Shared exam answers.',
          suspended_at: '2026-03-12T10:00:00.000Z',
        },
      }),
    });
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this student?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give the reason for the suspension.')).toBeInTheDocument();
    expect(callsTo(SUSPEND)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Shared exam answers. ');
    const detailCalls = callsTo(DETAIL).length;
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await screen.findByText('Asha Verma is suspended and has been signed out everywhere.'),
    ).toBeInTheDocument();
    expect(await callsTo(SUSPEND)[0]!.json()).toEqual({ reason: 'Shared exam answers.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(DETAIL).length).toBeGreaterThan(detailCalls));
  });

  it("shows the server's reason when suspending is refused, and 'Failed to suspend student' when it gives none", async () => {
    let reply = errorReply(409, 'This student is already suspended.');
    stubDetail(makeStudentDetail(), { [SUSPEND]: () => reply });
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this student?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cheating');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This student is already suspended.');

    reply = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to suspend student'),
    );
  });

  it('approves the student for their college after confirming', async () => {
    const { callsTo } = stubDetail(makeStudentDetail(), {
      'POST /api/admin-portal/students/7/approve/': () => ({ body: { detail: 'Student approved.', id: 7 } }),
    });
    const { user } = openDetail();
    await user.click(
      await screen.findByRole('button', { name: 'Approve for Sunrise Institute of Technology' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve for Sunrise Institute of Technology?' });
    expect(callsTo('POST /api/admin-portal/students/7/approve/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Asha Verma is approved for Sunrise Institute of Technology and can take its exams.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/students/7/approve/')).toHaveLength(1);
  });

  it('offers no approval to a platform student or one already approved', async () => {
    stubDetail(makeStudentDetail({ college: null, college_name: null }));
    openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    expect(screen.queryByRole('button', { name: /^Approve for/ })).not.toBeInTheDocument();
    expect(within(section('College and approval')).getByText('None: a platform student')).toBeInTheDocument();
  });

  it('deletes the student after confirming, then shows the list with the server’s message', async () => {
    const { callsTo } = stubDetail(makeStudentDetail(), {
      'DELETE /api/admin-portal/students/7/': () => ({
        body: { detail: 'Student deleted successfully.', id: 7 },
      }),
      'GET /api/admin-portal/students/': () => ({ body: paginate([], { pageSize: 20 }) }),
      'GET /api/colleges/list/': () => ({ body: [] }),
    });
    const { user, router } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete student' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this student?' });
    expect(within(dialog).getByText(/“Asha Verma” will be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByText(/certificates already issued stay verifiable/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Student deleted successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/AdminDashboard/StudentManagement');
    expect(callsTo('DELETE /api/admin-portal/students/7/')).toHaveLength(1);
  });

  it("shows 'Failed to delete student' in the dialog when deleting fails without a reason", async () => {
    stubDetail(makeStudentDetail(), {
      'DELETE /api/admin-portal/students/7/': () => ({ status: 500, body: {} }),
    });
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete student' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this student?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete student');
  });

  it("says 'Student not found' when the API answers 404, and when the address names no student", async () => {
    stubApi({ [DETAIL]: () => errorReply(404, 'Not found.', { code: 'not_found' }) });
    const { unmount } = openDetail();
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(
      screen.getByText('There is no student with this id. They may have been deleted.'),
    ).toBeInTheDocument();
    unmount();
    openDetail('abc');
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(screen.getByText('This address does not name a student.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch students' when the student cannot be fetched", async () => {
    stubApi({ [DETAIL]: () => ({ status: 500, body: {} }) });
    openDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });
});
