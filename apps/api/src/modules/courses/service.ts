import {
  PAGE_SIZES,
  percentOff,
  type CourseDetail,
  type CourseProgress,
  type CourseSummary,
  type EnrollmentStats,
  type EnrollmentView,
  type LandingCourseCard,
  type LessonCompletionResponse,
  type LessonView,
  type Paginated,
  type ProgressResponse,
  type WatchProgressBody,
  type WatchProgressView,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { lessons } from '../../db/schema.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { formatRupees, toRupees } from '../../lib/money.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { createCertificatesService } from '../certificates/index.ts';
import { priceNow, promotionState } from '../promotion/index.ts';
import { requireStudentId, findStudentOfUser } from '../identity/index.ts';
import { catalogueCache } from './catalogue-cache.ts';
import * as repository from './repository.ts';
import { boundWatch, hasWatchedEnough, watchedPercent } from './watch-progress.ts';

const REVIEWS_SHOWN = 20;
const RECOMMENDED_COUNT = 6;
const NOT_ENROLLED = 'Enroll in this course to open its lessons.';
const ONLY_STUDENTS = 'Only students can do this.';

export const percentOf = (done: number, total: number) =>
  total === 0 ? 0 : Math.floor((done / total) * 100);

/** A course with its stored prices (the admins' views). */
export const toCourseSummary = (row: repository.CourseListRow): CourseSummary => summarize(row, true);

/**
 * A course as students and visitors see it: `promotionHolds` is false once the promotion has
 * ended, and the course then shows its list price only (decision 027).
 */
export const courseSummaryAt =
  (promotionHolds: boolean) =>
  (row: repository.CourseListRow): CourseSummary =>
    summarize(row, promotionHolds);

function summarize(row: repository.CourseListRow, promotionHolds: boolean): CourseSummary {
  const { pricePaise: price, listPricePaise: original } = priceNow(row, promotionHolds);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.image,
    price: toRupees(price),
    original_price: toRupees(original),
    discount_percent: percentOff(price, original),
    is_free: price === 0,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    instructor: row.instructor,
    lessons: row.lessonsCount,
    rating: row.rating,
    reviews_count: row.reviewsCount,
    is_enrolled: row.isEnrolled,
    created_at: row.createdAt.toISOString(),
  };
}

export function toLessonView(row: typeof lessons.$inferSelect, canWatch: boolean): LessonView {
  return {
    id: row.id,
    course: row.courseId,
    title: row.title,
    description: row.description,
    order: row.order,
    video_url: canWatch ? row.videoUrl : null,
    duration_seconds: row.durationSeconds,
  };
}

/** The lengths the admin gave the lessons, added up; null when none has one (issue #17). */
export function totalDurationOf(rows: ReadonlyArray<{ durationSeconds: number | null }>): number | null {
  const known = rows.flatMap((row) => (row.durationSeconds === null ? [] : [row.durationSeconds]));
  return known.length === 0 ? null : known.reduce((sum, seconds) => sum + seconds, 0);
}

/** A course's progress as the student's progress pages show it, from findEnrollmentProgress. */
function toProgressResponse(
  enrollment: { id: number; courseId: number; lastLessonId: number | null; completedAt: Date | null },
  lessonRows: ReadonlyArray<{
    id: number;
    completedAt: Date | null;
    watch: { watchedSeconds: number; durationSeconds: number } | undefined;
  }>,
): ProgressResponse {
  const completed = lessonRows.filter((lesson) => lesson.completedAt !== null).length;
  const percentage = percentOf(completed, lessonRows.length);
  return {
    enrollment: {
      id: enrollment.id,
      course: enrollment.courseId,
      progress_percentage: percentage,
      is_completed: enrollment.completedAt !== null,
      completed_lessons_count: completed,
      total_lessons_count: lessonRows.length,
      last_lesson: enrollment.lastLessonId,
    },
    lessons_progress: lessonRows.map((lesson) => ({
      lesson: lesson.id,
      is_completed: lesson.completedAt !== null,
      completed_on: lesson.completedAt?.toISOString() ?? null,
      watched_percent: watchedPercent(lesson.watch),
    })),
  };
}

