import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeCollegeAnalytics,
  makeCollegeDetail,
  makeManagedCollege,
  makePlan,
} from '../../test/college-fixtures';
import { paginate } from '../../test/course-fixtures';
import { stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

const REGISTERED = Array.from({ length: 10 }, (_, index) =>
  makeManagedCollege({
    id: 100 + index,
    user: 200 + index,
    email: `college${index}@example.com`,
    college_name: `Registered College ${index + 1}`,
    is_approved_by_admin: true,
    approved_at: '2026-02-01T10:00:00.000Z',
    students_count: 1200 + index,
  }),
);

const REGISTERED_LIST = 'GET /api/admin-portal/colleges/registered/';
const ANALYTICS = 'GET /api/admin-portal/colleges/analytics/';

const PLANS = 'GET /api/admin-portal/plans/';
const STARTER = makePlan({
  id: 2,
  name: 'Starter',
  max_approved_students: 50,
  yearly_price_paise: 2_499_900,
});
const PLANS_LIST = [
  makePlan({ id: 1, name: 'Standard', max_approved_students: null, yearly_price_paise: 0, is_default: true }),
  STARTER,
  makePlan(),
];

const open = (path: string) => renderApp({ path, session: signedInAs('admin') });

describe('the registered colleges page', () => {
  it('lists approved colleges 10 a page with students and approval date, and pages on', async () => {
    const { callsTo } = stubApi({
      [REGISTERED_LIST]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return {
          body: paginate(page === 1 ? REGISTERED : [REGISTERED[0]!], { page, pageSize: 10, count: 11 }),
        };
      },
    });
    const { user } = open('/AdminDashboard/RegisteredColleges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registered Colleges' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Registered colleges, page 1 of 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const row = within(table).getByRole('row', { name: /Registered College 1\b/ });
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(row).getByText('1 Feb 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Registered College 1' })).toHaveAttribute(
      'href',
      '/AdminDashboard/CollegeDetails/100',
    );
    expect(screen.getByText('11 registered colleges in all')).toBeInTheDocument();
    expect(new URL(callsTo(REGISTERED_LIST)[0]!.url).search).toBe('?page=1&page_size=10');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(
      await screen.findByRole('table', { name: 'Registered colleges, page 2 of 2' }),
    ).toBeInTheDocument();
    expect(new URL(callsTo(REGISTERED_LIST).at(-1)!.url).search).toBe('?page=2&page_size=10');
  });

  it('searches with the trimmed text', async () => {
    const { callsTo } = stubApi({
      [REGISTERED_LIST]: () => ({ body: paginate(REGISTERED.slice(0, 1), { pageSize: 10 }) }),
    });
    const { user } = open('/AdminDashboard/RegisteredColleges');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '  Pune ');
    await waitFor(() =>
      expect(new URL(callsTo(REGISTERED_LIST).at(-1)!.url).searchParams.get('search')).toBe('Pune'),
    );
  });

  it('exports the approved colleges the search picks, as Excel, and says when an export fails', async () => {
    let exportFails = false;
    const { callsTo } = stubApi({
      [REGISTERED_LIST]: () => ({ body: paginate(REGISTERED.slice(0, 1), { pageSize: 10 }) }),
      'GET /api/admin-portal/colleges/export/': () =>
        exportFails
          ? { status: 503, body: { detail: 'Exports are paused for maintenance.', code: 'unavailable' } }
          : {
              body: 'not really a workbook',
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': 'attachment; filename="colleges-2026-11-24.xlsx"',
              },
            },
    });
    const { user } = open('/AdminDashboard/RegisteredColleges?search=Pune');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(callsTo('GET /api/admin-portal/colleges/export/')).toHaveLength(1));
    const exported = new URL(callsTo('GET /api/admin-portal/colleges/export/')[0]!.url).searchParams;
    expect(Object.fromEntries(exported)).toEqual({
      is_approved: 'true',
      search: 'Pune',
      ordering: 'college_name',
      format: 'xlsx',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    exportFails = true;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Exports are paused for maintenance.');
  });

  it("shows the spec's fallback when the list cannot be fetched", async () => {
    stubApi({ [REGISTERED_LIST]: () => ({ status: 500, body: {} }) });
    open('/AdminDashboard/RegisteredColleges');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch registered colleges');
  });
});

