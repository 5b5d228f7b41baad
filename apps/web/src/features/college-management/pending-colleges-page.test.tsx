import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeManagedCollege } from '../../test/college-fixtures';
import { paginate } from '../../test/course-fixtures';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

const PENDING = [
  makeManagedCollege(),
  makeManagedCollege({
    id: 4,
    user: 41,
    email: 'riverside@example.com',
    college_name: 'Riverside Arts College',
    contact_person: 'Imran Sheikh',
    city: 'Indore',
    state: 'Madhya Pradesh',
  }),
  makeManagedCollege({
    id: 5,
    user: 51,
    email: 'hilltop@example.com',
    college_name: 'Hilltop Science Academy',
    contact_person: 'Lakshmi Rao',
    city: null,
    state: null,
  }),
];

const LIST = 'GET /api/admin-portal/colleges/pending/';

afterEach(() => {
  vi.useRealTimers();
});

function stubPendingList(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [LIST]: () => ({ body: paginate(PENDING, { pageSize: 20 }) }), ...routes });
}

const openPending = (search = '') =>
  renderApp({ path: `/AdminDashboard/PendingColleges${search}`, session: signedInAs('admin') });

const lastListQuery = (callsTo: ReturnType<typeof stubApi>['callsTo']) =>
  new URL(callsTo(LIST).at(-1)!.url).searchParams;

describe('the pending colleges page', () => {
  it('lists the colleges waiting for approval, 20 a page, with contact, place and sign-up date', async () => {
    const { callsTo } = stubPendingList();
    openPending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Colleges' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending colleges, page 1 of 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByRole('row', { name: /Greenfield Polytechnic/ });
    expect(within(row).getByText('Neha Joshi')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'college3@example.com' })).toHaveAttribute(
      'href',
      'mailto:college3@example.com',
    );
    expect(within(row).getByText('Nashik, Maharashtra')).toBeInTheDocument();
    expect(within(row).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Greenfield Polytechnic' })).toHaveAttribute(
      'href',
      '/AdminDashboard/CollegeDetails/3',
    );
    expect(screen.getByText('3 colleges waiting in all')).toBeInTheDocument();
    expect(new URL(callsTo(LIST)[0]!.url).search).toBe('?page=1&page_size=20');
  });

  it('sends the search trimmed, and only when there is one', async () => {
    // The clock runs on by itself (for the typing) and is moved on past the settling below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = stubPendingList();
    const { user } = openPending();
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, '   ');
    // Longer than the search box waits for the typing to settle (350 ms).
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(callsTo(LIST).map((request) => new URL(request.url).search)).toEqual(['?page=1&page_size=20']);

    await user.type(box, ' Green  ');
    await waitFor(() => expect(lastListQuery(callsTo).get('search')).toBe('Green'));
    expect(new URL(callsTo(LIST).at(-1)!.url).search).toBe('?page=1&page_size=20&search=Green');
  });

  it("approves one college after confirming, shows the spec's message and fetches the list again", async () => {
    const { callsTo } = stubPendingList({
      'POST /api/admin-portal/colleges/3/approve/': () => ({
        body: { detail: 'College approved successfully.', id: 3 },
      }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('button', { name: 'Approve: Greenfield Polytechnic' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this college?' });
    expect(within(dialog).getByText(/“Greenfield Polytechnic” will be able to sign in/)).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/colleges/3/approve/')).toHaveLength(0);
    const listCalls = callsTo(LIST).length;

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('College approved successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/colleges/3/approve/')).toHaveLength(1);
    await waitFor(() => expect(callsTo(LIST).length).toBeGreaterThan(listCalls));
  });

  it("deletes one college after confirming and shows the spec's message", async () => {
    const { callsTo } = stubPendingList({
      'DELETE /api/admin-portal/colleges/4/': () => ({
        body: { detail: 'College deleted successfully.', id: 4 },
      }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('button', { name: 'Delete: Riverside Arts College' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this college?' });
    expect(
      within(dialog).getByText(/Its students stay on the platform without a college/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('College deleted successfully.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin-portal/colleges/4/')).toHaveLength(1);
  });

  it("shows the spec's fallback when approving fails without a reason, and approves nothing when cancelled", async () => {
    const { callsTo } = stubPendingList({
      'POST /api/admin-portal/colleges/3/approve/': () => ({ status: 500, body: {} }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('button', { name: 'Approve: Greenfield Polytechnic' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this college?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve college');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('College approved successfully.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Riverside Arts College' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/admin-portal/colleges/4/')).toHaveLength(0);
  });

  it('approves the selected colleges together after a confirmation naming how many', async () => {
    const { callsTo } = stubPendingList({
      'POST /api/admin-portal/colleges/bulk-approve/': () => ({
        body: { detail: '2 colleges approved.', ids: [3, 5] },
      }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Greenfield Polytechnic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hilltop Science Academy' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 colleges?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 colleges approved.')).toBeInTheDocument();
    expect(await callsTo('POST /api/admin-portal/colleges/bulk-approve/')[0]!.json()).toEqual({
      college_ids: [3, 5],
    });
    expect(screen.getByText('No college selected')).toBeInTheDocument();
  });

  it('asks before deleting the selected colleges, naming how many, and deletes them only when confirmed', async () => {
    const { callsTo } = stubPendingList({
      'POST /api/admin-portal/colleges/bulk-delete/': () => ({
        body: { detail: '2 colleges deleted.', ids: [3, 4] },
      }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Greenfield Polytechnic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Riverside Arts College' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 colleges?' });
    expect(within(dialog).getByText(/The 2 selected colleges will be deleted/)).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/colleges/bulk-delete/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 colleges deleted.')).toBeInTheDocument();
    expect(await callsTo('POST /api/admin-portal/colleges/bulk-delete/')[0]!.json()).toEqual({
      college_ids: [3, 4],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Greenfield Polytechnic' })).not.toBeChecked();
  });

  it('keeps the confirmation open with the reason when a bulk deletion is refused', async () => {
    stubPendingList({
      'POST /api/admin-portal/colleges/bulk-delete/': () =>
        errorReply(400, 'No such college: 4.', { errors: { college_ids: ['No such college: 4.'] } }),
    });
    const { user } = openPending();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Riverside Arts College' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 college?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such college: 4.');
  });

  it("shows the spec's fallback when the bulk approval fails without a reason", async () => {
    stubPendingList({ 'POST /api/admin-portal/colleges/bulk-approve/': () => ({ status: 500, body: {} }) });
    const { user } = openPending();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Greenfield Polytechnic' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 1 college?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve colleges');
  });

  it("shows the spec's fallback when the list cannot be fetched", async () => {
    stubApi({ [LIST]: () => ({ status: 500, body: {} }) });
    openPending();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pending colleges');
  });

  it('says when nobody is waiting, and when nobody matches the search', async () => {
    stubApi({ [LIST]: () => ({ body: paginate([], { pageSize: 20 }) }) });
    const { unmount } = openPending();
    expect(await screen.findByText('No college is waiting for approval.')).toBeInTheDocument();
    unmount();
    openPending('?search=zzz');
    expect(await screen.findByText('No pending college matches this search.')).toBeInTheDocument();
  });
});
