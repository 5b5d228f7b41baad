import { screen, waitFor, within } from '@testing-library/react';
import type { CollegeStudentCounts, ManagedCollege, ManagedStudent, StudentOverview } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { makeManagedCollege } from '../../test/college-fixtures';
import { paginate } from '../../test/course-fixtures';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

function makeStudent(overrides: Partial<ManagedStudent> = {}): ManagedStudent {
  return {
    id: 7,
    user: 70,
    email: 'asha@example.com',
    full_name: 'Asha Verma',
    phone: null,
    college: 2,
    college_name: 'Sunrise Institute of Technology',
    is_approved_by_college: true,
    is_active: true,
    is_suspended: false,
    suspension_reason: null,
    suspended_at: null,
    enrollments_count: 3,
    exams_taken: 2,
    average_percentage: 72.46,
    last_login_at: '2026-03-10T08:00:00.000Z',
    date_joined: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

const STUDENTS = [
  makeStudent(),
  makeStudent({
    id: 8,
    user: 80,
    email: 'rahul@example.com',
    full_name: 'Rahul Nair',
    college: null,
    college_name: null,
    is_approved_by_college: false,
    enrollments_count: 0,
    exams_taken: 0,
    average_percentage: null,
  }),
  makeStudent({
    id: 9,
    user: 90,
    email: 'kavya@example.com',
    full_name: 'Kavya Reddy',
    is_approved_by_college: false,
    is_active: false,
    is_suspended: true,
    suspension_reason: 'Shared exam answers.',
    suspended_at: '2026-03-12T10:00:00.000Z',
  }),
];

const COLLEGES: ManagedCollege[] = [
  makeManagedCollege({ id: 2, college_name: 'Sunrise Institute of Technology', is_approved_by_admin: true }),
  makeManagedCollege({ id: 4, college_name: 'Riverside Arts College', is_approved_by_admin: true }),
];

const LIST = 'GET /api/admin-portal/students/';
const EXPORT = 'GET /api/admin-portal/students/export/';
const BULK_DELETE = 'POST /api/admin-portal/students/bulk-delete/';
const BULK_APPROVE = 'POST /api/admin-portal/students/bulk-approve/';

function stubStudents(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [LIST]: () => ({ body: paginate(STUDENTS, { pageSize: 20 }) }),
    'GET /api/colleges/list/': () => ({ body: COLLEGES }),
    ...routes,
  });
}

const open = (path: string) => renderApp({ path, session: signedInAs('admin'), routes: undefined });

const lastQuery = (callsTo: ReturnType<typeof stubApi>['callsTo'], route = LIST) =>
  new URL(callsTo(route).at(-1)!.url).searchParams;

