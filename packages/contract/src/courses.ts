import { z } from 'zod';
import { PaginationQuery, RecordId } from './common.ts';
import { webAddress } from './web-address.ts';

/** Money on the wire is rupees with paise as decimals; the database keeps integer paise. */
export const Rupees = z
  .number('Enter an amount in rupees.')
  .min(0, 'Amounts cannot be negative.')
  .max(10_000_000, 'Amounts must be at most ₹1,00,00,000.')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'Use at most two decimal places.',
    },
  );

/**
 * A price's saving on its original as a whole percentage, a half rounded up (₹27 against ₹40 is
 * 33 % off), 0 when there is none: the one rule for the API's `discount_percent` and the web's
 * cards. Worked out in hundredths as integers: `(1 - 27 / 40) * 100` is 32.499… in floating point.
 */
export function percentOff(price: number, originalPrice: number): number {
  const now = Math.round(price * 100);
  const before = Math.round(originalPrice * 100);
  return before > now ? Math.round(((before - now) * 100) / before) : 0;
}

export const COURSE_CATEGORIES = [
  'Programming',
  'Data Science',
  'Artificial Intelligence',
  'Web Development',
  'Cloud & DevOps',
  'Aptitude',
  'Communication',
  'Core Engineering',
] as const;
export const CourseCategory = z.enum(COURSE_CATEGORIES, { message: 'Choose a category from the list.' });

export const LessonView = z
  .object({
    id: z.number().int(),
    course: z.number().int(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    /** Only enrolled students and admins receive the video link. */
    video_url: z.string().nullable(),
    /** The lesson's length as the admin set it, in seconds; null when not given (issue #17). */
    duration_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'Lesson' });
export type LessonView = z.infer<typeof LessonView>;

export const CourseSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string().nullable(),
    price: z.number(),
    original_price: z.number(),
    discount_percent: z.number().int(),
    is_free: z.boolean(),
    is_active: z.boolean(),
    is_featured: z.boolean(),
    /** Who teaches the course, in the admin's words; null when not given (issue #17). */
    instructor: z.string().nullable(),
    lessons: z.number().int(),
    rating: z.number().nullable(),
    reviews_count: z.number().int(),
    is_enrolled: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseReviewView = z.object({
  id: z.number().int(),
  student_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.iso.datetime(),
});
export type CourseReviewView = z.infer<typeof CourseReviewView>;

export const CourseDetail = CourseSummary.extend({
  /** Share of a lesson's video (per cent) to watch before it can be completed; 0: no rule (issue #17). */
  watch_threshold_percent: z.number().int(),
  lesson_list: z.array(LessonView),
  /** The lengths of the lessons that have one, added up; null when no lesson has a length. */
  total_duration_seconds: z.number().int().nullable(),
  reviews: z.array(CourseReviewView),
  my_review: CourseReviewView.nullable(),
}).meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof CourseDetail>;

/** The landing page's trending card (spec §3). */
export const LandingCourseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  currentPrice: z.number(),
  originalPrice: z.number(),
  image: z.string().nullable(),
});
export type LandingCourseCard = z.infer<typeof LandingCourseCard>;

export const CourseListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
});

/** The longest instructor text a course keeps (the column is varchar(2000)). */
export const INSTRUCTOR_MAX_LENGTH = 2000;

const CourseFields = {
  title: z
    .string()
    .trim()
    .min(3, 'Enter a title of at least 3 characters.')
    .max(200, 'Title must be at most 200 characters.'),
  description: z.string().trim().min(10, 'Describe the course in at least 10 characters.').max(5000),
  category: CourseCategory,
  price: Rupees,
  original_price: Rupees,
  is_active: z.boolean(),
  is_featured: z.boolean(),
  watch_threshold_percent: z
    .number('Enter a whole number from 0 to 100.')
    .int('Enter a whole number from 0 to 100.')
    .min(0, 'Enter a whole number from 0 to 100.')
    .max(100, 'Enter a whole number from 0 to 100.'),
  /** Free text about who teaches; empty or null clears it (issue #17). */
  instructor: z
    .string('Write the instructor text as plain text.')
    .trim()
    .max(INSTRUCTOR_MAX_LENGTH, 'Keep the instructor text to at most 2,000 characters.')
    .nullable()
    .transform((value) => (value === '' ? null : value)),
};

/** A new course's share of each video to watch before a lesson completes (issue #17). */
export const DEFAULT_WATCH_THRESHOLD_PERCENT = 90;

