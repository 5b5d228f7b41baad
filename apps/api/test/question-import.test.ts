import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { QUESTION_IMPORT_COLUMNS } from '@vidya/contract';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
};

const HEADER = QUESTION_IMPORT_COLUMNS.join(',');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Question = {
  id: number;
  position: number;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_answer: string;
  marks: number;
  explanation: string;
};

async function createExam(title = 'Import Target', questions: object[] = []) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(tokens.admin),
    payload: { title, duration_minutes: 20, questions },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const questionsOf = async (examId: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin-portal/exams/${examId}/`,
      headers: bearer(tokens.admin),
    })
  ).json<{ questions: Question[] }>().questions;

/** A multipart/form-data request body carrying one file. */
function upload(content: Buffer | string, filename = 'questions.csv', field = 'file') {
  const boundary = `----vidya-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      typeof content === 'string' ? Buffer.from(content) : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const importFile = (
  examId: number,
  content: Buffer | string,
  options: { dryRun?: boolean; token?: string; filename?: string; field?: string } = {},
) => {
  const { payload, headers } = upload(content, options.filename, options.field);
  return app.inject({
    method: 'POST',
    url: `/api/admin-portal/exams/${examId}/questions/import/?dry_run=${options.dryRun ? 'true' : 'false'}`,
    headers: { ...headers, ...bearer(options.token ?? tokens.admin) },
    payload,
  });
};

const download = (url: string, token = tokens.admin) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

const GOOD_CSV = [
  HEADER,
  'What is 2 + 2?,3,4,5,6,b,1,Simple addition.',
  '"Which word means ""happy""?",Sad,Joyful,Angry,Tired,B,2,',
  '"A line with, a comma",x,y,z,w,d,3,"Multi\nline explanation"',
].join('\n');

const BAD_CSV = [
  HEADER,
  'What is 2 + 2?,3,4,5,6,b,1,Simple addition.',
  'Bad answer question,3,4,5,6,e,1,',
  'No,3,4,,6,a,-1,',
  'Fractional marks question,3,4,5,6,a,1.5,',
].join('\n');

describe('question import', () => {
  it('a dry run reports every bad row and field, and imports nothing', async () => {
    const examId = await createExam();
    const response = await importFile(examId, BAD_CSV, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ dry_run: true, total_rows: 4, valid_rows: 1, imported: 0 });
    expect(report.preview).toEqual([
      { row: 2, question_text: 'What is 2 + 2?', correct_answer: 'b', marks: 1 },
    ]);
    const fields = report.errors.map(
      (error: { row: number; field: string }) => `${error.row}:${error.field}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['3:correct_answer', '4:question_text', '4:option_c', '4:marks', '5:marks']),
    );
    expect(report.errors.find((e: { row: number }) => e.row === 3).message).toBe(
      'The answer must be one of a, b, c or d.',
    );
    expect(await questionsOf(examId)).toHaveLength(0);
  });

  it('a real import with a bad row is refused and adds no question', async () => {
    const examId = await createExam();
    const response = await importFile(examId, BAD_CSV);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe(
      'Nothing was imported: 3 of 4 rows have errors. Fix them and upload the file again, or check it first with a dry run.',
    );
    expect(body.errors['row 3: correct_answer']).toEqual(['The answer must be one of a, b, c or d.']);
    expect(body.errors['row 5: marks']).toEqual(['Marks must be a whole number, not "1.5".']);
    expect(await questionsOf(examId)).toHaveLength(0);
  });

  it('imports every row of a good CSV (BOM, loose header names, capital answers, quoted cells)', async () => {
    const examId = await createExam();
    const looseHeader = 'Question Text, Option A,option-b,OPTION_C,option_d,Correct Answer,Marks,Explanation';
    const csv = `\uFEFF${GOOD_CSV.replace(HEADER, looseHeader)}\n\n`;
    const response = await importFile(examId, csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      dry_run: false,
      total_rows: 3,
      valid_rows: 3,
      imported: 3,
      errors: [],
    });
    const questions = await questionsOf(examId);
    expect(questions.map((q) => [q.position, q.question_text, q.correct_answer, q.marks])).toEqual([
      [1, 'What is 2 + 2?', 'b', 1],
      [2, 'Which word means "happy"?', 'b', 2],
      [3, 'A line with, a comma', 'd', 3],
    ]);
    expect(questions[2]!.explanation).toBe('Multi\nline explanation');
  });

  it('names the missing columns', async () => {
    const examId = await createExam();
    const response = await importFile(examId, 'question_text,option_a,option_b\nQ,1,2\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(
      /missing the columns option_c, option_d, correct_answer, marks, explanation/,
    );
  });

  it('refuses a file over 2 MB with 413', async () => {
    const examId = await createExam();
    const big = `${HEADER}\n${'x'.repeat(2 * 1024 * 1024 + 10)}`;
    const response = await importFile(examId, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(response.json().detail).toMatch(/2 MB/);
  });

  it('refuses what is not a question file, with a reason', async () => {
    const examId = await createExam();
    const cases: [Buffer | string, RegExp][] = [
      ['', /empty/],
      [Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x01]), /neither UTF-8 text/],
      [Buffer.from('PK\u0003\u0004 not really a zip'), /Excel file could not be read/],
      [`${HEADER}\n"unclosed,quote`, /CSV file could not be read/],
      [`${HEADER}\n`, /no questions/],
      [`${HEADER}\n${'Q?,a,b,c,d,a,1,\n'.repeat(501)}`, /at most 500/],
    ];
    for (const [content, message] of cases) {
      const response = await importFile(examId, content);
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json().detail).toMatch(message);
    }
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/admin-portal/exams/${examId}/questions/import/`,
      headers: bearer(tokens.admin),
      payload: { questions: [] },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().detail).toMatch(/multipart/);
    const wrongField = await importFile(examId, GOOD_CSV, { field: 'upload' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toMatch(/field "file"/);
    expect(await questionsOf(examId)).toHaveLength(0);
  });

  it('refuses control characters and broken surrogates in cells, naming row and column', async () => {
    const examId = await createExam();
    const csv = [HEADER, 'What is 2 + 2?,3,4\u0001,5,6,b,1,', 'Fine question?,3,4,5,6,a,1,Bell\u0007'].join(
      '\n',
    );
    const fromCsv = await importFile(examId, csv);
    expect(fromCsv.statusCode, fromCsv.body).toBe(400);
    expect(fromCsv.json().errors).toEqual({
      'row 2: option_b': ['Invalid option_b: must not contain control characters.'],
      'row 3: explanation': ['Invalid explanation: must not contain control characters.'],
    });

    // A workbook carries such characters as _xHHHH_ escapes, which ExcelJS decodes when reading.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow([...QUESTION_IMPORT_COLUMNS]);
    sheet.addRow(['Null_x0000_ in the text?', 'a', 'b', 'c', 'd', 'a', 1, '']);
    sheet.addRow(['Half an emoji?', 'a', 'b_xD83D_', 'c', 'd', 'a', 1, '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = await importFile(examId, xlsx, { dryRun: true, filename: 'q.xlsx' });
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(fromXlsx.json().errors).toEqual([
      {
        row: 2,
        field: 'question_text',
        message: 'Invalid question_text: must not contain control characters.',
      },
      { row: 3, field: 'option_b', message: 'Invalid option_b: must not contain unpaired surrogates.' },
    ]);
    expect(await questionsOf(examId)).toHaveLength(0);
  });

  it('is for admins, on an exam that exists and has not been taken', async () => {
    const examId = await createExam();
    expect((await importFile(examId, GOOD_CSV, { token: tokens.college })).statusCode).toBe(403);
    expect((await importFile(999999, GOOD_CSV)).statusCode).toBe(404);
    const taken = await createExam('Taken exam', [
      {
        question_text: 'Already here?',
        option_a: 'a',
        option_b: 'b',
        option_c: 'c',
        option_d: 'd',
        correct_answer: 'a',
        marks: 1,
      },
    ]);
    await app.inject({
      method: 'POST',
      url: `/api/admin-portal/exams/${taken}/toggle-status/`,
      headers: bearer(tokens.admin),
      payload: { is_active: true },
    });
    const start = await app.inject({
      method: 'POST',
      url: `/api/exams/${taken}/attempts/`,
      headers: bearer(tokens.student),
    });
    expect(start.statusCode).toBe(201);
    const locked = await importFile(taken, GOOD_CSV);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toMatch(/Students have already taken this exam/);
  });
});

describe('templates and exports', () => {
  it('downloads a CSV and an XLSX template with the header and one example', async () => {
    const csv = await download('/api/admin-portal/questions/template/');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="questions-template.csv"');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);

    const xlsx = await download('/api/admin-portal/questions/template/?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="questions-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...QUESTION_IMPORT_COLUMNS]);
    expect(sheet.actualRowCount).toBe(2);

    // The template itself imports (dry run) cleanly.
    const examId = await createExam();
    const check = await importFile(examId, xlsx.rawPayload, { dryRun: true, filename: 't.xlsx' });
    expect(check.json()).toMatchObject({ total_rows: 1, valid_rows: 1, errors: [] });

    expect((await download('/api/admin-portal/questions/template/?format=pdf')).statusCode).toBe(400);
    expect((await download('/api/admin-portal/questions/template/', tokens.college)).statusCode).toBe(403);
  });

  it('an XLSX export imports back into another exam as the same questions', async () => {
    const source = await createExam('Export source');
    expect((await importFile(source, GOOD_CSV)).statusCode).toBe(201);
    const exported = await download(`/api/admin-portal/exams/${source}/questions/export/?format=xlsx`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="exam-${source}-questions.xlsx"`,
    );

    const target = await createExam('Export target');
    const imported = await importFile(target, exported.rawPayload, { filename: 'export.xlsx' });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().imported).toBe(3);
    const strip = ({
      id: _id,
      ...rest
    }: Question & { used_in_exams?: number; created_at?: string; college?: unknown }) => {
      const { used_in_exams: _used, created_at: _created, ...fields } = rest;
      return fields;
    };
    expect((await questionsOf(target)).map(strip)).toEqual((await questionsOf(source)).map(strip));
    expect(
      (await download(`/api/admin-portal/exams/${source}/questions/export/`, tokens.college)).statusCode,
    ).toBe(403);
    expect((await download('/api/admin-portal/exams/999999/questions/export/')).statusCode).toBe(404);
  });

  it('a CSV export neutralises formulas and still imports back to the same text', async () => {
    const source = await createExam('Formula source', [
      {
        question_text: '=SUM(1,2) is what?',
        option_a: '+3',
        option_b: '-3',
        option_c: '@3',
        option_d: '3',
        correct_answer: 'a',
        marks: 2,
        explanation: '=HYPERLINK("http://example.com")',
      },
    ]);
    const exported = await download(`/api/admin-portal/exams/${source}/questions/export/?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="exam-${source}-questions.csv"`,
    );
    const dataLine = exported.body.split('\n')[1]!;
    expect(dataLine.startsWith(`"'=SUM(1,2) is what?",'+3,'-3,'@3,3,a,2,`)).toBe(true);

    const target = await createExam('Formula target');
    expect((await importFile(target, exported.body)).statusCode).toBe(201);
    expect((await questionsOf(target))[0]).toMatchObject({
      question_text: '=SUM(1,2) is what?',
      option_a: '+3',
      option_b: '-3',
      option_c: '@3',
      explanation: '=HYPERLINK("http://example.com")',
    });
  });
});
