import type { StudentDashboardStats, StudentStreak } from '@vidya/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attemptAnswers,
  certificates,
  colleges,
  courses,
  enrollments,
  examAttempts,
  examParticipants,
  exams,
  lessonCompletions,
  lessons,
  questions,
} from '../src/db/schema.ts';
import { indianDateOf } from '../src/modules/exams/authoring/schedule.ts';
import { shiftDate } from '../src/modules/students/dashboard-service.ts';
import { addStudent, bearer, collegeIdOf, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #15: the student dashboard's figures on a hand-built data set, and the streak in IST.
const { app, database } = await createTestApp();
const { db } = database;
const get = (url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function newStudent(name: string) {
  const { id, email } = await addStudent(db, { name });
  return { id, token: (await login(app, 'student', email)).access };
}

async function newCourse(title: string) {
  const [course] = await db
    .insert(courses)
    .values({
      slug: `dashboard-${title.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`,
      title,
      description: 'A course of the dashboard tests.',
      category: 'Programming',
      isActive: true,
    })
    .returning({ id: courses.id });
  const [lesson] = await db
    .insert(lessons)
    .values({ courseId: course!.id, title: `${title} lesson`, order: 1 })
    .returning({ id: lessons.id });
  return { id: course!.id, lessonId: lesson!.id };
}

async function enroll(
  studentId: number,
  course: { id: number; lessonId: number },
  state: { completedAt?: Date; lastLesson?: boolean; lessonDoneAt?: Date } = {},
) {
  const [row] = await db
    .insert(enrollments)
    .values({
      studentId,
      courseId: course.id,
      completedAt: state.completedAt ?? null,
      lastLessonId: state.lastLesson ? course.lessonId : null,
    })
    .returning({ id: enrollments.id });
  if (state.lessonDoneAt) {
    await db
      .insert(lessonCompletions)
      .values({ enrollmentId: row!.id, lessonId: course.lessonId, completedAt: state.lessonDoneAt });
  }
  return row!.id;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const now = Date.now();

async function newExam(title: string, window: { start?: number; end?: number } = {}, attemptsAllowed = 2) {
  const [row] = await db
    .insert(exams)
    .values({
      kind: 'platform',
      title,
      durationMinutes: 30,
      passPercentage: 50,
      attemptsAllowed,
      isActive: true,
      windowStart: window.start === undefined ? null : new Date(window.start),
      windowEnd: window.end === undefined ? null : new Date(window.end),
    })
    .returning({ id: exams.id });
  return row!.id;
}

const [question] = await db
  .insert(questions)
  .values({
    questionText: 'Two plus two?',
    optionA: '3',
    optionB: '4',
    optionC: '5',
    optionD: '6',
    correctAnswer: 'b',
  })
  .returning({ id: questions.id });

let attemptNumber = 0;
/** A submitted attempt (score of 10) whose one answer was saved at `answeredAt`. */
async function attempt(examId: number, studentId: number, score: number | null, answeredAt: Date) {
  attemptNumber += 1;
  const [row] = await db
    .insert(examAttempts)
    .values({
      examId,
      studentId,
      attemptNumber,
      status: score === null ? 'in_progress' : 'submitted',
      seed: 1,
      startedAt: new Date(answeredAt.getTime() - 60_000),
      deadline: new Date(answeredAt.getTime() + 60_000),
      submittedAt: score === null ? null : answeredAt,
      score,
      maxScore: score === null ? null : 10,
    })
    .returning({ id: examAttempts.id });
  await db
    .insert(attemptAnswers)
    .values({ attemptId: row!.id, questionId: question!.id, answer: 'b', seq: 1, savedAt: answeredAt });
}

// The hand-built set: four enrollments (one completed, two started, one untouched), a certificate,
// three submitted attempts of two exams (80 %, 50 %, 60 %) and exams with and without a schedule.
const learner = await newStudent('Dashboard Learner');
const [courseA, courseB, courseC, courseD] = await Promise.all(
  ['Dash Alpha', 'Dash Beta', 'Dash Gamma', 'Dash Delta'].map((title) => newCourse(title)),
);
await enroll(learner.id, courseA!, {
  completedAt: new Date(now - DAY),
  lessonDoneAt: new Date(now - 2 * DAY),
});
await enroll(learner.id, courseB!, { lessonDoneAt: new Date(now - 3 * DAY) });
await enroll(learner.id, courseC!);
await enroll(learner.id, courseD!, { lastLesson: true });
await db.insert(certificates).values({
  code: `DASH${Date.now()}`,
  kind: 'course',
  studentId: learner.id,
  courseId: courseA!.id,
  studentName: 'Dashboard Learner',
  title: 'Dash Alpha',
});
const taken1 = await newExam('Dash Taken One');
const taken2 = await newExam('Dash Taken Two');
await attempt(taken1, learner.id, 8, new Date(now - 5 * DAY));
await attempt(taken2, learner.id, 5, new Date(now - 4 * DAY));
await attempt(taken2, learner.id, 6, new Date(now - 4 * DAY + HOUR));
// Open now but its one attempt is used: not "next". Open now with attempts left: next.
const usedUp = await newExam('Dash Used Up', { start: now - 400 * DAY, end: now + DAY }, 1);
await attempt(usedUp, learner.id, 7, new Date(now - 6 * DAY));
const openNow = await newExam('Dash Open Now', { start: now - 399 * DAY, end: now + DAY });
await newExam('Dash Upcoming', { start: now + 2 * DAY, end: now + 3 * DAY });
await newExam('Dash Closed', { start: now - 401 * DAY, end: now - DAY });

describe('GET /api/students/dashboard-stats/', () => {
  it('answers exactly the documented fields with the hand-built figures', async () => {
    const response = await get('/api/students/dashboard-stats/', learner.token);
    expect(response.statusCode).toBe(200);
    const stats = response.json<StudentDashboardStats>();
    expect(Object.keys(stats).sort()).toEqual(
      [
        'average_score',
        'certificates',
        'completed_courses',
        'enrolled_courses',
        'exams_taken',
        'in_progress_courses',
        'is_new_student',
        'next_exam',
      ].sort(),
    );
    expect(stats).toMatchObject({
      enrolled_courses: 4,
      in_progress_courses: 2,
      completed_courses: 1,
      certificates: 1,
      // Dash Taken One, Dash Taken Two and Dash Used Up: 80, 50, 60 and 70 % → 65 %.
      exams_taken: 3,
      average_score: 65,
      is_new_student: false,
    });
    expect(stats.next_exam).toMatchObject({
      id: openNow,
      title: 'Dash Open Now',
      status: 'open',
      kind: 'platform',
    });
    expect(Object.keys(stats.next_exam!).sort()).toEqual(
      ['college_name', 'end_time', 'id', 'kind', 'slug', 'start_time', 'status', 'title'].sort(),
    );
  });

  it('welcomes a new student: nothing counted, no activity', async () => {
    const newcomer = await newStudent('Dashboard Newcomer');
    const stats = (await get('/api/students/dashboard-stats/', newcomer.token)).json<StudentDashboardStats>();
    expect(stats).toMatchObject({
      enrolled_courses: 0,
      in_progress_courses: 0,
      completed_courses: 0,
      certificates: 0,
      exams_taken: 0,
      average_score: 0,
      is_new_student: true,
    });
    // Their attempt of Dash Used Up is still to take, and it opened first.
    expect(stats.next_exam?.id).toBe(usedUp);
  });

  it('refuses everyone but a student', async () => {
    expect((await get('/api/students/dashboard-stats/', null)).statusCode).toBe(401);
    const admin = (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access;
    const college = (await login(app, 'college', DEMO_ACCOUNTS.college)).access;
    for (const url of [
      '/api/students/dashboard-stats/',
      '/api/students/performance-stats/',
      '/api/students/profile/streak/',
    ]) {
      expect((await get(url, admin)).statusCode).toBe(403);
      expect((await get(url, college)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/students/dashboard-stats/ beside GET /api/exams/performance/', () => {
  it('agrees on exams taken and the average, finishing an attempt past its deadline first', async () => {
    const taker = await newStudent('Dashboard Agreement');
    const first = await newExam('Dash Agree One', {}, 5);
    const second = await newExam('Dash Agree Two', {}, 5);
    // Percentages with repeating decimals (1/7, 5/7, 2/3), and an attempt still open an hour
    // after its deadline: both routes must finish it before counting.
    const rows: [number, number | null, number | null, number][] = [
      [first, 1, 7, 5],
      [first, 5, 7, 4],
      [second, 2, 3, 3],
      [second, null, null, 2],
    ];
    let number = 0;
    for (const [examId, score, maxScore, daysAgo] of rows) {
      number += 1;
      const startedAt = new Date(now - daysAgo * DAY);
      await db.insert(examAttempts).values({
        examId,
        studentId: taker.id,
        attemptNumber: number,
        status: score === null ? 'in_progress' : 'submitted',
        seed: 1,
        startedAt,
        deadline: score === null ? new Date(now - HOUR) : new Date(startedAt.getTime() + HOUR),
        submittedAt: score === null ? null : new Date(startedAt.getTime() + 60_000),
        score,
        maxScore,
      });
    }
    const stats = (await get('/api/students/dashboard-stats/', taker.token)).json<StudentDashboardStats>();
    const performance = (await get('/api/exams/performance/', taker.token)).json<{
      total_attempts: number;
      exams_taken: number;
      average_percentage: number;
    }>();
    // 14.29, 71.43, 66.67 and the expired attempt's 0 %: 38.1 %.
    expect(performance).toMatchObject({ total_attempts: 4, exams_taken: 2, average_percentage: 38.1 });
    expect(stats).toMatchObject({ exams_taken: 2, average_score: 38.1 });
  });

  it('names the college of a college exam that is next', async () => {
    const collegeId = await collegeIdOf(db, DEMO_ACCOUNTS.college);
    const [college] = await db
      .select({ name: colleges.collegeName })
      .from(colleges)
      .where(eq(colleges.id, collegeId));
    const { email } = await addStudent(db, { name: 'Dashboard College Member', collegeId, approved: true });
    const member = { token: (await login(app, 'student', email)).access };
    const [exam] = await db
      .insert(exams)
      .values({
        kind: 'college',
        collegeId,
        title: 'Dash College First',
        durationMinutes: 30,
        isActive: true,
        windowStart: new Date(now - 402 * DAY),
        windowEnd: new Date(now + DAY),
      })
      .returning({ id: exams.id });
    const stats = (await get('/api/students/dashboard-stats/', member.token)).json<StudentDashboardStats>();
    expect(stats.next_exam).toMatchObject({
      id: exam!.id,
      kind: 'college',
      college_name: college!.name,
      status: 'open',
    });
    // Another student (not of that college) is not offered it.
    const outsider = await newStudent('Dashboard Outsider');
    const theirs = (
      await get('/api/students/dashboard-stats/', outsider.token)
    ).json<StudentDashboardStats>();
    expect(theirs.next_exam?.id).not.toBe(exam!.id);
    // Once they join it with its code, it is theirs to take too.
    await db.insert(examParticipants).values({ examId: exam!.id, studentId: outsider.id });
    const joined = (
      await get('/api/students/dashboard-stats/', outsider.token)
    ).json<StudentDashboardStats>();
    expect(joined.next_exam).toMatchObject({ id: exam!.id, college_name: college!.name });
  });
});

describe('GET /api/students/performance-stats/', () => {
  it('is the same body as GET /api/exams/performance/', async () => {
    const demo = (await login(app, 'student', DEMO_ACCOUNTS.student)).access;
    for (const token of [learner.token, demo]) {
      const alias = await get('/api/students/performance-stats/', token);
      const original = await get('/api/exams/performance/', token);
      expect(alias.statusCode).toBe(200);
      expect(alias.json()).toEqual(original.json());
    }
    const figures = (await get('/api/students/performance-stats/', learner.token)).json();
    expect(figures).toMatchObject({ total_attempts: 4, exams_taken: 3, average_percentage: 65 });
  });
});

describe('GET /api/students/profile/streak/', () => {
  const today = indianDateOf(new Date());
  const utc = (istDate: string, clock: string) => new Date(`${istDate}T${clock}:00Z`);

  it('counts IST days: 18:20 and 18:40 UTC of one day are two IST days', async () => {
    const walker = await newStudent('Streak Walker');
    const course = await newCourse('Streak Course');
    const enrollmentId = await enroll(walker.id, course);
    const exam = await newExam('Streak Exam');
    // 18:20 UTC two days ago is 23:50 IST that day; 18:40 UTC is 00:10 IST the day after (yesterday).
    const twoDaysAgo = shiftDate(today, -2);
    await db.insert(lessonCompletions).values({
      enrollmentId,
      lessonId: course.lessonId,
      completedAt: utc(twoDaysAgo, '18:20'),
    });
    await attempt(exam, walker.id, 9, utc(twoDaysAgo, '18:40'));
    // Three days in a row earlier on (IST 10, 9 and 8 days ago), with a gap before yesterday's run.
    for (const back of [10, 9, 8]) await attempt(exam, walker.id, 5, utc(shiftDate(today, -back), '06:00'));

    const response = await get('/api/students/profile/streak/', walker.token);
    expect(response.statusCode).toBe(200);
    const streak = response.json<StudentStreak>();
    expect(Object.keys(streak).sort()).toEqual(
      ['calendar', 'current_streak', 'last_active_date', 'longest_streak', 'today'].sort(),
    );
    expect(streak.today).toBe(today);
    // Today has nothing yet, so the run ending yesterday (2 days) is still current.
    expect(streak.current_streak).toBe(2);
    expect(streak.longest_streak).toBe(3);
    expect(streak.last_active_date).toBe(shiftDate(today, -1));
    expect(streak.calendar).toHaveLength(30);
    expect(streak.calendar[0]!.date).toBe(shiftDate(today, -29));
    expect(streak.calendar.at(-1)).toEqual({ date: today, activities: 0, active: false });
    const byDate = new Map(streak.calendar.map((day) => [day.date, day]));
    expect(byDate.get(shiftDate(today, -2))).toEqual({
      date: shiftDate(today, -2),
      activities: 1,
      active: true,
    });
    expect(byDate.get(shiftDate(today, -1))).toEqual({
      date: shiftDate(today, -1),
      activities: 1,
      active: true,
    });
    expect(byDate.get(shiftDate(today, -3))?.active).toBe(false);
    expect(streak.calendar.filter((day) => day.active)).toHaveLength(5);
  });

  it('a lesson completed now makes a streak of 1 today; nothing at all is 0', async () => {
    const fresh = await newStudent('Streak Fresh');
    const empty = (await get('/api/students/profile/streak/', fresh.token)).json<StudentStreak>();
    expect(empty).toMatchObject({ current_streak: 0, longest_streak: 0, last_active_date: null });
    expect(empty.calendar.every((day) => !day.active)).toBe(true);

    const course = await newCourse('Streak Today');
    await enroll(fresh.id, course, { lessonDoneAt: new Date() });
    const streak = (await get('/api/students/profile/streak/', fresh.token)).json<StudentStreak>();
    expect(streak).toMatchObject({ current_streak: 1, longest_streak: 1, last_active_date: today });
    expect(streak.calendar.at(-1)).toEqual({ date: today, activities: 1, active: true });
  });
});
