import type { GlobalSearchResult } from '@vidya/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, stubApi, type FakeReply } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const SEARCH = 'GET /api/admin-portal/search/global/';
// A page that fetches nothing of its own, so every call the test sees is the search's.
const START_PATH = '/AdminDashboard/ContactManagement';

const RESULT: GlobalSearchResult = {
  students: [{ id: 12, name: 'Aarav Sharma', email: 'student@example.com' }],
  colleges: [{ id: 3, name: 'Sunrise Institute of Technology', email: 'college@example.com' }],
  courses: [],
  exams: [
    { id: 7, title: 'Sunrise Aptitude Mock Test', kind: 'platform' },
    { id: 9, title: 'Sunrise Semester Test', kind: 'college' },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

function openSearch(reply: () => FakeReply = () => ({ body: RESULT })) {
  const { callsTo } = stubApi({ [SEARCH]: reply });
  const view = renderApp({ path: START_PATH, session: signedInAs('admin') });
  const findInput = () =>
    screen.findByRole('combobox', { name: 'Search students, colleges, courses and exams' });
  return { ...view, callsTo, findInput };
}

describe('the admin global search', () => {
  it('asks once the typing settles and shows the results grouped by kind', async () => {
    const { user, callsTo, findInput } = openSearch();
    await user.type(await findInput(), 'Sunrise');

    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(callsTo(SEARCH)).toHaveLength(1);
    expect(new URL(callsTo(SEARCH)[0]!.url).searchParams.get('q')).toBe('Sunrise');
    expect(within(results).getAllByRole('group')).toHaveLength(3);
    const students = within(results).getByRole('group', { name: 'Students' });
    expect(within(students).getByRole('option', { name: /Aarav Sharma/ })).toBeInTheDocument();
    const colleges = within(results).getByRole('group', { name: 'Colleges' });
    expect(
      within(colleges).getByRole('option', { name: /Sunrise Institute of Technology/ }),
    ).toBeInTheDocument();
    const exams = within(results).getByRole('group', { name: 'Exams' });
    expect(within(exams).getAllByRole('option')).toHaveLength(2);
    expect(within(results).queryByRole('group', { name: 'Courses' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 results');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, router, findInput } = openSearch();
    const input = await findInput();
    await user.type(input, 'Sunrise');
    await screen.findByRole('listbox', { name: 'Search results' });

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Sunrise Aptitude Mock Test/ });
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminDashboard/UpdateQuestions/7'));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('links a student to their exams, closes on Escape, and a college exam opens on its own questions page', async () => {
    const { user, router, findInput } = openSearch();
    const input = await findInput();
    await user.type(input, 'Sunrise');
    await screen.findByRole('listbox', { name: 'Search results' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /Aarav Sharma/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/AdminDashboard/StudentExamList/12-aarav-sharma'),
    );

    await user.type(input, 'Sunrise');
    await screen.findByRole('listbox', { name: 'Search results' });
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/AdminDashboard/UpdateCollegeExamQuestions/9'),
    );
  });

  it('fetches nothing below two characters', async () => {
    // The clock runs on by itself (for the typing) and is moved on past the settling below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, callsTo, findInput } = openSearch();
    await user.type(await findInput(), 'S');
    // Longer than the search waits for the typing to settle (300 ms).
    await act(() => vi.advanceTimersByTimeAsync(600));

    expect(callsTo(SEARCH)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
  });

  it('says when nothing matches', async () => {
    const { user, findInput } = openSearch(() => ({
      body: { students: [], colleges: [], courses: [], exams: [] },
    }));
    await user.type(await findInput(), 'Zebra');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches for “Zebra”.'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the search is refused", async () => {
    const { user, findInput } = openSearch(() => errorReply(400, 'The search text is not allowed.'));
    await user.type(await findInput(), 'Sunrise');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The search text is not allowed.'),
    );
  });
});
