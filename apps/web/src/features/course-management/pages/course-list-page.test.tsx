import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCourse, paginate } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const COURSES = [
  makeCourse({ id: 1, slug: 'python', title: 'Python for Data Science', is_featured: false }),
  makeCourse({
    id: 2,
    slug: 'aws',
    title: 'Cloud Fundamentals with AWS',
    is_active: false,
    is_featured: false,
  }),
  makeCourse({
    id: 3,
    slug: 'aptitude',
    title: 'Quantitative Aptitude',
    is_free: true,
    price: 0,
    original_price: 0,
  }),
];

const ENROLLED =
  '2 students are enrolled. Deleting removes their access and progress; issued certificates stay valid. Confirm to delete.';

function stubCourseList(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin-portal/courses/': () => ({ body: paginate(COURSES, { pageSize: 25 }) }),
    ...routes,
  });
}

const openCourseList = () => renderApp({ path: '/AdminDashboard/CourseList', session: signedInAs('admin') });

describe('the admin course list', () => {
  it('shows every course in a table, 25 a page, and filters by status and category', async () => {
    const { callsTo } = stubCourseList();
    const { user } = openCourseList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course List' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const draftRow = within(table).getByRole('row', { name: /Cloud Fundamentals with AWS/ });
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(new URL(callsTo('GET /api/admin-portal/courses/')[0]!.url).search).toBe('?page=1&page_size=25');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Aptitude');
    await waitFor(() => {
      const last = new URL(callsTo('GET /api/admin-portal/courses/').at(-1)!.url).searchParams;
      expect(last.get('is_active')).toBe('false');
      expect(last.get('category')).toBe('Aptitude');
    });
  });

  it('sorts by a column header, and exports what is filtered, in that order', async () => {
    const { callsTo } = stubCourseList({
      'GET /api/admin-portal/courses/export/': () => ({
        body: 'id,title\n3,Quantitative Aptitude\n',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="courses.csv"' },
      }),
    });
    const { user } = openCourseList();
    await screen.findByRole('table');
    const priceHeader = screen.getByRole('columnheader', { name: 'Price' });
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    await user.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(
        new URL(callsTo('GET /api/admin-portal/courses/').at(-1)!.url).searchParams.get('ordering'),
      ).toBe('-price'),
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Aptitude');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo('GET /api/admin-portal/courses/export/')).toHaveLength(1));
    const exported = new URL(callsTo('GET /api/admin-portal/courses/export/')[0]!.url).searchParams;
    expect(exported.get('category')).toBe('Aptitude');
    expect(exported.get('ordering')).toBe('-price');
    expect(exported.get('page')).toBeNull();
  });

  it('publishes the selected courses together and clears the selection', async () => {
    const { callsTo } = stubCourseList({
      'POST /api/admin-portal/courses/bulk-publish/': () => ({
        body: { detail: '2 courses published.', ids: [1, 2] },
      }),
    });
    const { user } = openCourseList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Python for Data Science' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cloud Fundamentals with AWS' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish selected' }));
    expect(await screen.findByText('2 courses published.')).toBeInTheDocument();
    expect(await callsTo('POST /api/admin-portal/courses/bulk-publish/')[0]!.json()).toEqual({
      course_ids: [1, 2],
    });
    expect(screen.getByText('No course selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Python for Data Science' })).not.toBeChecked();
  });

  it('asks before deleting, then shows who is enrolled and deletes only when confirmed again', async () => {
    const { callsTo } = stubCourseList({
      'DELETE /api/courses/1/delete/': (request) =>
        new URL(request.url).searchParams.get('confirm') === 'true'
          ? { body: { detail: '1 course deleted.' } }
          : errorReply(409, ENROLLED, { code: 'confirmation_required' }),
    });
    const { user } = openCourseList();
    await user.click(await screen.findByRole('button', { name: 'Delete: Python for Data Science' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this course?' });
    expect(within(dialog).getByText(/“Python for Data Science” will be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo('DELETE /api/courses/1/delete/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(ENROLLED)).toBeInTheDocument();
    expect(new URL(callsTo('DELETE /api/courses/1/delete/')[0]!.url).search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('1 course deleted.')).toBeInTheDocument();
    expect(new URL(callsTo('DELETE /api/courses/1/delete/')[1]!.url).search).toBe('?confirm=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('bulk-deletes the selected courses with the same confirmation', async () => {
    const { callsTo } = stubCourseList({
      'POST /api/admin-portal/courses/bulk-delete/': async (request) => {
        const body = (await request.clone().json()) as { confirm: boolean };
        return body.confirm
          ? { body: { detail: '2 courses deleted.', ids: [1, 3] } }
          : errorReply(409, ENROLLED, { code: 'confirmation_required' });
      },
    });
    const { user } = openCourseList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Python for Data Science' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Quantitative Aptitude' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 courses?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('2 courses deleted.')).toBeInTheDocument();
    const bodies = await Promise.all(
      callsTo('POST /api/admin-portal/courses/bulk-delete/').map((request) => request.json()),
    );
    expect(bodies).toEqual([
      { course_ids: [1, 3], confirm: false },
      { course_ids: [1, 3], confirm: true },
    ]);
  });

  it('does not delete when the admin cancels', async () => {
    const { callsTo } = stubCourseList();
    const { user } = openCourseList();
    await user.click(await screen.findByRole('button', { name: 'Delete: Python for Data Science' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE /api/courses/1/delete/')).toHaveLength(0);
  });

  it('features a course for the landing page', async () => {
    const { callsTo } = stubCourseList({
      'POST /api/admin-portal/courses/1/feature/': () => ({ body: { ...COURSES[0], is_featured: true } }),
    });
    const { user } = openCourseList();
    const toggle = await screen.findByRole('button', { name: 'Featured: Python for Data Science' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(callsTo('POST /api/admin-portal/courses/1/feature/')).toHaveLength(1));
    expect(await callsTo('POST /api/admin-portal/courses/1/feature/')[0]!.json()).toEqual({
      is_featured: true,
    });
  });

  it("shows the spec's fallback when featuring fails without a reason", async () => {
    stubCourseList({ 'POST /api/admin-portal/courses/1/feature/': () => ({ status: 500, body: {} }) });
    const { user } = openCourseList();
    await user.click(await screen.findByRole('button', { name: 'Featured: Python for Data Science' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to feature course');
  });
});
