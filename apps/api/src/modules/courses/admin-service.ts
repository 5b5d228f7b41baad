import { randomUUID } from 'node:crypto';
import type {
  CourseCreateBody,
  CourseUpdateBody,
  LessonCreateBody,
  LessonUpdateBody,
  Paginated,
} from '@vidya/contract';
import {
  COURSE_IMAGE_UPLOAD,
  PAGE_SIZES,
  type CourseOrdering,
  type CourseSummary,
  type LessonView,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import type { Cell, TableExport } from '../../lib/table-export.ts';
import { toPaise } from '../../lib/money.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { detectImage } from '../../lib/storage.ts';
import { insertAuditEvent } from '../audit/index.ts';
import { catalogueCache } from './catalogue-cache.ts';
import * as repository from './repository.ts';
import { toCourseSummary, toLessonView } from './service.ts';

type CourseInput = z.output<typeof CourseCreateBody>;
type CourseChanges = z.output<typeof CourseUpdateBody>;
type LessonInput = z.output<typeof LessonCreateBody>;
type LessonChanges = z.output<typeof LessonUpdateBody>;

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200) || 'course';

const orderClash = (order: number) => {
  const detail = `Another lesson of this course already has order ${order}. Choose another number or reorder the lessons.`;
  return fieldRefusal('lesson_order_taken', 'order', detail, { order });
};

const enrolledPeople = (count: number) => (count === 1 ? '1 student is' : `${count} students are`);

/** The admin list's filters, as the list and its export receive them. */
type CourseFilters = { search?: string; category?: string; is_active?: boolean; ordering?: CourseOrdering };

const toRepositoryFilters = ({ search, category, is_active }: CourseFilters) => ({
  search,
  category,
  isActive: is_active,
});

/**
 * Course management for admins: courses, lessons, resources, publishing, featuring, export.
 * Every change made here drops the students' cached catalogue once it is committed
 * (`forgetCourses`, decision 010), so the next student read sees it. Publishing, featuring and
 * deleting leave an audit row per course (issue #13) in the transaction of the change.
 */
