import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CourseOrdering } from '@vidya/contract';

// Correlated subqueries name their tables in plain SQL: Drizzle writes a column inside a `sql`
// select field without its table, which in a subquery silently binds to the inner table.
import {
  courseReviews,
  courses,
  enrollments,
  lessonCompletions,
  lessonResources,
  lessons,
  lessonWatchProgress,
  students,
  users,
} from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type CourseRow = typeof courses.$inferSelect;
export type CourseListRow = CourseRow & { rating: number | null; isEnrolled: boolean };

export type CourseFilter = {
  search?: string;
  category?: string;
  isActive?: boolean;
  /** Leave out the courses this student is enrolled in (the "available" catalogue). */
  notEnrolledStudentId?: number;
  ids?: number[];
};

function whereOf(filter: CourseFilter): SQL | undefined {
  return and(
    filter.isActive === undefined ? undefined : eq(courses.isActive, filter.isActive),
    filter.category ? eq(courses.category, filter.category) : undefined,
    filter.search
      ? or(
          ilike(courses.title, containsPattern(filter.search)),
          ilike(courses.description, containsPattern(filter.search)),
        )
      : undefined,
    filter.notEnrolledStudentId === undefined
      ? undefined
      : sql`not exists (select 1 from enrollments e where e.course_id = courses.id and e.student_id = ${filter.notEnrolledStudentId})`,
    filter.ids ? inArray(courses.id, filter.ids) : undefined,
  );
}