describe("a college's detail page", () => {
  it('shows the profile, approval, students, exams, its plan, and the history', async () => {
    stubApi({
      'GET /api/admin-portal/colleges/2/': () => ({ body: makeCollegeDetail() }),
      [PLANS]: () => ({ body: PLANS_LIST }),
    });
    open('/AdminDashboard/CollegeDetails/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunrise Institute of Technology' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Approved on 12 Jan 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://sunrise.example.edu' })).toBeInTheDocument();

    const students = screen.getByRole('region', { name: 'Students' });
    expect(within(students).getByText('Linked to the college').nextElementSibling).toHaveTextContent('42');
    expect(within(students).getByText('Waiting for the college').nextElementSibling).toHaveTextContent('2');
    const exams = screen.getByRole('region', { name: 'Exams' });
    expect(within(exams).getByText('Active exams').nextElementSibling).toHaveTextContent('1');
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Yearly price').nextElementSibling).toHaveTextContent('₹99,999');
    expect(within(plan).getByText('Approved students').nextElementSibling).toHaveTextContent('40 of 500');
    expect(await within(plan).findByLabelText('Assign plan')).toHaveValue('3');
    expect(within(plan).getByRole('button', { name: 'Assign plan' })).toBeDisabled();

    const history = screen.getByRole('table', { name: 'What admins did to this college, newest first' });
    const entry = within(history).getByRole('row', { name: /Approved the college/ });
    expect(within(entry).getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve college' })).not.toBeInTheDocument();
  });

  it('moves the college to another plan after a confirmation, and says so', async () => {
    let detail = makeCollegeDetail();
    const { callsTo } = stubApi({
      'GET /api/admin-portal/colleges/2/': () => ({ body: detail }),
      [PLANS]: () => ({ body: PLANS_LIST }),
      'PUT /api/admin-portal/colleges/2/plan/': () => {
        detail = { ...detail, plan: STARTER };
        return { body: { detail: 'Moved.', plan: STARTER } };
      },
    });
    const { user } = open('/AdminDashboard/CollegeDetails/2');
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await user.selectOptions(await within(plan).findByLabelText('Assign plan'), 'Starter (₹24,999 a year)');
    await user.click(within(plan).getByRole('button', { name: 'Assign plan' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Move Sunrise Institute of Technology to the Starter plan?',
    });
    expect(dialog).toHaveTextContent(/Nothing the college already has is taken away/);
    await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
    expect(
      await screen.findByText('Sunrise Institute of Technology is now on the Starter plan.'),
    ).toBeInTheDocument();
    expect(await callsTo('PUT /api/admin-portal/colleges/2/plan/')[0]?.json()).toEqual({ plan_id: 2 });
    await waitFor(() =>
      expect(within(plan).getByText('Plan', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Starter',
      ),
    );
  });

  it('approves a pending college from its page', async () => {
    const pending = makeCollegeDetail({
      id: 3,
      college_name: 'Greenfield Polytechnic',
      is_approved_by_admin: false,
      approved_at: null,
      audit: [],
    });
    let isApproved = false;
    const { callsTo } = stubApi({
      'GET /api/admin-portal/colleges/3/': () => ({
        body: isApproved
          ? { ...pending, is_approved_by_admin: true, approved_at: '2026-03-06T10:00:00.000Z' }
          : pending,
      }),
      'POST /api/admin-portal/colleges/3/approve/': () => {
        isApproved = true;
        return { body: { detail: 'College approved successfully.', id: 3 } };
      },
    });
    const { user } = open('/AdminDashboard/CollegeDetails/3');
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByText('No admin has acted on this college yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve college' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve this college?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('College approved successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Approved on 6 Mar 2026')).toBeInTheDocument();
    expect(callsTo('GET /api/admin-portal/colleges/3/')).toHaveLength(2);
  });

  it("deletes a college from its page and goes back to its list with the spec's message", async () => {
    stubApi({
      'GET /api/admin-portal/colleges/2/': () => ({ body: makeCollegeDetail() }),
      'DELETE /api/admin-portal/colleges/2/': () => ({
        body: { detail: 'College deleted successfully.', id: 2 },
      }),
      [REGISTERED_LIST]: () => ({ body: paginate([], { pageSize: 10 }) }),
    });
    const { user, router } = open('/AdminDashboard/CollegeDetails/2');
    await user.click(await screen.findByRole('button', { name: 'Delete college' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this college?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Registered Colleges' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/AdminDashboard/RegisteredColleges');
    expect(screen.getByText('College deleted successfully.')).toBeInTheDocument();
  });

  it('says so when the college does not exist, and when the address names none', async () => {
    stubApi({});
    const { unmount } = open('/AdminDashboard/CollegeDetails/99');
    expect(await screen.findByText(/There is no college with this id/)).toBeInTheDocument();
    unmount();
    open('/AdminDashboard/CollegeDetails/abc');
    expect(await screen.findByText('This address does not name a college.')).toBeInTheDocument();
  });
});

describe('the college analytics page', () => {
  it('shows the figures, the colleges with most students and the growth of 12 months', async () => {
    stubApi({ [ANALYTICS]: () => ({ body: makeCollegeAnalytics() }) });
    open('/AdminDashboard/CollegeAnalytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'College Analytics' })).toBeInTheDocument();
    const top = await screen.findByRole('table', { name: 'Registered colleges with the most students' });
    const figures = screen.getByRole('region', { name: 'Colleges' });
    expect(within(figures).getByText('All colleges').nextElementSibling).toHaveTextContent('42');
    expect(within(figures).getByText('Pending').nextElementSibling).toHaveTextContent('7');
    expect(within(figures).getByText('New in the last 30 days').nextElementSibling).toHaveTextContent('5');
    expect(within(figures).getByText('Approval rate').nextElementSibling).toHaveTextContent('83.3%');
    expect(screen.getByText('Average per registered college').nextElementSibling).toHaveTextContent('61.4');

    expect(
      within(top).getByRole('row', { name: /1 Lakeview College of Engineering 310/ }),
    ).toBeInTheDocument();

    const growth = screen.getByRole('table', { name: /month by month/ });
    const rows = within(growth).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('Apr 2025');
    expect(rows[12]).toHaveTextContent('Mar 2026');
  });

  it("shows the spec's fallback when the analytics cannot be fetched", async () => {
    stubApi({ [ANALYTICS]: () => ({ status: 500, body: {} }) });
    open('/AdminDashboard/CollegeAnalytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch college analytics');
  });
});

describe('the college section', () => {
  it('shows the counts and leads to the college pages', async () => {
    stubApi({ [ANALYTICS]: () => ({ body: makeCollegeAnalytics() }) });
    open('/AdminDashboard/CollegeSection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colleges' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Waiting for approval').nextElementSibling).toHaveTextContent('7'),
    );
    const shortcuts = screen.getByRole('region', { name: 'Manage colleges' });
    expect(within(shortcuts).getByRole('link', { name: /Pending Colleges/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/PendingColleges',
    );
    expect(within(shortcuts).getByRole('link', { name: /Registered Colleges/ })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('link', { name: /College Analytics/ })).toBeInTheDocument();
  });
});
