import { screen, waitFor, within } from '@testing-library/react';
import type { CollegeAcceptedStudent, CollegeStudentRequest } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../test/course-fixtures';
import { stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

const REQUESTS = 'GET /api/colleges/admin/pending-requests/';
const ACCEPTED = 'GET /api/colleges/admin/accepted-students-list/';

const request = (index: number): CollegeStudentRequest => ({
  id: 10 + index,
  user: 100 + index,
  full_name: `Waiting Student ${index}`,
  email: `waiting${index}@example.com`,
  phone: null,
  requested_at: '2026-03-02T10:00:00.000Z',
});

const accepted = (overrides: Partial<CollegeAcceptedStudent> = {}): CollegeAcceptedStudent => ({
  id: 7,
  user: 70,
  full_name: 'Aarav Sharma',
  email: 'student@example.com',
  phone: null,
  roll_number: 'CS-2026-007',
  approved_at: '2026-01-12T10:00:00.000Z',
  exams_taken: 2,
  average_percentage: 67.5,
  last_exam: {
    exam: 3,
    title: 'Data Structures Unit Test',
    date: '2026-02-05T10:00:00.000Z',
    percentage: 75,
  },
  ...overrides,
});

const open = (path: string) => renderApp({ path, session: signedInAs('college') });

describe('the student requests page', () => {
  it('lists the requests 25 a page and searches with the trimmed text', async () => {
    const { callsTo } = stubApi({
      [REQUESTS]: () => ({ body: paginate([request(1), request(2)], { pageSize: 25, count: 30 }) }),
    });
    const { user } = open('/CollegeDashboard/CollegeStudents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Student requests, page 1 of 2' });
    const row = within(table).getByRole('row', { name: /Waiting Student 1\b/ });
    expect(within(row).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('30 requests waiting in all')).toBeInTheDocument();
    expect(new URL(callsTo(REQUESTS)[0]!.url).search).toBe('?page=1&page_size=25');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  Waiting ');
    await waitFor(() =>
      expect(new URL(callsTo(REQUESTS).at(-1)!.url).searchParams.get('search')).toBe('Waiting'),
    );
  });

  it('approves one request after a confirmation that says what happens', async () => {
    let isApproved = false;
    const { callsTo } = stubApi({
      [REQUESTS]: () => ({
        body: paginate(isApproved ? [request(2)] : [request(1), request(2)], { pageSize: 25 }),
      }),
      'POST /api/colleges/admin/approve-student/': () => {
        isApproved = true;
        return { body: { detail: 'Student approved successfully.', id: 11 } };
      },
    });
    const { user } = open('/CollegeDashboard/CollegeStudents');
    await user.click(await screen.findByRole('button', { name: 'Approve Waiting Student 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this student?' });
    expect(dialog).toHaveTextContent(/can take your college's exams from now on/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText("Waiting Student 1 is approved and can now take your college's exams."),
    ).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/approve-student/')[0]!.json()).toEqual({
      user_id: 101,
      is_approved_by_college: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Waiting Student 1\b/ })).not.toBeInTheDocument(),
    );
  });

  it('rejects the selected requests together, counted, clears the selection, and shows a refusal', async () => {
    let refuse = true;
    const { callsTo } = stubApi({
      [REQUESTS]: () => ({ body: paginate([request(1), request(2)], { pageSize: 25 }) }),
      'POST /api/colleges/admin/bulk-reject-students/': () =>
        refuse
          ? {
              status: 400,
              body: {
                detail: 'No student waiting for your approval has the id 12. Nothing was changed.',
                code: 'invalid',
              },
            }
          : { body: { detail: '2 requests rejected.', ids: [11, 12] } },
    });
    const { user } = open('/CollegeDashboard/CollegeStudents');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Waiting Student 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Waiting Student 2' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 requests?' });
    expect(dialog).toHaveTextContent(/are told by email/);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/has the id 12/)).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('2 requests rejected; the students have been told by email.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No request selected')).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/bulk-reject-students/').at(-1)!.json()).toEqual({
      student_ids: [11, 12],
    });
  });

  it("shows the spec's fallback when the list cannot be fetched", async () => {
    stubApi({ [REQUESTS]: () => ({ status: 500, body: {} }) });
    open('/CollegeDashboard/CollegeStudents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });
});

describe('the all students page', () => {
  it('shows the last exam and average, and unlinks a student after a confirmation', async () => {
    let isUnlinked = false;
    const { callsTo } = stubApi({
      [ACCEPTED]: () => ({
        body: paginate(
          isUnlinked
            ? []
            : [
                accepted(),
                accepted({
                  id: 8,
                  user: 80,
                  full_name: 'New Student',
                  exams_taken: 0,
                  average_percentage: null,
                  last_exam: null,
                }),
              ],
          { pageSize: 25 },
        ),
      }),
      'POST /api/colleges/admin/unlink-student/': () => {
        isUnlinked = true;
        return { body: { detail: 'Student unlinked from your college.', id: 7 } };
      },
    });
    const { user } = open('/CollegeDashboard/AllStudent');
    const table = await screen.findByRole('table', { name: 'Your students, page 1 of 1' });
    const row = within(table).getByRole('row', { name: /Aarav Sharma/ });
    expect(within(row).getByText('Data Structures Unit Test')).toBeInTheDocument();
    expect(within(row).getByText('5 Feb 2026 · 75%')).toBeInTheDocument();
    expect(within(row).getByText('67.5%')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Roll number' })).toBeInTheDocument();
    expect(within(row).getByText('CS-2026-007')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /New Student/ })).toHaveTextContent('—');

    await user.click(within(row).getByRole('button', { name: 'Unlink Aarav Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink this student?' });
    expect(dialog).toHaveTextContent(/Their past results stay with them/);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Aarav Sharma is unlinked from your college.')).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/unlink-student/')[0]!.json()).toEqual({ student_id: 7 });
    expect(await screen.findByText('You have not approved any student yet.')).toBeInTheDocument();
  });

  it('exports the students the search picks', async () => {
    const { callsTo } = stubApi({
      [ACCEPTED]: () => ({ body: paginate([accepted()], { pageSize: 25 }) }),
      'GET /api/colleges/admin/accepted-students-export/': () => ({
        body: 'id,full_name',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="college-students-2026-11-24.csv"',
        },
      }),
    });
    const { user } = open('/CollegeDashboard/AllStudent?search=Aarav');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo('GET /api/colleges/admin/accepted-students-export/')).toHaveLength(1));
    const query = new URL(callsTo('GET /api/colleges/admin/accepted-students-export/')[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ search: 'Aarav', format: 'csv' });
  });
});