const priceNotAboveOriginal = (value: { price?: number; original_price?: number }) =>
  value.price === undefined || value.original_price === undefined || value.original_price >= value.price;
const PRICE_ORDER = { message: 'The original price cannot be below the price.', path: ['original_price'] };

export const CourseCreateBody = z
  .strictObject({
    ...CourseFields,
    is_active: CourseFields.is_active.default(false),
    is_featured: CourseFields.is_featured.default(false),
    watch_threshold_percent: CourseFields.watch_threshold_percent.default(DEFAULT_WATCH_THRESHOLD_PERCENT),
    instructor: CourseFields.instructor.default(null),
  })
  .refine(priceNotAboveOriginal, PRICE_ORDER);
export type CourseCreateBody = z.input<typeof CourseCreateBody>;

export const CourseUpdateBody = z
  .strictObject(CourseFields)
  .partial()
  .refine(priceNotAboveOriginal, PRICE_ORDER);
export type CourseUpdateBody = z.input<typeof CourseUpdateBody>;

const VideoUrl = webAddress({
  maxLength: 500,
  message:
    'Enter the full video link starting with http:// or https://, e.g. https://www.youtube.com/watch?v=…',
});

/** A lesson's length is at most 99:59:59 (the column's check). */
export const LESSON_DURATION_MAX_SECONDS = 359_999;
const LESSON_DURATION_RULE = 'Enter the lesson length in whole seconds, from 1 second to 99:59:59.';

const LessonFields = {
  title: z.string().trim().min(3, 'Enter a lesson title of at least 3 characters.').max(200),
  description: z.string().trim().max(5000),
  /** Null for a reading lesson, which completes by confirming it was read (issue #17). */
  video_url: VideoUrl.nullable(),
  order: z.number().int().min(1, 'Order starts at 1.').max(10_000),
  /** Null clears it; the course pages then show no length for the lesson (issue #17). */
  duration_seconds: z
    .number(LESSON_DURATION_RULE)
    .int(LESSON_DURATION_RULE)
    .min(1, LESSON_DURATION_RULE)
    .max(LESSON_DURATION_MAX_SECONDS, LESSON_DURATION_RULE)
    .nullable(),
};

export const LessonCreateBody = z.strictObject({
  course: RecordId,
  ...LessonFields,
  description: LessonFields.description.default(''),
  video_url: LessonFields.video_url.default(null),
  duration_seconds: LessonFields.duration_seconds.default(null),
});
export type LessonCreateBody = z.input<typeof LessonCreateBody>;

/** Only what is sent changes: no defaults here, or an edit of the title would clear the video. */
export const LessonUpdateBody = z.strictObject(LessonFields).partial();
export type LessonUpdateBody = z.input<typeof LessonUpdateBody>;

export const EnrollmentStatus = z.enum(['all', 'in_progress', 'completed']);
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>;

