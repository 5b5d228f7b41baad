import type { ManagedStudent, Paginated } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { createBroadcast } from '../src/lib/broadcast.ts';
import { catalogueCache } from '../src/modules/courses/catalogue-cache.ts';
import * as repository from '../src/modules/courses/repository.ts';
import * as promotions from '../src/modules/promotion/repository.ts';
import { promotionState } from '../src/modules/promotion/promotion-state.ts';
import { cachedStudentPage, forgetStudentLists } from '../src/modules/students/admin-list-cache.ts';

vi.mock('../src/modules/courses/repository.ts', () => ({
  listActiveCourses: vi.fn(),
  enrolledCourseIds: vi.fn(),
  findCourse: vi.fn(),
  listLessons: vi.fn(),
  listReviews: vi.fn(),
}));
vi.mock('../src/modules/promotion/repository.ts', () => ({ findPromotion: vi.fn() }));
const listActiveCourses = vi.mocked(repository.listActiveCourses);
const enrolledCourseIds = vi.mocked(repository.enrolledCourseIds);
const findCourse = vi.mocked(repository.findCourse);

type CourseRow = repository.CourseListRow;
const course = (id: number) => ({ id, title: `Course ${id}`, isActive: true }) as unknown as CourseRow;

/** One API process's context, as far as the catalogue cache uses it (the broadcast in-process). */
const newContext = () =>
  ({
    database: { db: {} },
    broadcast: createBroadcast(null, { warn: () => undefined } as unknown as FastifyBaseLogger),
  }) as unknown as AppContext;

/** A database read that answers when the test says, and a read after it that answers at once. */
function slowThenFast<T>(first: T, second: T) {
  let answerFirst!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
  let reads = 0;
  const read = async () => {
    reads += 1;
    if (reads === 1) {
      await firstAnswered;
      return first;
    }
    return second;
  };
  return { read, answerFirst, reads: () => reads };
}

// A change committed while the catalogue, the promotion or a student list page is being read clears the cache under
// that read. The reader must get it read again after the change, not lru-cache's "deleted" (a 500).
describe('the catalogue cache, cleared while it is being read', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('reads the active courses again', async () => {
    const ctx = newContext();
    const database = slowThenFast([course(1)], [course(1), course(2)]);
    listActiveCourses.mockImplementation(database.read);
    const cache = catalogueCache(ctx);

    const reader = cache.activeCourses();
    cache.forgetCourses();
    database.answerFirst();

    expect((await reader).map((row) => row.id)).toEqual([1, 2]);
    expect(database.reads()).toBe(2);
  });

  it("reads a student's enrollments again", async () => {
    const ctx = newContext();
    const database = slowThenFast([3], [3, 4]);
    enrolledCourseIds.mockImplementation(database.read);
    const cache = catalogueCache(ctx);

    const reader = cache.enrolledCourseIds(7);
    cache.forgetEnrollments(7);
    database.answerFirst();

    expect([...(await reader)]).toEqual([3, 4]);
    expect(database.reads()).toBe(2);
  });

  it("reads a visitor's course page again", async () => {
    const ctx = newContext();
    const database = slowThenFast<CourseRow | undefined>(undefined, course(5));
    findCourse.mockImplementation(database.read);
    vi.mocked(repository.listLessons).mockResolvedValue([]);
    vi.mocked(repository.listReviews).mockResolvedValue([]);
    const cache = catalogueCache(ctx);

    const reader = cache.publicCourse(5);
    cache.forgetCourses();
    database.answerFirst();

    expect((await reader).course?.id).toBe(5);
    expect(database.reads()).toBe(2);
  });
});

describe('the promotion, cleared while it is being read', () => {
  it('reads it again rather than failing or showing no promotion', async () => {
    const ctx = newContext();
    const endsAt = new Date('2026-12-31T18:30:00Z');
    const database = slowThenFast<Awaited<ReturnType<typeof promotions.findPromotion>>>(undefined, {
      discountPercent: 30,
      endsAt,
    } as Awaited<ReturnType<typeof promotions.findPromotion>>);
    vi.mocked(promotions.findPromotion).mockImplementation(database.read);
    const promotion = promotionState(ctx);

    const reader = promotion.current();
    const forgotten = promotion.forget();
    database.answerFirst();
    await forgotten;

    expect(await reader).toEqual({ discountPercent: 30, endsAt });
    expect(database.reads()).toBe(2);
  });
});

describe("the admin's student list, cleared while a page is being read", () => {
  const page = (count: number): Paginated<ManagedStudent> => ({
    count,
    total_pages: 1,
    current_page: 1,
    page_size: 20,
    next: null,
    previous: null,
    results: [],
  });

  it('reads the page again, rather than failing', async () => {
    const ctx = {} as AppContext;
    const database = slowThenFast(page(1), page(2));

    const reader = cachedStudentPage(ctx, { page: 1 }, database.read);
    // An admin's change is committed while the first read is still on its way.
    forgetStudentLists(ctx);
    database.answerFirst();

    expect(await reader).toEqual(page(2));
    expect(database.reads()).toBe(2);
  });
});