function selectCourses(db: Executor, studentId: number | null) {
  return db
    .select({
      course: courses,
      isEnrolled:
        studentId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from enrollments e where e.course_id = courses.id and e.student_id = ${studentId})`,
      // The total of the whole filtered list, computed with the page: one round trip, not two.
      total: sql<number>`count(*) over ()`,
    })
    .from(courses);
}

type SelectedCourse = Awaited<ReturnType<ReturnType<typeof selectCourses>['execute']>>[number];
const toListRow = ({ course, isEnrolled }: SelectedCourse): CourseListRow => ({
  ...course,
  rating: course.reviewsCount === 0 ? null : Math.round((course.ratingSum / course.reviewsCount) * 10) / 10,
  isEnrolled: Boolean(isEnrolled),
});

const ORDER_COLUMNS = { title: courses.title, price: courses.pricePaise, created_at: courses.createdAt };

/** Newest first unless asked otherwise; ties in the same order by id, so pages never overlap. */
function orderOf(ordering: CourseOrdering | undefined) {
  if (ordering === undefined) return [desc(courses.createdAt), desc(courses.id)];
  const isDescending = ordering.startsWith('-');
  const direction = isDescending ? desc : asc;
  const field = (isDescending ? ordering.slice(1) : ordering) as keyof typeof ORDER_COLUMNS;
  return [direction(ORDER_COLUMNS[field]), direction(courses.id)];
}

export async function listCourses(
  db: Executor,
  filter: CourseFilter,
  page: { limit: number; offset: number; ordering?: CourseOrdering },
  studentId: number | null,
): Promise<{ rows: CourseListRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await selectCourses(db, studentId)
    .where(where)
    .orderBy(...orderOf(page.ordering))
    .limit(page.limit)
    .offset(page.offset);
  if (rows[0]) return { rows: rows.map(toListRow), total: Number(rows[0].total) };
  // A page past the end has no rows to carry the total, so count separately (rare).
  const [total] =
    page.offset === 0 ? [{ value: 0 }] : await db.select({ value: count() }).from(courses).where(where);
  return { rows: [], total: total?.value ?? 0 };
}

export async function findCourse(db: Executor, courseId: number, studentId: number | null) {
  const [row] = await selectCourses(db, studentId).where(eq(courses.id, courseId)).limit(1);
  return row ? toListRow(row) : undefined;
}

/** Recounts a course's lessons and reviews from their tables, inside the caller's transaction. */
export async function refreshCourseCounters(db: Executor, courseId: number) {
  await db.execute(sql`
    update courses set
      lessons_count = (select count(*) from lessons l where l.course_id = ${courseId}),
      reviews_count = (select count(*) from course_reviews r where r.course_id = ${courseId}),
      rating_sum = (select coalesce(sum(r.rating), 0) from course_reviews r where r.course_id = ${courseId})
    where id = ${courseId}`);
}

export async function listFeaturedCourses(db: Executor, limit: number) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.isFeatured, true), eq(courses.isActive, true)))
    .orderBy(desc(courses.featuredAt), desc(courses.id))
    .limit(limit);
}

export async function listRecommended(db: Executor, studentId: number, limit: number) {
  // Courses in the categories the student already studies come first, then the best rated.
  const rows = await selectCourses(db, studentId)
    .where(
      and(
        eq(courses.isActive, true),
        sql`not exists (select 1 from enrollments e where e.course_id = courses.id and e.student_id = ${studentId})`,
      ),
    )
    .orderBy(
      desc(
        sql`exists (select 1 from enrollments e join courses c2 on c2.id = e.course_id where e.student_id = ${studentId} and c2.category = courses.category)`,
      ),
      sql`case when courses.reviews_count = 0 then null else courses.rating_sum::float / courses.reviews_count end desc nulls last`,
      desc(courses.createdAt),
    )
    .limit(limit);
  return rows.map(toListRow);
}

export async function slugExists(db: Executor, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), exceptId ? sql`${courses.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertCourse(db: Executor, course: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(course).returning({ id: courses.id });
  if (!row) throw new Error('insert into courses returned no row');
  return row.id;
}

export async function updateCourse(
  db: Executor,
  courseId: number,
  fields: Partial<typeof courses.$inferInsert>,
) {
  if (Object.keys(fields).length === 0) return;
  await db.update(courses).set(fields).where(eq(courses.id, courseId));
}

export async function publishCourses(db: Executor, ids: number[]) {
  const rows = await db
    .update(courses)
    .set({ isActive: true })
    .where(inArray(courses.id, ids))
    .returning({ id: courses.id });
  return rows.map((row) => row.id);
}

export async function deleteCourses(db: Executor, ids: number[]) {
  const rows = await db.delete(courses).where(inArray(courses.id, ids)).returning({ id: courses.id });
  return rows.map((row) => row.id);
}

export async function countEnrollmentsOf(db: Executor, ids: number[]) {
  const [row] = await db
    .select({ value: count() })
    .from(enrollments)
    .where(inArray(enrollments.courseId, ids));
  return row?.value ?? 0;
}

export async function existingCourseIds(db: Executor, ids: number[]) {
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return rows.map((row) => row.id);
}

// Lessons

export async function listLessons(db: Executor, courseId: number) {
  return db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.order));
}

export async function findLesson(db: Executor, lessonId: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return row;
}

export async function lessonWithOrderExists(
  db: Executor,
  courseId: number,
  order: number,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(lessons.order, order),
        exceptId ? sql`${lessons.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertLesson(db: Executor, lesson: typeof lessons.$inferInsert) {
  const [row] = await db.insert(lessons).values(lesson).returning();
  if (!row) throw new Error('insert into lessons returned no row');
  return row;
}

export async function updateLesson(
  db: Executor,
  lessonId: number,
  fields: Partial<typeof lessons.$inferInsert>,
) {
  const [row] = await db.update(lessons).set(fields).where(eq(lessons.id, lessonId)).returning();
  return row;
}

/** Rewrites lesson order in two passes so the unique (course, order) index never sees a clash. */
export async function reorderLessons(db: Executor, courseId: number, lessonIds: number[]) {
  await db
    .update(lessons)
    .set({ order: sql`-${lessons.order}` })
    .where(eq(lessons.courseId, courseId));
  for (const [index, lessonId] of lessonIds.entries()) {
    await db
      .update(lessons)
      .set({ order: index + 1 })
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  }
}

/** Deletes a lesson nobody has completed; false when a completion exists (or the lesson is gone). */
export async function deleteUncompletedLesson(db: Executor, lessonId: number) {
  const rows = await db
    .delete(lessons)
    .where(
      and(
        eq(lessons.id, lessonId),
        sql`not exists (select 1 from lesson_completions lc where lc.lesson_id = ${lessonId})`,
      ),
    )
    .returning({ id: lessons.id });
  return rows.length === 1;
}

export async function countCompletionsOfLesson(db: Executor, lessonId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.lessonId, lessonId));
  return row?.value ?? 0;
}

export async function listResources(db: Executor, courseId: number, lessonId?: number) {
  return db
    .select({
      id: lessonResources.id,
      lesson: lessonResources.lessonId,
      title: lessonResources.title,
      url: lessonResources.url,
    })
    .from(lessonResources)
    .innerJoin(lessons, eq(lessons.id, lessonResources.lessonId))
    .where(and(eq(lessons.courseId, courseId), lessonId ? eq(lessonResources.lessonId, lessonId) : undefined))
    .orderBy(asc(lessons.order), asc(lessonResources.id));
}

export async function insertResource(db: Executor, resource: typeof lessonResources.$inferInsert) {
  const [row] = await db.insert(lessonResources).values(resource).returning();
  return row;
}

// Enrollments and progress

export type EnrollmentRow = typeof enrollments.$inferSelect;

export async function findEnrollment(db: Executor, studentId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row;
}

/** Enrolls once; a repeat (a retried payment, a double click) returns the existing row. */
export async function ensureEnrollment(db: Executor, studentId: number, courseId: number) {
  const [inserted] = await db
    .insert(enrollments)
    .values({ studentId, courseId })
    .onConflictDoNothing({ target: [enrollments.studentId, enrollments.courseId] })
    .returning();
  if (inserted) return { enrollment: inserted, isNew: true };
  const existing = await findEnrollment(db, studentId, courseId);
  if (!existing) throw new Error('enrollment vanished during enroll');
  return { enrollment: existing, isNew: false };
}

export async function countProgress(db: Executor, enrollmentId: number, courseId: number) {
  const [row] = await db
    .select({
      completed: sql<number>`(select count(*)::int from lesson_completions lc join lessons l on l.id = lc.lesson_id where lc.enrollment_id = ${enrollmentId} and l.course_id = ${courseId})`,
      total: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courseId})`,
    })
    .from(sql`(select 1) as one`);
  return { completed: Number(row?.completed ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * One enrollment's progress through its course, in one statement (issue #18, decision 035): the
 * course, the enrollment (null when the student is not enrolled), and the course's lessons in
 * order, each with when it was completed and how much of its video was watched. Found by the
 * student and course, or by the enrollment's id; undefined when there is no such course or
 * enrollment.
 */
export async function findEnrollmentProgress(
  db: Executor,
  match: { studentId: number; courseId: number } | { enrollmentId: number },
) {
  // By enrollment: that one and its course. By student and course: the course, with the student's
  // enrollment in it when there is one.
  const [whichEnrollment, whichRows] =
    'enrollmentId' in match
      ? [eq(enrollments.id, match.enrollmentId), eq(enrollments.id, match.enrollmentId)]
      : [eq(enrollments.studentId, match.studentId), eq(courses.id, match.courseId)];
  const rows = await db
    .select({
      course: { id: courses.id, isActive: courses.isActive },
      enrollment: {
        id: enrollments.id,
        studentId: enrollments.studentId,
        courseId: enrollments.courseId,
        lastLessonId: enrollments.lastLessonId,
        completedAt: enrollments.completedAt,
      },
      lessonId: lessons.id,
      completedAt: lessonCompletions.completedAt,
      watch: {
        watchedSeconds: lessonWatchProgress.watchedSeconds,
        durationSeconds: lessonWatchProgress.durationSeconds,
      },
    })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), whichEnrollment))
    .leftJoin(lessons, eq(lessons.courseId, courses.id))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.enrollmentId, enrollments.id), eq(lessonCompletions.lessonId, lessons.id)),
    )
    .leftJoin(
      lessonWatchProgress,
      and(eq(lessonWatchProgress.enrollmentId, enrollments.id), eq(lessonWatchProgress.lessonId, lessons.id)),
    )
    .where(whichRows)
    .orderBy(asc(lessons.order), asc(lessons.id));
  const [first] = rows;
  if (!first) return undefined;
  return {
    course: first.course,
    enrollment: first.enrollment,
    lessons: rows.flatMap(({ lessonId, completedAt, watch }) =>
      lessonId === null ? [] : [{ id: lessonId, completedAt, watch: watch ?? undefined }],
    ),
  };
}