/** The student side of courses: catalogue, enrollment, lessons, progress, reviews, certificates. */
export function createCoursesService(ctx: AppContext) {
  const { db } = ctx.database;
  const catalogue = catalogueCache(ctx);
  // The price rule is applied as courses are shown, never to what the catalogue cache keeps, so
  // no cached row can show a promotional price after the promotion's end (decision 027).
  const promotion = promotionState(ctx);
  const summaryNow = async () => courseSummaryAt(await promotion.pricesHold());
  const certificates = createCertificatesService(ctx);

  /** The caller's student id, straight from the access token when it carries it. */
  async function requireStudent(caller: AccessIdentity): Promise<{ id: number }> {
    return { id: await requireStudentId(db, caller, ONLY_STUDENTS) };
  }

  /** The student with their name, for what records it (certificates, reviews). */
  async function loadStudent(caller: AccessIdentity, executor: Executor = db) {
    const student = caller.role === 'student' ? await findStudentOfUser(executor, caller.userId) : undefined;
    if (!student) throw new AppError('students_only', ONLY_STUDENTS);
    return student;
  }

  /** Visible: any course to an admin; to others an active one, or one they are enrolled in. */
  async function requireVisibleCourse(
    caller: AccessIdentity | null,
    courseId: number,
    studentId: number | null,
  ) {
    const course = await repository.findCourse(db, courseId, studentId);
    if (!course) throw notFound('course_not_found', 'Course not found.');
    if (caller?.role !== 'admin' && !course.isActive && !course.isEnrolled)
      throw notFound('course_not_found', 'Course not found.');
    return course;
  }

  /** A student not enrolled in a course: an unpublished one does not exist for them. */
  function refuseUnenrolled(course: { isActive: boolean }): never {
    if (!course.isActive) throw notFound('course_not_found', 'Course not found.');
    throw new AppError('not_enrolled', NOT_ENROLLED);
  }

  async function requireEnrollment(caller: AccessIdentity, courseId: number) {
    const student = await requireStudent(caller);
    const course = await repository.findCourse(db, courseId, student.id);
    if (!course) throw notFound('course_not_found', 'Course not found.');
    const enrollment = await repository.findEnrollment(db, student.id, courseId);
    if (!enrollment) refuseUnenrolled(course);
    return { student, course, enrollment };
  }

  async function progressOf(enrollment: {
    id: number;
    courseId: number;
    completedAt: Date | null;
  }): Promise<CourseProgress> {
    const { completed, total } = await repository.countProgress(db, enrollment.id, enrollment.courseId);
    return {
      percentage: percentOf(completed, total),
      completed_lessons: completed,
      total_lessons: total,
      is_completed: enrollment.completedAt !== null,
    };
  }

  async function toEnrollmentView(
    enrollment: repository.EnrollmentRow,
    studentId: number,
  ): Promise<EnrollmentView> {
    const course = await repository.findCourse(db, enrollment.courseId, studentId);
    if (!course) throw notFound('course_not_found', 'Course not found.');
    return {
      id: enrollment.id,
      course: (await summaryNow())(course),
      enrolled_at: enrollment.enrolledAt.toISOString(),
      completed_at: enrollment.completedAt?.toISOString() ?? null,
      last_lesson: enrollment.lastLessonId,
      progress: await progressOf(enrollment),
    };
  }

  const toReviewView = (review: Awaited<ReturnType<typeof repository.listReviews>>[number]) => ({
    id: review.id,
    student_name: review.studentName,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
  });

  /**
   * A published course as a visitor sees it, from memory (decision 030): no video links, and the
   * price rule applied as it is shown, never to what is kept.
   */
  async function publicCourse(courseId: number): Promise<CourseDetail> {
    const { course, lessons: lessonRows, reviews } = await catalogue.publicCourse(courseId);
    if (course === null) throw notFound('course_not_found', 'Course not found.');
    return {
      ...(await summaryNow())(course),
      watch_threshold_percent: course.watchThresholdPercent,
      lesson_list: lessonRows.map((lesson) => toLessonView(lesson, false)),
      total_duration_seconds: totalDurationOf(lessonRows),
      reviews: reviews.map(toReviewView),
      my_review: null,
    };
  }

  async function studentIdOf(caller: AccessIdentity | null) {
    return caller?.role === 'student' ? (await requireStudent(caller)).id : null;
  }

  return {
    requireStudent,

    /** Active courses, newest first, with the caller's enrollment marked. */
    async listCatalogue(
      caller: AccessIdentity | null,
      query: { page: number; page_size?: number; search?: string; category?: string },
    ): Promise<Paginated<CourseSummary>> {
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.availableCourses };
      if (caller === null && !query.search && !query.category) {
        // A visitor's unfiltered catalogue is the same for everyone: from memory (decision 030).
        const active = await catalogue.activeCourses();
        const offset = pageOffset(page);
        return toPage(
          active.slice(offset, offset + page.pageSize).map(await summaryNow()),
          active.length,
          page,
        );
      }
      const { rows, total } = await repository.listCourses(
        db,
        { isActive: true, search: query.search, category: query.category },
        { limit: page.pageSize, offset: pageOffset(page) },
        await studentIdOf(caller),
      );
      return toPage(rows.map(await summaryNow()), total, page);
    },

    /** The catalogue without the student's own courses: what they can still enroll in. */
    async listAvailable(
      caller: AccessIdentity,
      query: { page: number; page_size?: number; search?: string; category?: string },
    ): Promise<Paginated<CourseSummary>> {
      const student = await requireStudent(caller);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.availableCourses };
      if (!query.search && !query.category) {
        // The unfiltered catalogue, every student's first view, is served from memory.
        const [active, enrolled] = await Promise.all([
          catalogue.activeCourses(),
          catalogue.enrolledCourseIds(student.id),
        ]);
        const available = active.filter((course) => !enrolled.has(course.id));
        const offset = pageOffset(page);
        return toPage(
          available.slice(offset, offset + page.pageSize).map(await summaryNow()),
          available.length,
          page,
        );
      }
      const { rows, total } = await repository.listCourses(
        db,
        { isActive: true, search: query.search, category: query.category, notEnrolledStudentId: student.id },
        { limit: page.pageSize, offset: pageOffset(page) },
        student.id,
      );
      return toPage(rows.map(await summaryNow()), total, page);
    },

    async listFeatured(limit: number): Promise<LandingCourseCard[]> {
      const [rows, promotionHolds] = await Promise.all([
        repository.listFeaturedCourses(db, limit),
        promotion.pricesHold(),
      ]);
      return rows.map((row) => {
        const { pricePaise, listPricePaise } = priceNow(row, promotionHolds);
        return {
          id: row.id,
          title: row.title,
          description: row.description,
          currentPrice: toRupees(pricePaise),
          originalPrice: toRupees(listPricePaise),
          image: row.image,
        };
      });
    },

    async listRecommended(caller: AccessIdentity): Promise<CourseSummary[]> {
      const student = await requireStudent(caller);
      const rows = await repository.listRecommended(db, student.id, RECOMMENDED_COUNT);
      return rows.map(await summaryNow());
    },

    /** Course page: lessons (video links only for the enrolled and admins), reviews, own review. */
    async getCourse(caller: AccessIdentity | null, courseId: number): Promise<CourseDetail> {
      if (caller === null) return publicCourse(courseId);
      const studentId = await studentIdOf(caller);
      const course = await requireVisibleCourse(caller, courseId, studentId);
      const canWatch = caller?.role === 'admin' || course.isEnrolled;
      const [lessonRows, reviewRows] = await Promise.all([
        repository.listLessons(db, courseId),
        repository.listReviews(db, courseId, REVIEWS_SHOWN),
      ]);
      const reviews = reviewRows.map(toReviewView);
      const mine =
        studentId === null ? undefined : reviewRows.find((review) => review.studentId === studentId);
      return {
        ...(await summaryNow())(course),
        watch_threshold_percent: course.watchThresholdPercent,
        lesson_list: lessonRows.map((lesson) => toLessonView(lesson, canWatch)),
        total_duration_seconds: totalDurationOf(lessonRows),
        reviews,
        my_review: mine ? (reviews.find((review) => review.id === mine.id) ?? null) : null,
      };
    },

    /** Free courses enroll at once; paid ones only through a verified payment (payments module). */
    async enrollFree(caller: AccessIdentity, courseId: number) {
      const student = await requireStudent(caller);
      const course = await repository.findCourse(db, courseId, student.id);
      if (!course || !course.isActive) throw notFound('course_not_found', 'Course not found.');
      if (course.isEnrolled)
        throw new AppError('already_enrolled', 'You are already enrolled in this course.');
      if (course.pricePaise > 0) {
        const { pricePaise } = priceNow(course, await promotion.pricesHold());
        throw new AppError(
          'payment_required',
          `This course costs ${formatRupees(pricePaise)}. Complete the payment to enroll.`,
          { values: { price: formatRupees(pricePaise) } },
        );
      }
      const { enrollment } = await repository.ensureEnrollment(db, student.id, courseId);
      catalogue.forgetEnrollments(student.id);
      return { detail: `You are enrolled in ${course.title}.`, enrollment_id: enrollment.id };
    },

    async listMyEnrollments(caller: AccessIdentity): Promise<EnrollmentView[]> {
      const student = await requireStudent(caller);
      const { rows } = await repository.listEnrollmentsOfStudent(db, student.id, 'all', {
        limit: 500,
        offset: 0,
      });
      return Promise.all(rows.map((row) => toEnrollmentView(row, student.id)));
    },

    async pageMyEnrollments(
      caller: AccessIdentity,
      query: { page: number; page_size?: number; status: repository.EnrollmentStatusFilter },
    ): Promise<Paginated<EnrollmentView>> {
      const student = await requireStudent(caller);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.enrollmentsRawDefault };
      const { rows, total } = await repository.listEnrollmentsOfStudent(db, student.id, query.status, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      return toPage(await Promise.all(rows.map((row) => toEnrollmentView(row, student.id))), total, page);
    },

    async enrollmentStats(caller: AccessIdentity): Promise<EnrollmentStats> {
      const student = await requireStudent(caller);
      const { total, completed, inProgress } = await repository.enrollmentCounts(db, student.id);
      const { rows } = await repository.listEnrollmentsOfStudent(db, student.id, 'all', {
        limit: 500,
        offset: 0,
      });
      const progress = await Promise.all(rows.map((row) => progressOf(row)));
      const certificateStats = await certificates.statsOfStudent(student.id);
      return {
        total,
        in_progress: inProgress,
        completed,
        average_progress: progress.length
          ? Math.round(progress.reduce((sum, item) => sum + item.percentage, 0) / progress.length)
          : 0,
        certificates: certificateStats.total,
      };
    },

    /**
     * Marks a lesson done (idempotent). Completing the last lesson completes the course once and
     * issues its certificate in the same transaction. Everything it decides on is read in one
     * statement, and a repeat, with nothing to write, is answered from that read alone, without a
     * transaction (issue #18, decision 035).
     */
    async completeLesson(caller: AccessIdentity, lessonId: number): Promise<LessonCompletionResponse> {
      const student = await requireStudent(caller);
      const state = await repository.findLessonCompletionContext(db, student.id, lessonId);
      if (!state) throw notFound('lesson_not_found', 'Lesson not found.');
      const { lesson, course, enrollment } = state;
      if (!enrollment) refuseUnenrolled(course);
      // A lesson with a video completes once enough of it was watched; one already completed
      // stays completable, so the call remains idempotent.
      if (
        lesson.videoUrl !== null &&
        !state.done &&
        !hasWatchedEnough(state.watch, course.watchThresholdPercent)
      ) {
        const watched = watchedPercent(state.watch);
        throw new AppError(
          'video_not_watched',
          `Watch at least ${course.watchThresholdPercent}% of this lesson's video before marking it complete. You have watched ${watched}% so far.`,
          { values: { required: course.watchThresholdPercent, watched } },
        );
      }
      // Already completed and already the last lesson: nothing changes. A course whose every
      // lesson is done still takes the transaction below, which hands back its certificate.
      if (state.done && enrollment.lastLessonId === lessonId && state.completed < state.total) {
        return {
          lesson_completed: true,
          course_progress: percentOf(state.completed, state.total),
          course_completed: enrollment.completedAt !== null,
          completed_lessons: state.completed,
          total_lessons: state.total,
          certificate_code: null,
        };
      }
      return db.transaction(async (tx) => {
        await repository.recordCompletion(tx, enrollment.id, lessonId, ctx.now());
        const { completed, total } = await repository.countProgress(tx, enrollment.id, course.id);
        let isCompleted = enrollment.completedAt !== null;
        let certificateCode: string | null = null;
        if (total > 0 && completed >= total) {
          if (!isCompleted)
            isCompleted = await repository.markEnrollmentCompleted(tx, enrollment.id, ctx.now());
          // Inside the transaction every query goes through tx: PGlite has one connection.
          const student = await loadStudent(caller, tx);
          const certificate = await certificates.issueForCourse(tx, {
            studentId: student.id,
            courseId: course.id,
            studentName: student.fullName,
            title: course.title,
          });
          certificateCode = certificate.code;
        }
        return {
          lesson_completed: true,
          course_progress: percentOf(completed, total),
          course_completed: isCompleted,
          completed_lessons: completed,
          total_lessons: total,
          certificate_code: certificateCode,
        };
      });
    },

    /**
     * Stores what the player reports while a lesson's video plays, bounded by the time since the
     * previous report (watch-progress.ts), and says whether the lesson can now be completed.
     */
    async reportWatchProgress(
      caller: AccessIdentity,
      lessonId: number,
      report: WatchProgressBody,
    ): Promise<WatchProgressView> {
      const lesson = await repository.findLesson(db, lessonId);
      if (!lesson) throw notFound('lesson_not_found', 'Lesson not found.');
      const { course, enrollment } = await requireEnrollment(caller, lesson.courseId);
      if (lesson.videoUrl === null)
        throw new AppError('lesson_has_no_video', 'This lesson has no video: read it and mark it complete.');
      const now = ctx.now();
      const saved = await db.transaction(async (tx) => {
        const previous = await repository.findWatchProgress(tx, enrollment.id, lessonId, { forUpdate: true });
        const next = boundWatch(
          previous,
          { watchedSeconds: report.watched_seconds, durationSeconds: report.duration_seconds },
          now,
        );
        await repository.saveWatchProgress(tx, { enrollmentId: enrollment.id, lessonId, ...next, at: now });
        return next;
      });
      return {
        lesson: lessonId,
        watched_percent: watchedPercent(saved),
        threshold_percent: course.watchThresholdPercent,
        can_complete: hasWatchedEnough(saved, course.watchThresholdPercent),
      };
    },

    async courseProgress(caller: AccessIdentity, courseId: number): Promise<ProgressResponse> {
      const student = await requireStudent(caller);
      const progress = await repository.findEnrollmentProgress(db, { studentId: student.id, courseId });
      if (!progress) throw notFound('course_not_found', 'Course not found.');
      if (!progress.enrollment) refuseUnenrolled(progress.course);
      return toProgressResponse(progress.enrollment, progress.lessons);
    },

    /** Someone else's enrollment answers 404, the same as a missing one. */
    async enrollmentProgress(caller: AccessIdentity, enrollmentId: number): Promise<ProgressResponse> {
      const student = await requireStudent(caller);
      const progress = await repository.findEnrollmentProgress(db, { enrollmentId });
      if (!progress?.enrollment || progress.enrollment.studentId !== student.id)
        throw notFound('enrollment_not_found', 'Enrollment not found.');
      return toProgressResponse(progress.enrollment, progress.lessons);
    },

    /** One review per student per course; sending again edits it. */
    async submitReview(
      caller: AccessIdentity,
      courseId: number,
      review: { rating: number; comment: string },
    ) {
      await requireEnrollment(caller, courseId);
      const student = await loadStudent(caller);
      const saved = await db.transaction(async (tx) => {
        const row = await repository.upsertReview(tx, { courseId, studentId: student.id, ...review });
        await repository.refreshCourseCounters(tx, courseId);
        return row;
      });
      if (!saved) throw new Error('review upsert returned no row');
      catalogue.forgetCourses();
      return {
        isNew: saved.isNew,
        review: {
          id: saved.id,
          student_name: student.fullName,
          rating: review.rating,
          comment: review.comment,
          created_at: saved.createdAt.toISOString(),
        },
      };
    },

    async listResources(caller: AccessIdentity, courseId: number, lessonId?: number) {
      if (caller.role !== 'admin') await requireEnrollment(caller, courseId);
      else if (!(await repository.findCourse(db, courseId, null)))
        throw notFound('course_not_found', 'Course not found.');
      return repository.listResources(db, courseId, lessonId);
    },

    async certificatePdf(caller: AccessIdentity, courseId: number) {
      const student = await requireStudent(caller);
      const certificate = await certificates.courseCertificateOf(student.id, courseId);
      return { code: certificate.code, pdf: await certificates.renderPdf(certificate) };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