/** Course progress (spec §3). */
export const CourseProgress = z.object({
  percentage: z.number().int(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  is_completed: z.boolean(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const EnrollmentView = z
  .object({
    id: z.number().int(),
    course: CourseSummary,
    enrolled_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
    last_lesson: z.number().int().nullable(),
    progress: CourseProgress,
  })
  .meta({ id: 'Enrollment' });
export type EnrollmentView = z.infer<typeof EnrollmentView>;

export const EnrollmentsQuery = PaginationQuery.extend({ status: EnrollmentStatus.default('all') });

export const EnrollmentStats = z.object({
  total: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  average_progress: z.number().int(),
  certificates: z.number().int(),
});
export type EnrollmentStats = z.infer<typeof EnrollmentStats>;

/** Progress response (spec §3). */
export const ProgressResponse = z.object({
  enrollment: z.object({
    id: z.number().int(),
    course: z.number().int(),
    progress_percentage: z.number().int(),
    is_completed: z.boolean(),
    completed_lessons_count: z.number().int(),
    total_lessons_count: z.number().int(),
    last_lesson: z.number().int().nullable(),
  }),
  lessons_progress: z.array(
    z.object({
      lesson: z.number().int(),
      is_completed: z.boolean(),
      completed_on: z.iso.datetime().nullable(),
      /** How much of the lesson's video the player has reported watched (per cent, 0 when none). */
      watched_percent: z.number().int(),
    }),
  ),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;

/** Lesson completion response (spec §3). */
export const LessonCompletionResponse = z.object({
  lesson_completed: z.boolean(),
  course_progress: z.number().int(),
  course_completed: z.boolean(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  certificate_code: z.string().nullable(),
});
export type LessonCompletionResponse = z.infer<typeof LessonCompletionResponse>;

/** What the player reports while a lesson's video plays (issue #17). */
export const WatchProgressBody = z.strictObject({
  /** Distinct seconds of the video seen so far, skipped and replayed parts counted once. */
  watched_seconds: z.number().int().min(0).max(86_400),
  duration_seconds: z.number().int().min(1).max(86_400),
});
export type WatchProgressBody = z.input<typeof WatchProgressBody>;

export const WatchProgressView = z.object({
  lesson: z.number().int(),
  watched_percent: z.number().int(),
  threshold_percent: z.number().int(),
  can_complete: z.boolean(),
});
export type WatchProgressView = z.infer<typeof WatchProgressView>;

export const ReviewBody = z.strictObject({
  rating: z
    .number()
    .int('Rate from 1 to 5 stars.')
    .min(1, 'Rate from 1 to 5 stars.')
    .max(5, 'Rate from 1 to 5 stars.'),
  comment: z.string().trim().max(2000, 'Keep the review under 2000 characters.').default(''),
});
export type ReviewBody = z.input<typeof ReviewBody>;

export const LessonResourceView = z.object({
  id: z.number().int(),
  lesson: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type LessonResourceView = z.infer<typeof LessonResourceView>;

export const CertificateView = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(['course', 'exam']),
    title: z.string(),
    student_name: z.string(),
    issued_at: z.iso.datetime(),
    course: z.number().int().nullable(),
    exam: z.number().int().nullable(),
    download_url: z.string(),
    verify_url: z.string(),
  })
  .meta({ id: 'Certificate' });
export type CertificateView = z.infer<typeof CertificateView>;

export const CertificateVerification = z.object({
  code: z.string(),
  is_valid: z.literal(true),
  kind: z.enum(['course', 'exam']),
  title: z.string(),
  student_name: z.string(),
  issued_at: z.iso.datetime(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

export const CertificatesQuery = PaginationQuery.extend({ search: z.string().trim().max(100).optional() });

export const CertificateStats = z.object({
  total: z.number().int(),
  this_year: z.number().int(),
  latest_issued_at: z.iso.datetime().nullable(),
});
export type CertificateStats = z.infer<typeof CertificateStats>;

const CourseIds = z.array(RecordId).min(1, 'Select at least one course.').max(500);

export const CourseIdsBody = z.strictObject({ course_ids: CourseIds });
export type CourseIdsBody = z.input<typeof CourseIdsBody>;

/** Deleting courses that students are enrolled in needs `confirm: true`. */
export const CourseBulkDeleteBody = z.strictObject({
  course_ids: CourseIds,
  confirm: z.boolean().default(false),
});
export type CourseBulkDeleteBody = z.input<typeof CourseBulkDeleteBody>;

export const BulkResult = z.object({ detail: z.string(), ids: z.array(z.number().int()) });
export type BulkResult = z.infer<typeof BulkResult>;

export const LessonReorderBody = z.strictObject({
  lesson_ids: z.array(RecordId).min(1).max(1000),
});

export const ResourceCreateBody = z.strictObject({
  lesson: RecordId,
  title: z.string().trim().min(2, 'Name the resource.').max(200),
  url: webAddress({
    maxLength: 500,
    message: 'Enter the full link to the resource, starting with http:// or https://',
  }),
});

export const EnrollResponse = z.object({ detail: z.string(), enrollment_id: z.number().int() });
export type EnrollResponse = z.infer<typeof EnrollResponse>;

export const FeatureBody = z.strictObject({ is_featured: z.boolean().optional() });

/** How the admin course list can be sorted: a field, `-` in front for descending. */
export const COURSE_ORDERINGS = ['title', '-title', 'price', '-price', 'created_at', '-created_at'] as const;
export type CourseOrdering = (typeof COURSE_ORDERINGS)[number];

/** The admin course list's filters (spec §3) and order; the export takes the same ones. */
export const AdminCourseFilterQuery = z.object({
  ordering: z.enum(COURSE_ORDERINGS).optional(),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const AdminCourseListQuery = PaginationQuery.extend(AdminCourseFilterQuery.shape);

/** Deleting a course that people are enrolled in needs `?confirm=true`. */
export const CourseDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
