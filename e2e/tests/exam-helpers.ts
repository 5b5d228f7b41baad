import type { APIRequestContext } from '@playwright/test';
import type {
  AttemptView,
  CollegeExamCreateBody,
  ExamSummary,
  OptionKey,
  PlatformExamCreateBody,
  QuestionInput,
} from '@vidya/contract';
import {
  DEMO,
  DEMO_PASSWORD,
  createApprovedCollege,
  createVerifiedStudent,
  demoAdminHeaders,
  expect,
  uniqueEmail,
} from './fixtures';

/** A question whose right answer is `correct`; the options are the numbers 1–4 as words. */
export function makeQuestion(text: string, correct: QuestionInput['correct_answer']): QuestionInput {
  return {
    question_text: text,
    option_a: 'One',
    option_b: 'Two',
    option_c: 'Three',
    option_d: 'Four',
    correct_answer: correct,
    marks: 1,
    explanation: `The answer is ${String(correct).toUpperCase()}.`,
  };
}

/**
 * A live platform exam made through the API as the demo admin, so a journey depends on no seeded
 * exam. Titles are made unique per call so parallel runs never meet.
 */
export async function createPlatformExam(
  request: APIRequestContext,
  exam: Omit<PlatformExamCreateBody, 'is_active'>,
): Promise<ExamSummary> {
  const login = await request.post('/api/auth/admin/login/', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const created = await request.post('/api/exams/platform/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { ...exam, is_active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ExamSummary;
}

export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`;

/** HH:MM and YYYY-MM-DD in India Standard Time, the college schedule's zone. */
export function indianClock(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

/** How long a journey's college exam stays open after it opens, when the day in India allows. */
const WINDOW_MS = 3 * 60 * 60_000;

/**
 * The schedule fields of a college exam opening at `opensAt` (a college window is one day in
 * India): until three hours later when that is still the same day there. Later in the Indian
 * evening it has no end time instead, so its window closes once the exam's duration has run from
 * its start, past midnight. Either way an exam opened a few minutes ago stays open for the whole
 * journey at any hour (an end at 23:59 left a run just before 18:30 UTC a minute or less).
 */
export function collegeSchedule(
  opensAt: Date,
): Pick<CollegeExamCreateBody, 'exam_date' | 'start_time' | 'end_time'> {
  const start = indianClock(opensAt);
  const end = indianClock(new Date(opensAt.getTime() + WINDOW_MS));
  return {
    exam_date: start.date,
    start_time: start.time,
    ...(end.date === start.date ? { end_time: end.time } : {}),
  };
}

/** The bearer header of a user signed in through the API at `loginPath` (each portal has its own). */
export async function bearerFor(
  request: APIRequestContext,
  loginPath: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ Authorization: string }> {
  const login = await request.post(loginPath, { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

/**
 * A student (signed in with the demo password) takes an exam through the API and submits it:
 * each question gets the option `answerFor` picks from its text. For journeys that need finished
 * attempts around the one a browser takes.
 */
export async function takeExamThroughApi(
  request: APIRequestContext,
  {
    email,
    examId,
    answerFor,
  }: { email: string; examId: number; answerFor: (questionText: string) => OptionKey },
) {
  const headers = await bearerFor(request, '/api/auth/login/', email);
  const started = await request.post(`/api/exams/${examId}/attempts/`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as AttemptView;
  for (const [index, question] of attempt.questions.entries()) {
    const saved = await request.put(`/api/exams/attempts/${attempt.id}/answers/`, {
      headers,
      data: { question: question.id, answer: answerFor(question.question_text), seq: index + 1 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const submitted = await request.post(`/api/exams/attempts/${attempt.id}/submit/`, { headers });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

/** The college (by its bearer header) approves every student waiting for it, up to 50, through the API. */
export async function approveWaitingStudents(
  request: APIRequestContext,
  collegeHeaders: { Authorization: string },
) {
  const waiting = await request.get('/api/colleges/admin/pending-requests/?page_size=50', {
    headers: collegeHeaders,
  });
  expect(waiting.ok(), await waiting.text()).toBe(true);
  const ids = ((await waiting.json()) as { results: { id: number }[] }).results.map((row) => row.id);
  const approved = await request.post('/api/colleges/admin/bulk-approve-students/', {
    headers: collegeHeaders,
    data: { student_ids: ids },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/**
 * An active exam of the college `collegeId`, made through the API by the demo admin and open now:
 * from five minutes ago, for hours or (late in the Indian evening) the exam's duration
 * (`collegeSchedule`).
 */
export async function createOpenCollegeExam(
  request: APIRequestContext,
  {
    collegeId,
    ...exam
  }: { collegeId: number } & Omit<
    CollegeExamCreateBody,
    'college' | 'exam_date' | 'start_time' | 'end_time' | 'is_active'
  >,
): Promise<ExamSummary> {
  const created = await request.post('/api/exams/create/', {
    headers: await demoAdminHeaders(request),
    data: {
      ...exam,
      college: collegeId,
      is_active: true,
      ...collegeSchedule(new Date(Date.now() - 5 * 60_000)),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ExamSummary;
}

/**
 * Students of the college (by its id and its sign-in email) made through the API, each signed up
 * with the demo password, verified, and approved by the college.
 */
export async function createCollegeStudents(
  request: APIRequestContext,
  college: { id: number; email: string },
  students: readonly { email: string; fullName: string }[],
) {
  for (const student of students)
    await createVerifiedStudent(request, { ...student, password: DEMO_PASSWORD, collegeId: college.id });
  await approveWaitingStudents(request, await bearerFor(request, '/api/auth/college/login/', college.email));
}

/**
 * A college of its own (approved by the demo admin) with an exam open now of three questions
 * (the right answers a, b, c) and one student it approved, named `studentName` plus a stamp.
 * `label` names the college, the exam and the emails after the journey ("Integrity").
 */
export async function createCollegeExamWithStudent(
  request: APIRequestContext,
  {
    label,
    studentName,
    oneDevicePerAttempt = false,
  }: { label: string; studentName: string; oneDevicePerAttempt?: boolean },
) {
  const stamp = Date.now().toString(36);
  const slug = label.toLowerCase().replace(/\W+/g, '');
  const college = { email: uniqueEmail(`${slug}.college`), collegeName: `${label} College ${stamp}` };
  const collegeId = await createApprovedCollege(request, college);
  const exam = await createOpenCollegeExam(request, {
    collegeId,
    title: uniqueTitle(`${label} Quiz`),
    duration_minutes: 30,
    one_device_per_attempt: oneDevicePerAttempt,
    questions: (['a', 'b', 'c'] as const).map((correct, index) =>
      makeQuestion(`Q${index + 1}: pick ${correct}`, correct),
    ),
  });
  const student = { email: uniqueEmail(`${slug}.student`), fullName: `${studentName} ${stamp}` };
  await createCollegeStudents(request, { id: collegeId, email: college.email }, [student]);
  return { college, exam, student };
}