export function createCourseAdminService(ctx: AppContext) {
  const { db } = ctx.database;
  const catalogue = catalogueCache(ctx);

  async function uniqueSlug(title: string, exceptId?: number) {
    const base = slugify(title);
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.slugExists(db, candidate, exceptId))) return candidate;
    }
  }

  async function requireCourse(courseId: number) {
    const course = await repository.findCourse(db, courseId, null);
    if (!course) throw notFound('course_not_found', 'Course not found.');
    return course;
  }

  async function summary(courseId: number): Promise<CourseSummary> {
    return toCourseSummary(await requireCourse(courseId));
  }

  /** Refuses a price change that would put the original price below the price. */
  function checkPrices(price: number, original: number) {
    if (original < price) {
      throw fieldRefusal(
        'original_price_below_price',
        'original_price',
        'The original price cannot be below the price.',
      );
    }
  }

  return {
    async list(
      query: CourseFilters & { page: number; page_size?: number },
    ): Promise<Paginated<CourseSummary>> {
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.listCourses(
        db,
        toRepositoryFilters(query),
        { limit: page.pageSize, offset: pageOffset(page), ordering: query.ordering },
        null,
      );
      return toPage(rows.map(toCourseSummary), total, page);
    },

    get: summary,

    async create(input: CourseInput): Promise<CourseSummary> {
      const id = await repository.insertCourse(db, {
        slug: await uniqueSlug(input.title),
        title: input.title,
        description: input.description,
        category: input.category,
        pricePaise: toPaise(input.price),
        originalPricePaise: toPaise(input.original_price),
        isActive: input.is_active,
        isFeatured: input.is_featured,
        featuredAt: input.is_featured ? ctx.now() : null,
        watchThresholdPercent: input.watch_threshold_percent,
        instructor: input.instructor,
      });
      catalogue.forgetCourses();
      return summary(id);
    },

    async update(courseId: number, changes: CourseChanges): Promise<CourseSummary> {
      const course = await requireCourse(courseId);
      checkPrices(
        changes.price ?? course.pricePaise / 100,
        changes.original_price ?? course.originalPricePaise / 100,
      );
      await repository.updateCourse(db, courseId, {
        ...(changes.title !== undefined && {
          title: changes.title,
          slug: await uniqueSlug(changes.title, courseId),
        }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.category !== undefined && { category: changes.category }),
        ...(changes.price !== undefined && { pricePaise: toPaise(changes.price) }),
        ...(changes.original_price !== undefined && { originalPricePaise: toPaise(changes.original_price) }),
        ...(changes.is_active !== undefined && { isActive: changes.is_active }),
        ...(changes.is_featured !== undefined && {
          isFeatured: changes.is_featured,
          featuredAt: changes.is_featured ? (course.featuredAt ?? ctx.now()) : null,
        }),
        ...(changes.watch_threshold_percent !== undefined && {
          watchThresholdPercent: changes.watch_threshold_percent,
        }),
        ...(changes.instructor !== undefined && { instructor: changes.instructor }),
      });
      catalogue.forgetCourses();
      return summary(courseId);
    },

    async replaceImage(courseId: number, bytes: Buffer): Promise<CourseSummary> {
      const course = await requireCourse(courseId);
      const image = detectImage(bytes);
      if (!image) throw fieldRefusal('image_unreadable', 'image', COURSE_IMAGE_UPLOAD.rule);
      const url = await ctx.storage.save(`courses/${randomUUID()}.${image.extension}`, bytes);
      await repository.updateCourse(db, courseId, { image: url });
      catalogue.forgetCourses();
      if (course.image) await ctx.storage.removeByUrl(course.image);
      return summary(courseId);
    },

    /** Features a course on the landing page, or (when already featured and not told) unfeatures it. */
    async feature(admin: AccessIdentity, courseId: number, isFeatured?: boolean): Promise<CourseSummary> {
      const course = await requireCourse(courseId);
      const next = isFeatured ?? !course.isFeatured;
      await db.transaction(async (tx) => {
        await repository.updateCourse(tx, courseId, {
          isFeatured: next,
          featuredAt: next ? ctx.now() : null,
        });
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: next ? 'course.feature' : 'course.unfeature',
          targetType: 'course',
          targetId: courseId,
        });
      });
      catalogue.forgetCourses();
      return summary(courseId);
    },

    async bulkPublish(admin: AccessIdentity, ids: number[]) {
      const published = await db.transaction(async (tx) => {
        const publishedIds = await repository.publishCourses(tx, ids);
        for (const courseId of publishedIds) {
          await insertAuditEvent(tx, {
            actorUserId: admin.userId,
            action: 'course.publish',
            targetType: 'course',
            targetId: courseId,
          });
        }
        return publishedIds;
      });
      if (published.length === 0) throw notFound('courses_not_found', 'None of the selected courses exist.');
      catalogue.forgetCourses();
      return {
        detail: `${published.length} ${published.length === 1 ? 'course' : 'courses'} published.`,
        ids: published,
      };
    },

    /**
     * Deleting courses people are enrolled in needs an explicit confirmation. Issued certificates
     * keep their copy of the title, so their codes stay verifiable.
     */
    async delete(admin: AccessIdentity, ids: number[], isConfirmed: boolean) {
      const deleted = await db.transaction(async (tx) => {
        const existing = await repository.existingCourseIds(tx, ids);
        if (existing.length === 0)
          throw ids.length === 1
            ? notFound('course_not_found', 'Course not found.')
            : notFound('courses_not_found', 'None of the selected courses exist.');
        const enrolled = await repository.countEnrollmentsOf(tx, existing);
        if (enrolled > 0 && !isConfirmed) {
          throw new AppError(
            'confirmation_required',
            `${enrolledPeople(enrolled)} enrolled. Deleting removes their access and progress; issued certificates stay valid. Confirm to delete.`,
            { values: { count: enrolled } },
          );
        }
        const deletedIds = await repository.deleteCourses(tx, existing);
        for (const courseId of deletedIds) {
          await insertAuditEvent(tx, {
            actorUserId: admin.userId,
            action: 'course.delete',
            targetType: 'course',
            targetId: courseId,
          });
        }
        return deletedIds;
      });
      catalogue.forgetCourses();
      return {
        detail: `${deleted.length} ${deleted.length === 1 ? 'course' : 'courses'} deleted.`,
        ids: deleted,
      };
    },

    /** The courses the list's filters pick, as a table to export (a few thousand at most: one batch). */
    async exportTable(filters: CourseFilters = {}): Promise<TableExport> {
      const { rows } = await repository.listCourses(
        db,
        toRepositoryFilters(filters),
        { limit: 100_000, offset: 0, ordering: filters.ordering },
        null,
      );
      const records = rows.map((row): Cell[] => {
        const course = toCourseSummary(row);
        return [
          course.id,
          course.title,
          course.category,
          course.price,
          course.original_price,
          course.is_active,
          course.is_featured,
          course.lessons,
          course.rating,
          course.reviews_count,
          course.created_at,
        ];
      });
      return {
        name: 'courses',
        header: [
          'id',
          'title',
          'category',
          'price_inr',
          'original_price_inr',
          'is_active',
          'is_featured',
          'lessons',
          'rating',
          'reviews',
          'created_at',
        ],
        batches: (async function* () {
          yield records;
        })(),
      };
    },

    async createLesson(input: LessonInput): Promise<LessonView> {
      await requireCourse(input.course);
      if (await repository.lessonWithOrderExists(db, input.course, input.order))
        throw orderClash(input.order);
      const lesson = await db.transaction(async (tx) => {
        const inserted = await repository.insertLesson(tx, {
          courseId: input.course,
          title: input.title,
          description: input.description,
          videoUrl: input.video_url,
          durationSeconds: input.duration_seconds,
          order: input.order,
        });
        await repository.refreshCourseCounters(tx, input.course);
        return inserted;
      });
      catalogue.forgetCourses();
      return toLessonView(lesson, true);
    },

    async updateLesson(lessonId: number, changes: LessonChanges): Promise<LessonView> {
      const lesson = await repository.findLesson(db, lessonId);
      if (!lesson) throw notFound('lesson_not_found', 'Lesson not found.');
      if (
        changes.order !== undefined &&
        (await repository.lessonWithOrderExists(db, lesson.courseId, changes.order, lessonId))
      ) {
        throw orderClash(changes.order);
      }
      const updated = await repository.updateLesson(db, lessonId, {
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.video_url !== undefined && { videoUrl: changes.video_url }),
        ...(changes.order !== undefined && { order: changes.order }),
        ...(changes.duration_seconds !== undefined && { durationSeconds: changes.duration_seconds }),
      });
      if (!updated) throw notFound('lesson_not_found', 'Lesson not found.');
      catalogue.forgetCourses();
      return toLessonView(updated, true);
    },

    /**
     * Deletes a lesson nobody has completed. Once a student has completed it, it stays: their
     * progress and certificate count it (docs/decisions/028). Lesson edits are not audited, so
     * neither is this; its resources and watch progress go with it.
     */
    async deleteLesson(lessonId: number) {
      const lesson = await repository.findLesson(db, lessonId);
      if (!lesson) throw notFound('lesson_not_found', 'Lesson not found.');
      await db.transaction(async (tx) => {
        if (!(await repository.deleteUncompletedLesson(tx, lessonId))) {
          const completions = await repository.countCompletionsOfLesson(tx, lessonId);
          throw new AppError(
            'lesson_completed_by_students',
            `${completions === 1 ? '1 student has' : `${completions} students have`} completed this lesson, so it counts in their progress and certificates and cannot be deleted. Edit it instead.`,
            { values: { count: completions } },
          );
        }
        await repository.refreshCourseCounters(tx, lesson.courseId);
      });
      catalogue.forgetCourses();
      return { detail: `Lesson "${lesson.title}" deleted.` };
    },

    /** Sets the order of every lesson of a course at once, as listed. */
    async reorderLessons(courseId: number, lessonIds: number[]): Promise<LessonView[]> {
      await requireCourse(courseId);
      const current = await repository.listLessons(db, courseId);
      const currentIds = new Set(current.map((lesson) => lesson.id));
      if (
        lessonIds.length !== current.length ||
        new Set(lessonIds).size !== lessonIds.length ||
        !lessonIds.every((id) => currentIds.has(id))
      ) {
        throw fieldRefusal(
          'lesson_list_mismatch',
          'lesson_ids',
          'List every lesson of this course exactly once.',
        );
      }
      await db.transaction((tx) => repository.reorderLessons(tx, courseId, lessonIds));
      catalogue.forgetCourses();
      return (await repository.listLessons(db, courseId)).map((lesson) => toLessonView(lesson, true));
    },

    async addResource(input: { lesson: number; title: string; url: string }) {
      const lesson = await repository.findLesson(db, input.lesson);
      if (!lesson) throw notFound('lesson_not_found', 'Lesson not found.');
      const row = await repository.insertResource(db, {
        lessonId: lesson.id,
        title: input.title,
        url: input.url,
      });
      if (!row) throw new Error('insert into lesson_resources returned no row');
      catalogue.forgetCourses();
      return { id: row.id, lesson: row.lessonId, title: row.title, url: row.url };
    },
  };
}
