import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import * as repository from './repository.ts';

/**
 * The student catalogue's first read, from memory: the active courses (the same for everyone)
 * and, per student, the ids of the courses they are enrolled in; and the public course pages
 * visitors read (decision 030). Both live 5 s; every change
 * drops them at once on every API process (`forgetCourses`, `forgetEnrollments` go out through
 * the broadcast: Redis pub/sub when configured), and the 5 s bound what a process that missed
 * the news can serve (docs/decisions/010-catalogue-and-exams-from-memory.md, issue #18).
 */
const TTL_MS = 5_000;
const STUDENTS_KEPT = 20_000;
const PUBLIC_COURSES_KEPT = 500;
const REVIEWS_SHOWN = 20;
const ACTIVE = 'active';
const COURSES_CHANGED = 'catalogue.courses';
const ENROLLMENTS_CHANGED = 'catalogue.enrollments';

/**
 * One course as a visitor reads it (decision 030): the row, its lessons and newest reviews, the
 * same for everyone; `course` is null for a course no visitor may see (missing or unpublished).
 */
export type PublicCourse = {
  course: repository.CourseListRow | null;
  lessons: Awaited<ReturnType<typeof repository.listLessons>>;
  reviews: Awaited<ReturnType<typeof repository.listReviews>>;
};

type Caches = {
  courses: LRUCache<typeof ACTIVE, repository.CourseListRow[]>;
  enrolled: LRUCache<number, ReadonlySet<number>>;
  publicCourses: LRUCache<number, PublicCourse>;
};

async function readPublicCourse(db: Executor, courseId: number): Promise<PublicCourse> {
  const course = await repository.findCourse(db, courseId, null);
  if (!course?.isActive) return { course: null, lessons: [], reviews: [] };
  const [lessons, reviews] = await Promise.all([
    repository.listLessons(db, courseId),
    repository.listReviews(db, courseId, REVIEWS_SHOWN),
  ]);
  return { course, lessons, reviews };
}

const readEnrolledCourseIds = async (db: Executor, studentId: number): Promise<ReadonlySet<number>> =>
  new Set(await repository.enrolledCourseIds(db, studentId));

const byContext = new WeakMap<AppContext, Caches>();

function cachesOf(ctx: AppContext): Caches {
  let caches = byContext.get(ctx);
  if (!caches) {
    const { db } = ctx.database;
    caches = {
      // A read under way when a change clears a cache answers nothing rather than failing its
      // readers with lru-cache's "deleted" (a 500); they read the database again, after the change.
      courses: new LRUCache<typeof ACTIVE, repository.CourseListRow[]>({
        max: 1,
        ttl: TTL_MS,
        fetchMethod: () => repository.listActiveCourses(db),
        allowStaleOnFetchAbort: true,
      }),
      enrolled: new LRUCache<number, ReadonlySet<number>>({
        max: STUDENTS_KEPT,
        ttl: TTL_MS,
        fetchMethod: (studentId) => readEnrolledCourseIds(db, studentId),
        allowStaleOnFetchAbort: true,
      }),
      publicCourses: new LRUCache<number, PublicCourse>({
        max: PUBLIC_COURSES_KEPT,
        ttl: TTL_MS,
        fetchMethod: (courseId) => readPublicCourse(db, courseId),
        allowStaleOnFetchAbort: true,
      }),
    };
    byContext.set(ctx, caches);
    const { courses, enrolled, publicCourses } = caches;
    ctx.broadcast.subscribe(COURSES_CHANGED, () => {
      courses.clear();
      publicCourses.clear();
    });
    ctx.broadcast.subscribe(ENROLLMENTS_CHANGED, (studentId) => enrolled.delete(Number(studentId)));
    ctx.broadcast.onResync(() => {
      courses.clear();
      enrolled.clear();
      publicCourses.clear();
    });
  }
  return caches;
}

export function catalogueCache(ctx: AppContext) {
  const caches = cachesOf(ctx);
  const { db } = ctx.database;
  // `?? read`: nothing comes back only when a change cleared the cache during the read.
  return {
    /** Every active course, newest first. */
    async activeCourses(): Promise<repository.CourseListRow[]> {
      return (await caches.courses.fetch(ACTIVE)) ?? repository.listActiveCourses(db);
    },

    /** One course as a visitor sees it, whatever its id (a missing one is remembered as such too). */
    async publicCourse(courseId: number): Promise<PublicCourse> {
      return (await caches.publicCourses.fetch(courseId)) ?? readPublicCourse(db, courseId);
    },

    async enrolledCourseIds(studentId: number): Promise<ReadonlySet<number>> {
      return (await caches.enrolled.fetch(studentId)) ?? readEnrolledCourseIds(db, studentId);
    },

    /** After any change to a course, its lessons or its reviews, once it is committed. */
    forgetCourses() {
      void ctx.broadcast.publish(COURSES_CHANGED, '');
    },

    /** After the student enrolls (call once the enrollment is committed). */
    forgetEnrollments(studentId: number) {
      void ctx.broadcast.publish(ENROLLMENTS_CHANGED, String(studentId));
    },
  };
}
