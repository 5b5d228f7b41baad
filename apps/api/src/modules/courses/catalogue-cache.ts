import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import * as repository from './repository.ts';

/**
 * The student catalogue's first read, from memory: the active courses (the same for everyone)
 * and, per student, the ids of the courses they are enrolled in. Both live 5 s; every change
 * this process makes drops them at once (`forgetCourses`, `forgetEnrollments`), so a second
 * server sees a change within 5 s (docs/decisions/010-catalogue-and-exams-from-memory.md).
 */
const TTL_MS = 5_000;
const STUDENTS_KEPT = 20_000;
const ACTIVE = 'active';

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
      caches.courses.clear();
    },

    /** After the student enrolls (call once the enrollment is committed). */
    forgetEnrollments(studentId: number) {
      caches.enrolled.delete(studentId);
    },
  };
}
