import { GENERIC_ERRORS, VALIDATION_MESSAGES, type ImportReport } from '@vidya/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamDetail, makeExamRow, makeExamSummary } from '../test-fixtures';

const admin = signedInAs('admin');
const COLLEGES = [
  { id: 3, college_name: 'Sunrise Institute of Technology', city: 'Pune', state: 'Maharashtra' },
];

describe('adding a college exam', () => {
  it("refuses a missing schedule with the spec's words and sends nothing", async () => {
    const { callsTo } = stubApi({ 'GET /api/colleges/list/': () => ({ body: COLLEGES }) });
    const { user } = renderApp({ path: '/AdminDashboard/AddnewExamsCollege', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Semester Test');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'College' }),
      'Sunrise Institute of Technology',
    );
    await user.click(screen.getByRole('button', { name: 'Create exam' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.scheduleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Exam date')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.scheduleRequired,
    );
    expect(callsTo('POST /api/exams/create/')).toHaveLength(0);
  });

  it('sends the college, the day and the India times, then shows the join code', async () => {
    const created = makeExamSummary({ id: 9, kind: 'college', college: 3, allow_join_by_code: true });
    const { callsTo } = stubApi({
      'GET /api/colleges/list/': () => ({ body: COLLEGES }),
      'POST /api/exams/create/': () => ({ status: 201, body: created }),
      'GET /api/admin-portal/exams/9/': () => ({
        body: makeExamDetail({ ...created, join_code: 'QX7K2M9P' }),
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddnewExamsCollege', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Semester Test');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'College' }),
      'Sunrise Institute of Technology',
    );
    await user.type(screen.getByLabelText('Exam date'), '2026-12-01');
    await user.type(screen.getByLabelText('Start time'), '10:00');
    await user.click(screen.getByRole('checkbox', { name: /Allow joining by code/ }));
    await user.click(screen.getByRole('button', { name: 'Create exam' }));

    expect(await screen.findByText('QX7K2M9P')).toBeInTheDocument();
    const body = (await callsTo('POST /api/exams/create/')[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Semester Test',
      college: 3,
      exam_date: '2026-12-01',
      start_time: '10:00',
      allow_join_by_code: true,
    });
    expect(body).not.toHaveProperty('end_time');
  });
});

describe('adding a platform exam', () => {
  it('leaves empty start and end times out of the payload', async () => {
    const { callsTo } = stubApi({
      'POST /api/exams/platform/': () => ({ status: 201, body: makeExamSummary() }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddnewExams', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Aptitude Mock Test');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));

    expect(await screen.findByText('“Aptitude Mock Test” was created.')).toBeInTheDocument();
    const body = (await callsTo('POST /api/exams/platform/')[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Aptitude Mock Test', duration_minutes: 60, pass_percentage: 40 });
    expect(body).not.toHaveProperty('start_time');
    expect(body).not.toHaveProperty('end_time');
    expect(screen.getByRole('link', { name: 'Add questions to this exam' })).toHaveAttribute(
      'href',
      '/AdminDashboard/UpdateQuestions/7',
    );
  });

  it('sends the questions written in the form with the exam', async () => {
    const { callsTo } = stubApi({
      'POST /api/exams/platform/': () => ({ status: 201, body: makeExamSummary() }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddnewExams', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Aptitude Mock Test');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByRole('textbox', { name: 'Question' }), 'What is 2 + 2?');
    for (const [option, text] of [
      ['A', '3'],
      ['B', '4'],
      ['C', '5'],
      ['D', '22'],
    ] as const)
      // Options C and D are optional (decision 019).
      await user.type(
        within(question).getByRole('textbox', { name: new RegExp(`^Option ${option}( \\(optional\\))?$`) }),
        text,
      );
    await user.click(within(question).getByRole('radio', { name: 'Option B' }));
    await user.click(screen.getByRole('button', { name: 'Create exam' }));

    await screen.findByText('“Aptitude Mock Test” was created.');
    const body = (await callsTo('POST /api/exams/platform/')[0]!.json()) as Record<string, unknown>;
    expect(body.questions).toEqual([
      {
        question_text: 'What is 2 + 2?',
        option_a: '3',
        option_b: '4',
        option_c: '5',
        option_d: '22',
        correct_answer: 'b',
        marks: 1,
        explanation: '',
      },
    ]);
  });

  it('sends a window when one is given', async () => {
    const { callsTo } = stubApi({
      'POST /api/exams/platform/': () => ({ status: 201, body: makeExamSummary() }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddnewExams', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Aptitude Mock Test');
    await user.type(screen.getByLabelText('Opens at'), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    await screen.findByText('“Aptitude Mock Test” was created.');
    const body = (await callsTo('POST /api/exams/platform/')[0]!.json()) as Record<string, unknown>;
    expect(body.start_time).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(body).not.toHaveProperty('end_time');
  });
});

const BAD_REPORT: ImportReport = {
  dry_run: true,
  total_rows: 2,
  valid_rows: 1,
  imported: 0,
  errors: [{ row: 3, field: 'correct_answer', message: 'The answer must be one of a, b, c or d.' }],
  preview: [{ row: 2, question_text: 'What is 2 + 2?', correct_answer: 'b', marks: 1 }],
};
const GOOD_REPORT: ImportReport = { ...BAD_REPORT, valid_rows: 2, errors: [] };

describe('importing questions into an exam', () => {
  it('shows the rows a dry run refuses and keeps the import button disabled until a clean check', async () => {
    let report = BAD_REPORT;
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/7/': () => ({ body: makeExamDetail() }),
      'POST /api/admin-portal/exams/7/questions/import/': (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? { body: report }
          : { status: 201, body: { ...report, dry_run: false, imported: 2 } },
    });
    const { user } = renderApp({ path: '/AdminDashboard/UpdateQuestions/7', session: admin });
    const importButton = await screen.findByRole('button', { name: /^Import .*questions$/ });
    expect(importButton).toBeDisabled();

    await user.upload(
      screen.getByLabelText('Questions file'),
      new File(['question_text,option_a\n'], 'questions.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const errors = await screen.findByRole('table', { name: 'Rows with errors' });
    const row = within(errors).getByRole('row', { name: /correct_answer/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('The answer must be one of a, b, c or d.');
    expect(screen.getByRole('button', { name: 'Import 1 question' })).toBeDisabled();
    expect(callsTo('POST /api/admin-portal/exams/7/questions/import/')).toHaveLength(1);

    report = GOOD_REPORT;
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const ready = await screen.findByRole('button', { name: 'Import 2 questions' });
    await waitFor(() => expect(ready).toBeEnabled());
    expect(screen.queryByRole('table', { name: 'Rows with errors' })).not.toBeInTheDocument();
    await user.click(ready);
    expect(await screen.findByText('2 questions were imported.')).toBeInTheDocument();
    const last = callsTo('POST /api/admin-portal/exams/7/questions/import/').at(-1)!;
    expect(new URL(last.url).searchParams.get('dry_run')).toBe('false');
  });

  it('lists the rows of an import the server refuses, and says nothing was imported', async () => {
    let report = GOOD_REPORT;
    stubApi({
      'GET /api/admin-portal/exams/7/': () => ({ body: makeExamDetail() }),
      'POST /api/admin-portal/exams/7/questions/import/': (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? { body: report }
          : errorReply(400, 'Nothing was imported: 1 of 2 rows have errors.', {
              errors: { 'row 3: marks': ['A question is worth at least 1 mark.'] },
            }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/UpdateQuestions/7', session: admin });
    await user.upload(
      await screen.findByLabelText('Questions file'),
      new File(['question_text\n'], 'questions.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    report = BAD_REPORT;
    await user.click(await screen.findByRole('button', { name: 'Import 2 questions' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: 1 of 2 rows have errors.',
    );
    const row = within(screen.getByRole('table', { name: 'Rows with errors' })).getByRole('row', {
      name: /marks/,
    });
    expect(row).toHaveTextContent('A question is worth at least 1 mark.');
    expect(screen.getByRole('button', { name: /^Import .*questions$/ })).toBeDisabled();
  });

  it('shows the format a Moodle file was read as and its unsupported questions, and imports the others only when asked', async () => {
    const report: ImportReport = {
      ...GOOD_REPORT,
      format: 'gift',
      total_rows: 3,
      preview: [
        { row: 4, question_text: 'What is 2 + 2?', correct_answer: 'a', marks: 1 },
        { row: 8, question_text: 'Which is prime?', correct_answer: 'c', marks: 1 },
      ],
      unsupported: [
        { row: 6, location: 'line 6', name: 'Year', reason: 'numerical questions are not supported' },
      ],
      warnings: [],
    };
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/7/': () => ({ body: makeExamDetail() }),
      'POST /api/admin-portal/exams/7/questions/import/': (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? { body: report }
          : { status: 201, body: { ...report, dry_run: false, imported: 2 } },
    });
    const { user } = renderApp({ path: '/AdminDashboard/UpdateQuestions/7', session: admin });
    await user.upload(
      await screen.findByLabelText('Questions file'),
      new File(['::Sum:: What is 2 + 2? {=4 ~3 ~5 ~22}\n'], 'quiz.gift', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('Read as GIFT.')).toBeInTheDocument();
    const unsupported = screen.getByRole('table', { name: 'Questions that cannot be imported' });
    const row = within(unsupported).getByRole('row', { name: /Year/ });
    expect(row).toHaveTextContent('6');
    expect(row).toHaveTextContent('Numerical questions are not supported.');
    const importButton = screen.getByRole('button', { name: 'Import 2 questions' });
    expect(importButton).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', { name: 'Import the others and leave out the 1 question listed above.' }),
    );
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);
    expect(await screen.findByText('2 questions were imported.')).toBeInTheDocument();
    const last = callsTo('POST /api/admin-portal/exams/7/questions/import/').at(-1)!;
    expect(new URL(last.url).searchParams.get('skip_unsupported')).toBe('true');
    expect(new URL(last.url).searchParams.get('dry_run')).toBe('false');
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    const { callsTo } = stubApi({ 'GET /api/admin-portal/exams/7/': () => ({ body: makeExamDetail() }) });
    renderApp({ path: '/AdminDashboard/UpdateQuestions/7', session: admin });
    fireEvent.change(await screen.findByLabelText('Questions file'), {
      target: { files: [new File(['x'], 'questions.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a .csv, .xlsx, .txt, .gift or .xml file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(callsTo('POST /api/admin-portal/exams/7/questions/import/')).toHaveLength(0);
  });

  it('explains why questions cannot be added once students have taken the exam', async () => {
    stubApi({
      'GET /api/admin-portal/exams/7/': () => ({ body: makeExamDetail({ questions_locked: true }) }),
    });
    renderApp({ path: '/AdminDashboard/UpdateQuestions/7', session: admin });
    expect(await screen.findByText(/so questions cannot be added or removed/)).toBeInTheDocument();
    expect(screen.getByText(/so no questions can be added to it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add from bank' })).toBeDisabled();
  });
});

describe('the exam list', () => {
  const EXAMS = [
    makeExamRow({ id: 7, title: 'Aptitude Mock Test', total_questions: 10 }),
    makeExamRow({ id: 8, title: 'Reasoning Test', results_release: 'manual', is_active: true }),
  ];

  it('lists platform exams 25 a page with the filters in the URL', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/': () => ({ body: paginate(EXAMS, { pageSize: 25 }) }),
    });
    const { user, router } = renderApp({ path: '/AdminDashboard/Manage_Exams', session: admin });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table).getByRole('button', { name: 'Release results: Reasoning Test' }),
    ).toBeInTheDocument();
    expect(new URL(callsTo('GET /api/admin-portal/exams/')[0]!.url).search).toBe(
      '?page=1&page_size=25&kind=platform',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?is_active=true'));
    await waitFor(() =>
      expect(new URL(callsTo('GET /api/admin-portal/exams/').at(-1)!.url).searchParams.get('is_active')).toBe(
        'true',
      ),
    );
  });

  it("says the admin's session expired when deleting an exam answers 401", async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/': () => ({ body: paginate(EXAMS, { pageSize: 25 }) }),
      'DELETE /api/admin-portal/exams/7/': () =>
        errorReply(401, 'Authentication credentials were not provided.'),
      'POST /api/auth/refresh/': () => errorReply(401, 'Session expired.'),
    });
    const { user, router } = renderApp({ path: '/AdminDashboard/Manage_Exams', session: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete: Aptitude Mock Test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this exam?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(GENERIC_ERRORS.adminExamDeleteExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminLogin'));
    expect(screen.getByText(GENERIC_ERRORS.adminExamDeleteExpired)).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin-portal/exams/7/')).toHaveLength(1);
  });

  it('deletes an exam after asking', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/': () => ({ body: paginate(EXAMS, { pageSize: 25 }) }),
      'DELETE /api/admin-portal/exams/7/': () => ({ status: 204 }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/Manage_Exams', session: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete: Aptitude Mock Test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this exam?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('“Aptitude Mock Test” was deleted.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin-portal/exams/7/')).toHaveLength(1);
  });
});

describe('editing a college exam', () => {
  it('shows the schedule in India time and leaves an end the duration sets to follow the duration', async () => {
    const exam = makeExamDetail({
      id: 9,
      kind: 'college',
      college: 3,
      college_name: 'Sunrise Institute of Technology',
      exam_date: '2026-12-01',
      start_time: '2026-12-01T04:30:00.000Z',
      end_time: '2026-12-01T05:30:00.000Z',
      duration_minutes: 60,
    });
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/9/': () => ({ body: exam }),
      'PUT /api/admin-portal/exams/9/': () => ({ body: exam }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCollegeExam/9', session: admin });
    expect(await screen.findByLabelText('Start time')).toHaveValue('10:00');
    expect(screen.getByLabelText('End time')).toHaveValue('');
    expect(screen.getByLabelText('Exam date')).toHaveValue('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Exam settings saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/admin-portal/exams/9/')[0]!.json()).toMatchObject({
      exam_date: '2026-12-01',
      start_time: '10:00',
      end_time: null,
    });
  });
});
