import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import * as repository from './repository.ts';

/**
 * The student catalogue's first read, from memory: the active courses (the same for everyone)
 * and, per student, the ids of the courses they are enrolled in. Both live 5 s; every change
 * drops them at once on every API process (`forgetCourses`, `forgetEnrollments` go out through
 * the broadcast: Redis pub/sub when configured), and the 5 s bound what a process that missed
 * the news can serve (docs/decisions/010-catalogue-and-exams-from-memory.md, issue #18).
 */
const TTL_MS = 5_000;
const STUDENTS_KEPT = 20_000;
const ACTIVE = 'active';
const COURSES_CHANGED = 'catalogue.courses';
const ENROLLMENTS_CHANGED = 'catalogue.enrollments';

type Caches = {
  courses: LRUCache<typeof ACTIVE, repository.CourseListRow[]>;
  enrolled: LRUCache<number, ReadonlySet<number>>;
};
const byContext = new WeakMap<AppContext, Caches>();

function cachesOf(ctx: AppContext): Caches {
  let caches = byContext.get(ctx);
  if (!caches) {
    const { db } = ctx.database;
    caches = {
      courses: new LRUCache<typeof ACTIVE, repository.CourseListRow[]>({
        max: 1,
        ttl: TTL_MS,
        fetchMethod: () => repository.listActiveCourses(db),
      }),
      enrolled: new LRUCache<number, ReadonlySet<number>>({
        max: STUDENTS_KEPT,
        ttl: TTL_MS,
        fetchMethod: async (studentId) => new Set(await repository.enrolledCourseIds(db, studentId)),
      }),
    };
    byContext.set(ctx, caches);
    const { courses, enrolled } = caches;
    ctx.broadcast.subscribe(COURSES_CHANGED, () => courses.clear());
    ctx.broadcast.subscribe(ENROLLMENTS_CHANGED, (studentId) => enrolled.delete(Number(studentId)));
    ctx.broadcast.onResync(() => {
      courses.clear();
      enrolled.clear();
    });
  }
  return caches;
}

export function catalogueCache(ctx: AppContext) {
  const caches = cachesOf(ctx);
  return {
    /** Every active course, newest first. */
    async activeCourses(): Promise<repository.CourseListRow[]> {
      return (await caches.courses.fetch(ACTIVE)) ?? [];
    },

    async enrolledCourseIds(studentId: number): Promise<ReadonlySet<number>> {
      return (await caches.enrolled.fetch(studentId)) ?? new Set();
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