/**
 * Everything a lesson completion decides on, in one statement (issue #18, decision 035): the
 * lesson, its course, the student's enrollment in it (null when not enrolled), the video watched
 * so far, whether the lesson is already completed, and the course's completed and total counts.
 * Undefined when the lesson does not exist.
 */
export async function findLessonCompletionContext(db: Executor, studentId: number, lessonId: number) {
  const [row] = await db
    .select({
      lesson: { id: lessons.id, courseId: lessons.courseId, videoUrl: lessons.videoUrl },
      course: {
        id: courses.id,
        title: courses.title,
        isActive: courses.isActive,
        watchThresholdPercent: courses.watchThresholdPercent,
      },
      enrollment: {
        id: enrollments.id,
        lastLessonId: enrollments.lastLessonId,
        completedAt: enrollments.completedAt,
      },
      watch: {
        watchedSeconds: lessonWatchProgress.watchedSeconds,
        durationSeconds: lessonWatchProgress.durationSeconds,
      },
      done: sql<boolean>`exists (select 1 from lesson_completions lc where lc.enrollment_id = enrollments.id and lc.lesson_id = lessons.id)`,
      completed: sql<number>`(select count(*)::int from lesson_completions lc join lessons l on l.id = lc.lesson_id where lc.enrollment_id = enrollments.id and l.course_id = lessons.course_id)`,
      total: sql<number>`(select count(*)::int from lessons l where l.course_id = lessons.course_id)`,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(
      enrollments,
      and(eq(enrollments.courseId, lessons.courseId), eq(enrollments.studentId, studentId)),
    )
    .leftJoin(
      lessonWatchProgress,
      and(eq(lessonWatchProgress.enrollmentId, enrollments.id), eq(lessonWatchProgress.lessonId, lessons.id)),
    )
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    watch: row.watch ?? undefined,
    done: row.done === true,
    completed: Number(row.completed ?? 0),
    total: Number(row.total ?? 0),
  };
}

export type WatchProgressRow = typeof lessonWatchProgress.$inferSelect;

/** The stored watch progress of one lesson, locked for the report that will replace it. */
export async function findWatchProgress(
  db: Executor,
  enrollmentId: number,
  lessonId: number,
  options: { forUpdate?: boolean } = {},
): Promise<WatchProgressRow | undefined> {
  const query = db
    .select()
    .from(lessonWatchProgress)
    .where(
      and(eq(lessonWatchProgress.enrollmentId, enrollmentId), eq(lessonWatchProgress.lessonId, lessonId)),
    )
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function saveWatchProgress(
  db: Executor,
  row: { enrollmentId: number; lessonId: number; watchedSeconds: number; durationSeconds: number; at: Date },
) {
  const values = {
    watchedSeconds: row.watchedSeconds,
    durationSeconds: row.durationSeconds,
    updatedAt: row.at,
  };
  await db
    .insert(lessonWatchProgress)
    .values({ enrollmentId: row.enrollmentId, lessonId: row.lessonId, ...values })
    .onConflictDoUpdate({
      target: [lessonWatchProgress.enrollmentId, lessonWatchProgress.lessonId],
      set: values,
    });
}

export async function recordCompletion(db: Executor, enrollmentId: number, lessonId: number, at: Date) {
  const inserted = await db
    .insert(lessonCompletions)
    .values({ enrollmentId, lessonId, completedAt: at })
    .onConflictDoNothing()
    .returning({ lessonId: lessonCompletions.lessonId });
  // Only when it changes: marking the same lesson again then takes no row lock on the enrollment,
  // so a student's repeated or concurrent calls do not queue behind each other.
  await db
    .update(enrollments)
    .set({ lastLessonId: lessonId })
    .where(
      and(eq(enrollments.id, enrollmentId), sql`${enrollments.lastLessonId} is distinct from ${lessonId}`),
    );
  return inserted.length === 1;
}

/** Sets completed_at the first time only; true for the call that did it. */
export async function markEnrollmentCompleted(db: Executor, enrollmentId: number, at: Date) {
  const rows = await db
    .update(enrollments)
    .set({ completedAt: at })
    .where(and(eq(enrollments.id, enrollmentId), isNull(enrollments.completedAt)))
    .returning({ id: enrollments.id });
  return rows.length === 1;
}

export type EnrollmentStatusFilter = 'all' | 'in_progress' | 'completed';

/**
 * An enrollment in progress: started (a lesson completed, or some of a lesson's video watched)
 * and not completed. One definition for the courses page's tab and counts and the student
 * dashboard's counter (issue #17): a course enrolled in and never opened is not in progress.
 */
export const enrollmentInProgress = sql`(${enrollments.completedAt} is null and (
  ${enrollments.lastLessonId} is not null
  or exists (select 1 from ${lessonCompletions} where ${lessonCompletions.enrollmentId} = ${enrollments.id})
  or exists (select 1 from ${lessonWatchProgress}
    where ${lessonWatchProgress.enrollmentId} = ${enrollments.id} and ${lessonWatchProgress.watchedSeconds} > 0)
))`;

export async function listEnrollmentsOfStudent(
  db: Executor,
  studentId: number,
  status: EnrollmentStatusFilter,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(enrollments.studentId, studentId),
    status === 'completed' ? sql`${enrollments.completedAt} is not null` : undefined,
    status === 'in_progress' ? enrollmentInProgress : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enrollments)
      .where(where)
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(enrollments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function enrollmentCounts(db: Executor, studentId: number) {
  const [row] = await db
    .select({
      total: count(),
      completed: sql<number>`count(${enrollments.completedAt})::int`,
      inProgress: sql<number>`(count(*) filter (where ${enrollmentInProgress}))::int`,
    })
    .from(enrollments)
    .where(eq(enrollments.studentId, studentId));
  return {
    total: row?.total ?? 0,
    completed: Number(row?.completed ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
  };
}

// Reviews

export async function listReviews(db: Executor, courseId: number, limit: number) {
  return db
    .select({
      id: courseReviews.id,
      studentId: courseReviews.studentId,
      studentName: users.fullName,
      rating: courseReviews.rating,
      comment: courseReviews.comment,
      createdAt: courseReviews.createdAt,
    })
    .from(courseReviews)
    .innerJoin(students, eq(students.id, courseReviews.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt))
    .limit(limit);
}

export async function upsertReview(
  db: Executor,
  review: { courseId: number; studentId: number; rating: number; comment: string },
) {
  const [row] = await db
    .insert(courseReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [courseReviews.courseId, courseReviews.studentId],
      set: { rating: review.rating, comment: review.comment, updatedAt: sql`now()` },
    })
    // xmax is 0 only for a freshly inserted row: tells a new review from an edit in one statement.
    .returning({ id: courseReviews.id, createdAt: courseReviews.createdAt, isNew: sql<boolean>`(xmax = 0)` });
  return row;
}

/** Every active course, newest first (the catalogue's base list, cached in catalogue-cache.ts). */
export async function listActiveCourses(db: Executor): Promise<CourseListRow[]> {
  const rows = await selectCourses(db, null)
    .where(eq(courses.isActive, true))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(toListRow);
}

export async function enrolledCourseIds(db: Executor, studentId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.studentId, studentId));
  return rows.map((row) => row.courseId);
}