describe('Student Management', () => {
  it('lists the students, 20 a page, with their college, approval, status, enrolments, exams and average', async () => {
    const { callsTo } = stubStudents();
    open('/AdminDashboard/StudentManagement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Student Management, page 1 of 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const asha = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(within(asha).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentManagement/Details/7',
    );
    expect(asha).toHaveTextContent('asha@example.com');
    expect(within(asha).getByText('Sunrise Institute of Technology')).toBeInTheDocument();
    expect(within(asha).getByText('Approved')).toBeInTheDocument();
    expect(within(asha).getByText('Active')).toBeInTheDocument();
    expect(within(asha).getByText('72.5%')).toBeInTheDocument();
    expect(within(asha).getByText('1 Feb 2026')).toBeInTheDocument();

    const rahul = within(table).getByRole('row', { name: /Rahul Nair/ });
    expect(within(rahul).getByText('None (platform)')).toBeInTheDocument();
    const kavya = within(table).getByRole('row', { name: /Kavya Reddy/ });
    expect(within(kavya).getByText('Suspended')).toBeInTheDocument();
    expect(within(kavya).getByText('Awaiting the college')).toBeInTheDocument();

    expect(screen.getByText('3 students in all')).toBeInTheDocument();
    expect(new URL(callsTo(LIST)[0]!.url).search).toBe('?page=1&page_size=20');
  });

  it('keeps the tab and the filters in the URL, and asks for what they name', async () => {
    const { callsTo } = stubStudents();
    const { user, router } = open('/AdminDashboard/StudentManagement?tab=college&college=2');
    const collegeTab = await screen.findByRole('tab', { name: 'College' });
    expect(collegeTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'College' })).toHaveValue('2'));
    expect(lastQuery(callsTo).get('tab')).toBe('college');
    expect(lastQuery(callsTo).get('college')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'false');
    await waitFor(() => expect(lastQuery(callsTo).get('is_active')).toBe('false'));
    expect(router.state.location.search).toBe('?tab=college&college=2&is_active=false');

    await user.click(screen.getByRole('tab', { name: 'Platform' }));
    await waitFor(() => expect(lastQuery(callsTo).get('tab')).toBe('platform'));
    // A platform student has no college: the college filter goes with that tab.
    expect(lastQuery(callsTo).get('college')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'College' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'College link' }), 'false');
    await waitFor(() => expect(lastQuery(callsTo).get('has_college')).toBe('false'));
    expect(lastQuery(callsTo).get('tab')).toBeNull();
  });

  it('exports the view with its filters, without the page', async () => {
    const { callsTo } = stubStudents({
      [EXPORT]: () => ({
        body: 'id,full_name\n7,Asha Verma\n',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="students.csv"' },
      }),
    });
    const { user } = open('/AdminDashboard/StudentManagement?tab=college&college=2&page=2&search=asha');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(EXPORT)).toHaveLength(1));
    const exported = lastQuery(callsTo, EXPORT);
    expect(Object.fromEntries(exported)).toEqual({
      tab: 'college',
      search: 'asha',
      college: '2',
      format: 'csv',
    });
  });

  it('deletes the selected students after a confirmation naming how many and what is kept, then clears the selection', async () => {
    const { callsTo } = stubStudents({
      [BULK_DELETE]: () => ({ body: { detail: 'Deleted.', ids: [7, 8] } }),
    });
    const { user } = open('/AdminDashboard/StudentManagement');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rahul Nair' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 students?' });
    expect(within(dialog).getByText(/The 2 selected students will be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByText(/certificates already issued stay verifiable/)).toBeInTheDocument();
    expect(within(dialog).getByText(/payments stay in the accounts/)).toBeInTheDocument();
    expect(callsTo(BULK_DELETE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 students deleted.')).toBeInTheDocument();
    expect(await callsTo(BULK_DELETE)[0]!.json()).toEqual({ student_ids: [7, 8] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No student selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Asha Verma' })).not.toBeChecked();
  });

  it("shows the spec's fallbacks when a bulk action fails without a reason, and the server's reason when it gives one", async () => {
    stubStudents({
      [BULK_DELETE]: () => ({ status: 500, body: {} }),
      [BULK_APPROVE]: () => errorReply(400, 'Rahul Nair has no college to be approved for.'),
    });
    const { user } = open('/AdminDashboard/StudentManagement');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Rahul Nair' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete 1 student?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete student');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Approve for their college' }));
    dialog = screen.getByRole('dialog', { name: 'Approve 1 student?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Rahul Nair has no college to be approved for.',
    );
  });

  it("shows 'Failed to fetch students' when the list cannot be fetched", async () => {
    stubStudents({ [LIST]: () => ({ status: 500, body: {} }) });
    open('/AdminDashboard/StudentManagement');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });
});

describe('the student lists with a fixed tab', () => {
  it.each([
    ['AllStudents', 'All Students', null],
    ['PlatformStudents', 'Platform Students', 'platform'],
    ['CollegeStudents', 'College Students', 'college'],
  ])('%s lists its tab without a tab switcher', async (page, title, tab) => {
    const { callsTo } = stubStudents();
    open(`/AdminDashboard/StudentManagement/${page}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('table', { name: `${title}, page 1 of 1` });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(lastQuery(callsTo).get('tab')).toBe(tab);
    expect(screen.queryByRole('combobox', { name: 'College' }) === null).toBe(tab === 'platform');
  });
});

describe('Exam Approvals', () => {
  const WAITING = STUDENTS.filter((student) => student.college !== null);

  it('lists the students awaiting their college and approves the selected ones after a counted confirmation', async () => {
    const { callsTo } = stubStudents({
      [LIST]: () => ({ body: paginate(WAITING, { pageSize: 20 }) }),
      [BULK_APPROVE]: () => ({ body: { detail: 'Approved.', ids: [7, 9] } }),
    });
    const { user } = open('/AdminDashboard/StudentManagement/ExamApprovals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Approvals' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery(callsTo))).toEqual({
      page: '1',
      page_size: '20',
      tab: 'college',
      has_college: 'true',
      is_approved_by_college: 'false',
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'College' }), '4');
    await waitFor(() => expect(lastQuery(callsTo).get('college')).toBe('4'));

    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Kavya Reddy' }));
    await user.click(screen.getByRole('button', { name: 'Approve for their college' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 students?' });
    expect(callsTo(BULK_APPROVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 students approved for their colleges.')).toBeInTheDocument();
    expect(await callsTo(BULK_APPROVE)[0]!.json()).toEqual({ student_ids: [7, 9] });
    expect(screen.getByText('No student selected')).toBeInTheDocument();
  });

  it("shows 'Failed to approve students' when the approval fails without a reason", async () => {
    stubStudents({ [BULK_APPROVE]: () => ({ status: 500, body: {} }) });
    const { user } = open('/AdminDashboard/StudentManagement/ExamApprovals');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Approve for their college' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 1 student?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve students');
  });
});

describe('College Registered Students', () => {
  const COUNTS: CollegeStudentCounts[] = [
    {
      college: 2,
      college_name: 'Sunrise Institute of Technology',
      students: 42,
      approved: 40,
      awaiting_approval: 2,
    },
    { college: 4, college_name: 'Riverside Arts College', students: 0, approved: 0, awaiting_approval: 0 },
  ];

  it("lists each college's students, 25 a page, each leading to that college's students", async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/students/by-college/': () => ({ body: paginate(COUNTS, { pageSize: 25 }) }),
    });
    open('/AdminDashboard/CollegeRegisteredStudents');
    const table = await screen.findByRole('table', { name: 'Colleges and their students, page 1 of 1' });
    const sunrise = within(table).getByRole('row', { name: /Sunrise Institute/ });
    expect(
      within(sunrise)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sunrise Institute of Technology', '42', '40', '2']);
    expect(
      within(sunrise).getByRole('link', { name: 'Students of Sunrise Institute of Technology' }),
    ).toHaveAttribute('href', '/AdminDashboard/StudentManagement?tab=college&college=2');
    expect(new URL(callsTo('GET /api/admin-portal/students/by-college/')[0]!.url).search).toBe(
      '?page=1&page_size=25',
    );
  });
});

describe('the students overview', () => {
  const OVERVIEW: StudentOverview = {
    total: 1250,
    with_college: 800,
    platform: 450,
    awaiting_college_approval: 12,
    suspended: 3,
    new_7d: 40,
    new_30d: 150,
    growth_30d: -4.3,
  };

  it('shows the counts and a shortcut to every student page', async () => {
    stubApi({ 'GET /api/admin-portal/students/overview/': () => ({ body: OVERVIEW }) });
    open('/AdminDashboard/StudentSection');
    const figures = await screen.findByRole('region', { name: 'Students at a glance' });
    await within(figures).findByText('1,250');
    const valueOf = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('With a college')).toBe('800');
    expect(valueOf('Platform students')).toBe('450');
    expect(valueOf("Awaiting their college's approval")).toBe('12');
    expect(valueOf('Suspended')).toBe('3');
    expect(valueOf('New in the last 7 days')).toBe('40');
    expect(within(figures).getByText('−4.3% against the 30 days before')).toBeInTheDocument();
    const shortcuts = screen.getByRole('region', { name: 'Manage students' });
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(6);
    expect(within(shortcuts).getByRole('link', { name: /Exam Approvals/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentManagement/ExamApprovals',
    );
    expect(within(shortcuts).getByRole('link', { name: /College Registered Students/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/CollegeRegisteredStudents',
    );
  });

  it("shows 'Failed to fetch students' when the overview cannot be fetched", async () => {
    stubApi({ 'GET /api/admin-portal/students/overview/': () => ({ status: 500, body: {} }) });
    open('/AdminDashboard/StudentSection');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });
});
