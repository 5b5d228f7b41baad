import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app } = await createTestApp();
const admin = (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access;
const college = (await login(app, 'college', DEMO_ACCOUNTS.college)).access;
const student = (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access;

type Question = {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_answer: string;
  marks: number;
  explanation: string;
};

let examCount = 0;
async function createExam() {
  examCount += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(admin),
    payload: { title: `Moodle import ${examCount}`, duration_minutes: 20, questions: [] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const questionsOf = async (examId: number): Promise<Question[]> =>
  (await app.inject({ method: 'GET', url: `/api/admin-portal/exams/${examId}/`, headers: bearer(admin) }))
    .json<{ questions: (Question & { id: number })[] }>()
    .questions.map(
      ({ question_text, option_a, option_b, option_c, option_d, correct_answer, marks, explanation }) => ({
        question_text,
        option_a,
        option_b,
        option_c,
        option_d,
        correct_answer,
        marks,
        explanation,
      }),
    );

function importFile(examId: number, content: Buffer | string, query = '', filename = 'questions.txt') {
  return upload(`/api/admin-portal/exams/${examId}/questions/import/${query}`, content, filename);
}

function upload(url: string, content: Buffer | string, filename = 'questions.txt', token = admin) {
  const boundary = `----vidya-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    payload: Buffer.concat([
      Buffer.from(head),
      typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const GIFT = [
  '// A quiz from Moodle',
  '$CATEGORY: $course$/Arithmetic',
  '',
  '::Sum:: What is 2 + 2? {=4 #Right. ~3 ~5 ~22 ####Count on your fingers.}',
  '',
  '::Year:: When was Ulysses S. Grant born? {#1822:5}',
  '',
  '[markdown]Which of these is *prime*?',
  '{',
  '  ~4',
  '  ~6',
  '  =7',
  '  ~9',
  '}',
].join('\n');

describe('Moodle question files', () => {
  it('a dry run of a GIFT file reports the questions that map and each one that does not', async () => {
    const examId = await createExam();
    const response = await importFile(examId, GIFT, '?dry_run=true', 'quiz.gift');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      format: 'gift',
      dry_run: true,
      total_rows: 3,
      valid_rows: 2,
      imported: 0,
      errors: [],
      preview: [
        { row: 4, question_text: 'What is 2 + 2?', correct_answer: 'a', marks: 1 },
        { row: 8, question_text: 'Which of these is *prime*?', correct_answer: 'c', marks: 1 },
      ],
      unsupported: [
        { row: 6, location: 'line 6', name: 'Year', reason: 'numerical questions are not supported' },
      ],
      warnings: [],
    });
    expect(await questionsOf(examId)).toEqual([]);
  });

  it('imports nothing while an item is unsupported, and only the mappable ones with skip_unsupported=true', async () => {
    const examId = await createExam();
    const refused = await importFile(examId, GIFT, '?dry_run=false');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: expect.stringContaining('Nothing was imported: 1 of 3 questions is a kind Vidya cannot hold'),
      errors: { 'line 6: Year': ['numerical questions are not supported'] },
    });
    expect(await questionsOf(examId)).toEqual([]);

    const imported = await importFile(examId, GIFT, '?skip_unsupported=true');
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 2, unsupported: [{ row: 6 }] });
    expect(await questionsOf(examId)).toEqual([
      {
        question_text: 'What is 2 + 2?',
        option_a: '4',
        option_b: '3',
        option_c: '5',
        option_d: '22',
        correct_answer: 'a',
        marks: 1,
        explanation: 'Sum\n\nCount on your fingers.\n\na) 4: Right.',
      },
      {
        question_text: 'Which of these is *prime*?',
        option_a: '4',
        option_b: '6',
        option_c: '7',
        option_d: '9',
        correct_answer: 'c',
        marks: 1,
        explanation: '',
      },
    ]);
  });

  it('an invalid item (an Aiken question with no ANSWER line) stops the whole import, skip_unsupported or not', async () => {
    const examId = await createExam();
    const aiken = 'Fine?\nA) a\nB) b\nC) c\nD) d\nANSWER: B\n\nBroken?\nA) a\nB) b\nC) c\nD) d\n';
    const dry = await importFile(examId, aiken, '?dry_run=true');
    expect(dry.json()).toMatchObject({
      format: 'aiken',
      total_rows: 2,
      valid_rows: 1,
      errors: [{ row: 8, field: 'correct_answer' }],
    });
    const refused = await importFile(examId, aiken, '?skip_unsupported=true');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['line 8: correct_answer']);
    expect(await questionsOf(examId)).toEqual([]);
  });

  it('refuses XML with a DOCTYPE without expanding its entities (XXE, billion laughs)', async () => {
    const examId = await createExam();
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<quiz><question type="multichoice"><name><text>&secret;</text></name><questiontext format="html"><text>&secret;</text></questiontext>' +
      '<answer fraction="100"><text>&secret;</text></answer><answer fraction="0"><text>b</text></answer><answer fraction="0"><text>c</text></answer><answer fraction="0"><text>d</text></answer></question></quiz>';
    for (const query of ['?dry_run=true', '?dry_run=false', '?format=moodlexml&skip_unsupported=true']) {
      const response = await importFile(examId, xxe, query, 'quiz.xml');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContain('declares a DOCTYPE or entities');
      expect(response.body).not.toContain('root:');
    }
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol9 "${'&lol;'.repeat(10)}">]><quiz>&lol9;</quiz>`;
    expect((await importFile(examId, laughs, '?dry_run=true', 'quiz.xml')).statusCode).toBe(400);
    expect(await questionsOf(examId)).toEqual([]);
  });

  it('says where a malformed XML file breaks', async () => {
    const examId = await createExam();
    const response = await importFile(
      examId,
      '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n<name><text>x</name>\n</quiz>',
      '',
      'quiz.xml',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^The XML file is malformed at line 4, column \d+/);
  });

  it('answers 413 to a 3 MB file', async () => {
    const examId = await createExam();
    const big = `${'::Big:: What? {=a ~b ~c ~d}\n\n'.repeat(110_000)}`;
    expect(big.length).toBeGreaterThan(3_000_000);
    const response = await importFile(examId, big, '?dry_run=true', 'quiz.gift');
    expect(response.statusCode).toBe(413);
    expect(await questionsOf(examId)).toEqual([]);
  });

  it('refuses a Latin-1 file with a clear message, detected or forced', async () => {
    const examId = await createExam();
    const latin1 = Buffer.from('¿Qué es un café? {=una bebida ~un árbol ~un río ~una montaña}\n', 'latin1');
    for (const query of ['?dry_run=true', '?format=gift', '?format=aiken', '?format=moodlexml']) {
      const response = await importFile(examId, latin1, query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContain('not UTF-8 text (it may be Latin-1 or Windows-1252)');
    }
  });

  it('reads a file as the format forced with ?format=', async () => {
    const examId = await createExam();
    const asAiken = await importFile(examId, GIFT, '?dry_run=true&format=aiken');
    expect(asAiken.statusCode, asAiken.body).toBe(200);
    expect(asAiken.json()).toMatchObject({ format: 'aiken', valid_rows: 0 });
    expect(asAiken.json().errors.length).toBeGreaterThan(0);
    expect((await importFile(examId, GIFT, '?format=aiken')).statusCode).toBe(400);
    const asXml = await importFile(examId, GIFT, '?dry_run=true&format=moodlexml');
    expect(asXml.statusCode).toBe(400);
    expect(asXml.json().detail).toMatch(/^The XML file is malformed at line/);
    expect((await importFile(examId, GIFT, '?format=docx')).statusCode).toBe(400);
    expect(await questionsOf(examId)).toEqual([]);
  });

  it('round-trips: a Moodle XML import, then export and re-import as Moodle XML, GIFT and Aiken', async () => {
    const source = await createExam();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Escapes</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which is {braced} ~ =equal # hash : colon \\ slash &amp; &lt;tag&gt;?</p><p>Second line</p>]]></text></questiontext>
    <generalfeedback format="html"><text>Because &quot;1 &lt; 2&quot;.</text></generalfeedback>
    <defaultgrade>3.0000000</defaultgrade>
    <single>true</single>
    <answer fraction="0"><text>a = b</text></answer>
    <answer fraction="100"><text>{x}</text></answer>
    <answer fraction="0"><text>// not a comment</text></answer>
    <answer fraction="0"><text>%50% off</text></answer>
  </question>
</quiz>`;
    const imported = await importFile(source, xml, '', 'quiz.xml');
    expect(imported.statusCode, imported.body).toBe(201);
    const original = await questionsOf(source);
    expect(original).toEqual([
      {
        question_text: 'Which is {braced} ~ =equal # hash : colon \\ slash & <tag>?\n\nSecond line',
        option_a: 'a = b',
        option_b: '{x}',
        option_c: '// not a comment',
        option_d: '%50% off',
        correct_answer: 'b',
        marks: 3,
        explanation: 'Escapes\n\nBecause "1 < 2".',
      },
    ]);
    for (const [format, expected] of [
      ['moodlexml', original],
      ['gift', original],
      // Aiken has no room for line breaks, marks or explanations.
      [
        'aiken',
        original.map((question) => ({
          ...question,
          question_text: question.question_text.replace(/\s*\n\s*/g, ' '),
          marks: 1,
          explanation: '',
        })),
      ],
    ] as const) {
      const exported = await app.inject({
        method: 'GET',
        url: `/api/admin-portal/exams/${source}/questions/export/?format=${format}`,
        headers: bearer(admin),
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-disposition']).toBe(
        `attachment; filename="exam-${source}-questions${format === 'moodlexml' ? '.xml' : `-${format}.txt`}"`,
      );
      const target = await createExam();
      const again = await importFile(target, exported.rawPayload);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().format).toBe(format);
      expect(await questionsOf(target)).toEqual(expected);
    }
  });

  it('offers a template in each format that imports cleanly', async () => {
    const examId = await createExam();
    for (const format of ['aiken', 'gift', 'moodlexml'] as const) {
      const template = await app.inject({
        method: 'GET',
        url: `/api/admin-portal/questions/template/?format=${format}`,
        headers: bearer(admin),
      });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toBe(
        format === 'moodlexml' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
      );
      const check = await importFile(examId, template.rawPayload, '?dry_run=true');
      expect(check.json()).toMatchObject({
        format,
        total_rows: 1,
        valid_rows: 1,
        errors: [],
        unsupported: [],
      });
    }
  });

  it('imports straight into the bank (the platform’s or a college’s) and exports a bank selection by id', async () => {
    const bankImport = (content: string, query: string) => {
      const boundary = `----vidya-test-${Math.random().toString(16).slice(2)}`;
      return app.inject({
        method: 'POST',
        url: `/api/admin-portal/questions/import/${query}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin) },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.gift"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        ),
      });
    };
    const bankGift = GIFT.replaceAll('What is 2 + 2?', 'Bank only: what is 2 + 2?');
    const dry = await bankImport(bankGift, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ format: 'gift', valid_rows: 2, unsupported: [{ row: 6 }] });
    expect((await bankImport(bankGift, '')).statusCode).toBe(400);
    expect((await bankImport(bankGift, '?skip_unsupported=true&college=999999')).json()).toMatchObject({
      errors: { college: ['That college does not exist.'] },
    });

    const college = (
      await app.inject({
        method: 'GET',
        url: '/api/admin-portal/colleges/registered/',
        headers: bearer(admin),
      })
    ).json<{ results: { id: number }[] }>().results[0]!.id;
    expect((await bankImport(bankGift, '?skip_unsupported=true')).statusCode).toBe(201);
    expect((await bankImport(bankGift, `?skip_unsupported=true&college=${college}`)).statusCode).toBe(201);
    const bank = (
      await app.inject({
        method: 'GET',
        url: '/api/admin-portal/questions/?search=Bank%20only',
        headers: bearer(admin),
      })
    ).json<{ results: (Question & { id: number; college: number | null; used_in_exams: number })[] }>()
      .results;
    expect(bank.map((question) => [question.college, question.used_in_exams]).sort()).toEqual(
      [
        [null, 0],
        [college, 0],
      ].sort(),
    );

    const ids = bank.map((question) => question.id).reverse();
    const exported = await app.inject({
      method: 'GET',
      url: `/api/admin-portal/questions/export/?format=gift&ids=${ids.join(',')}`,
      headers: bearer(admin),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="questions-gift.txt"');
    const target = await createExam();
    expect((await importFile(target, exported.rawPayload)).statusCode).toBe(201);
    const byId = new Map(bank.map((question) => [question.id, question]));
    expect(await questionsOf(target)).toEqual(
      ids.map((id) => {
        const { question_text, option_a, option_b, option_c, option_d, correct_answer, marks, explanation } =
          byId.get(id)!;
        return { question_text, option_a, option_b, option_c, option_d, correct_answer, marks, explanation };
      }),
    );
    for (const bad of ['', 'x', '1,1', '0', '1,,2']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/admin-portal/questions/export/?ids=${bad}`,
        headers: bearer(admin),
      });
      expect(refused.statusCode, `${bad}: ${refused.body}`).toBe(400);
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin-portal/questions/export/?ids=999999',
      headers: bearer(admin),
    });
    expect(missing.json()).toMatchObject({ errors: { ids: ['No question has the id 999999.'] } });
  });

  it('lets a college import into and export its own exams, and import into its own bank', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/exams/create/',
      headers: bearer(college),
      payload: {
        title: 'College Moodle import',
        duration_minutes: 20,
        exam_date: '2030-03-12',
        start_time: '09:30',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const examId = created.json<{ id: number }>().id;
    const collegeImport = (id: number, query: string) =>
      upload(`/api/colleges/admin/exams/${id}/questions/import/${query}`, GIFT, 'quiz.gift', college);

    expect((await collegeImport(examId, '?dry_run=true')).json()).toMatchObject({
      format: 'gift',
      valid_rows: 2,
    });
    expect((await collegeImport(examId, '')).statusCode).toBe(400);
    expect((await collegeImport(examId, '?skip_unsupported=true')).statusCode).toBe(201);
    expect((await questionsOf(examId)).map((question) => question.question_text)).toEqual([
      'What is 2 + 2?',
      'Which of these is *prime*?',
    ]);
    // A platform exam is not the college's to change.
    const platformExam = await createExam();
    expect((await collegeImport(platformExam, '?skip_unsupported=true')).statusCode).toBe(404);
    expect(await questionsOf(platformExam)).toEqual([]);

    const exported = await app.inject({
      method: 'GET',
      url: `/api/colleges/admin/exams/${examId}/questions/export/?format=moodlexml`,
      headers: bearer(college),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('<question type="multichoice">');
    const template = await app.inject({
      method: 'GET',
      url: '/api/colleges/admin/questions/template/?format=aiken',
      headers: bearer(college),
    });
    expect(template.body).toContain('ANSWER: B');

    const bankGift = GIFT.replaceAll('What is 2 + 2?', 'College bank: what is 2 + 2?');
    const banked = await upload(
      '/api/colleges/admin/questions/import/?skip_unsupported=true',
      bankGift,
      'bank.gift',
      college,
    );
    expect(banked.statusCode, banked.body).toBe(201);
    const bank = (
      await app.inject({
        method: 'GET',
        url: '/api/admin-portal/questions/?search=College%20bank',
        headers: bearer(admin),
      })
    ).json<{ results: { college: number | null; used_in_exams: number }[] }>().results;
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ college: expect.any(Number), used_in_exams: 0 });
    expect(
      (await upload('/api/colleges/admin/questions/import/', bankGift, 'bank.gift', admin)).statusCode,
    ).toBe(403);
  });

  it('questions with two or three options (and true/false) come in, and students see, answer and review only those options', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/exams/platform/',
      headers: bearer(admin),
      payload: {
        title: 'Fewer options',
        duration_minutes: 20,
        is_active: true,
        shuffle_options: true,
        questions: [
          {
            question_text: 'Four: pick A',
            option_a: 'A',
            option_b: 'B',
            option_c: 'C',
            option_d: 'D',
            correct_answer: 'a',
            marks: 1,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const examId = created.json<{ id: number }>().id;
    const gift =
      '::TF:: The sun rises in the east.{T}\n\nThree: which is c? {~a ~b =c}\n\n::Two:: Two: which is b? {~a =b}\n';
    const imported = await importFile(examId, gift, '', 'quiz.gift');
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await questionsOf(examId)).slice(1)).toEqual([
      {
        question_text: 'The sun rises in the east.',
        option_a: 'True',
        option_b: 'False',
        option_c: '',
        option_d: '',
        correct_answer: 'a',
        marks: 1,
        explanation: 'TF',
      },
      {
        question_text: 'Three: which is c?',
        option_a: 'a',
        option_b: 'b',
        option_c: 'c',
        option_d: '',
        correct_answer: 'c',
        marks: 1,
        explanation: '',
      },
      {
        question_text: 'Two: which is b?',
        option_a: 'a',
        option_b: 'b',
        option_c: '',
        option_d: '',
        correct_answer: 'b',
        marks: 1,
        explanation: '',
      },
    ]);

    const attempt = (
      await app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts/`, headers: bearer(student) })
    ).json<{
      id: number;
      questions: { id: number; question_text: string; options: { key: string; text: string }[] }[];
    }>();
    const optionsOf = (text: string) =>
      attempt.questions
        .find((question) => question.question_text.startsWith(text))!
        .options.map((option) => option.key)
        .sort();
    expect(optionsOf('Four')).toEqual(['a', 'b', 'c', 'd']);
    expect(optionsOf('Three')).toEqual(['a', 'b', 'c']);
    expect(optionsOf('Two')).toEqual(['a', 'b']);
    expect(optionsOf('The sun')).toEqual(['a', 'b']);
    const answers: Record<string, string> = { Four: 'a', Three: 'c', Two: 'a', 'The sun': 'a' };
    for (const question of attempt.questions) {
      const answer = Object.entries(answers).find(([start]) => question.question_text.startsWith(start))![1];
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/exams/attempts/${attempt.id}/answers/`,
        headers: bearer(student),
        payload: { question: question.id, answer, seq: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/exams/attempts/${attempt.id}/submit/`,
      headers: bearer(student),
    });
    expect(submitted.json()).toMatchObject({ score: 3, max_score: 4 });
    const review = submitted.json<{ review: { question_text: string; options: { key: string }[] }[] }>()
      .review;
    expect(
      review
        .find((item) => item.question_text.startsWith('Three'))!
        .options.map((option) => option.key)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });

  it('keeps options in order and the answer among them, in the form rules and on edit', async () => {
    const create = (fields: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin-portal/questions/',
        headers: bearer(admin),
        payload: {
          question_text: 'Which one?',
          option_a: 'x',
          option_b: 'y',
          option_c: '',
          option_d: '',
          correct_answer: 'a',
          marks: 1,
          ...fields,
        },
      });
    expect((await create({ option_d: 'z' })).json()).toMatchObject({
      errors: { option_c: ['Fill in option C before option D.'] },
    });
    expect((await create({ correct_answer: 'c' })).json()).toMatchObject({
      errors: { correct_answer: ['The correct answer must be one of the options given.'] },
    });
    const made = await create({ option_c: 'z', correct_answer: 'c' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    const edit = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin-portal/questions/${id}/`,
        headers: bearer(admin),
        payload,
      });
    expect((await edit({ option_c: '' })).json()).toMatchObject({
      errors: { correct_answer: ['The correct answer must be one of the options given.'] },
    });
    expect((await edit({ option_d: 'w' })).statusCode).toBe(200);
    expect((await edit({ option_c: '' })).json()).toMatchObject({
      errors: { option_c: ['Fill in option C before option D.'] },
    });
  });
});
