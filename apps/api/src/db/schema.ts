import { LANGUAGES } from '@vidya/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['student', 'college', 'admin']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** One row per person who can sign in; the role decides which profile table completes it. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    fullName: varchar('full_name', { length: 150 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Raised whenever every signed-in session must end at once (password changed or reset,
     * account suspended or deactivated): access tokens carry the version they were issued under.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the person chose (contract LANGUAGES); null until they choose. Emails use it. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // Trigram indexes for the admin student search (name or email containing the text, ILIKE):
    // without them each search reads every user. Created by migration 0011 only where the
    // pg_trgm extension can be installed; elsewhere the search still works, by a scan.
    index('users_full_name_trgm_idx').using('gin', sql`${table.fullName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    check('users_language_check', sql`${table.language} in ('en', 'hi')`),
  ],
);

/**
 * What a college may use (docs/plans.md): how many students it may have approved, exams running
 * at once and questions in its bank (null: unlimited), and the yearly price in paise. Exactly one
 * plan is the default (`is_default`, a partial unique index): colleges get it when they sign up.
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    maxApprovedStudents: integer('max_approved_students'),
    maxRunningExams: integer('max_running_exams'),
    maxBankQuestions: integer('max_bank_questions'),
    yearlyPricePaise: integer('yearly_price_paise').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('plans_name_key').on(table.name),
    uniqueIndex('plans_one_default_key')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check(
      'plans_limits_not_negative',
      sql`coalesce(${table.maxApprovedStudents}, 0) >= 0 and coalesce(${table.maxRunningExams}, 0) >= 0 and coalesce(${table.maxBankQuestions}, 0) >= 0 and ${table.yearlyPricePaise} >= 0`,
    ),
  ],
);

export const colleges = pgTable(
  'colleges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegeName: varchar('college_name', { length: 200 }).notNull(),
    contactPerson: varchar('contact_person', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    website: varchar('website', { length: 300 }),
    isApprovedByAdmin: boolean('is_approved_by_admin').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * Set when an admin (or the college itself) deletes the college. The row stays so the exams
     * its students took, and their results, keep their college; nothing lists it any more and
     * its account can no longer sign in (docs/colleges.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The college's plan. A new college gets the default plan: this subquery from the app, and a
     * trigger (migration 0012) for an insert that names none.
     */
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' })
      .$defaultFn(() => sql`(select "id" from "plans" where "is_default")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('colleges_user_id_key').on(table.userId),
    index('colleges_plan_idx').on(table.planId),
    index('colleges_approved_idx').on(table.isApprovedByAdmin),
    index('colleges_created_idx').on(table.createdAt),
  ],
);

export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a platform student who studies without a college. */
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'set null' }),
    isApprovedByCollege: boolean('is_approved_by_college').notNull().default(false),
    approvedByCollegeAt: timestamp('approved_by_college_at', { withTimezone: true }),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The admin who suspended the student; null once lifted, or if that admin is gone. */
    suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
    phone: varchar('phone', { length: 20 }),
    headline: varchar('headline', { length: 150 }),
    biography: text('biography'),
    photo: varchar('photo', { length: 300 }),
    /** The college's own number for the student (issue #14); unique within that college. */
    rollNumber: varchar('roll_number', { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('students_user_id_key').on(table.userId),
    index('students_college_idx').on(table.collegeId, table.isApprovedByCollege),
    index('students_created_idx').on(table.createdAt),
    uniqueIndex('students_college_roll_number_key')
      .on(table.collegeId, table.rollNumber)
      .where(sql`${table.rollNumber} is not null`),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every refresh rotates the token inside its
 * family; presenting a rotated token again revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

export const otpPurpose = pgEnum('otp_purpose', ['verify_email', 'reset_password', 'change_email']);

/**
 * Six-digit codes sent by email. Stored as a keyed hash, one live code per user and purpose,
 * void after 10 minutes or 5 wrong tries (design §6).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** The new address, for a change of email; the code goes there, not to the current one. */
    targetEmail: varchar('target_email', { length: 254 }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_user_purpose_key').on(table.userId, table.purpose)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin marked the message dealt with; null while it still needs attention. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** What admins answered to a contact message, by email; kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Null once the admin's account is deleted; `authorEmail` still says who wrote it. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: varchar('author_email', { length: 254 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 220 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    image: varchar('image', { length: 300 }),
    pricePaise: integer('price_paise').notNull().default(0),
    originalPricePaise: integer('original_price_paise').notNull().default(0),
    isActive: boolean('is_active').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    /**
     * Share of a lesson's video (per cent) a student must have watched before the lesson can be
     * completed (issue #17); 0 turns the rule off for this course.
     */
    watchThresholdPercent: integer('watch_threshold_percent').notNull().default(90),
    /** Admin-written text about who teaches the course (issue #17); null when none is given. */
    instructor: varchar('instructor', { length: 2000 }),
    // Kept in step by the courses repository (refreshCourseCounters), so the catalogue reads one
    // row per course instead of counting lessons and reviews on every page view.
    lessonsCount: integer('lessons_count').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('courses_slug_key').on(table.slug),
    check('courses_watch_threshold_check', sql`${table.watchThresholdPercent} between 0 and 100`),
    index('courses_active_idx').on(table.isActive, table.createdAt),
    index('courses_featured_idx').on(table.isFeatured, table.featuredAt),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Null when the stored link was not http(s) and was cleared (migration stored_urls_http_only). */
    videoUrl: varchar('video_url', { length: 500 }),
    /**
     * The lesson's length as the admin set it (issue #17), shown on the course pages; null when
     * unknown. Watch progress keeps the player's own measure (lesson_watch_progress).
     */
    durationSeconds: integer('duration_seconds'),
    order: integer('order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lessons_course_order_key').on(table.courseId, table.order),
    check(
      'lessons_duration_seconds_check',
      sql`${table.durationSeconds} is null or ${table.durationSeconds} between 1 and 359999`,
    ),
  ],
);

export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lesson_resources_lesson_idx').on(table.lessonId)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('enrollments_student_course_key').on(table.studentId, table.courseId),
    index('enrollments_course_idx').on(table.courseId),
    // The admin growth series counts enrollments by day (decision 031).
    index('enrollments_enrolled_idx').on(table.enrolledAt),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.lessonId] })],
);

/**
 * How much of a lesson's video a student has watched (issue #17), reported by the player during
 * playback. `watchedSeconds` counts distinct seconds of the video seen; the server bounds each
 * report's growth by the wall-clock time since the previous one.
 */
export const lessonWatchProgress = pgTable(
  'lesson_watch_progress',
  {
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.lessonId] })],
);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('course_reviews_course_student_key').on(table.courseId, table.studentId),
    check('course_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export const certificateKind = pgEnum('certificate_kind', ['course', 'exam']);

/**
 * Issued certificates keep their own copy of the name and title, so a code stays verifiable
 * after the course is deleted or renamed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: certificateKind('kind').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    studentName: varchar('student_name', { length: 150 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('certificates_code_key').on(table.code),
    uniqueIndex('certificates_student_course_key').on(table.studentId, table.courseId),
    uniqueIndex('certificates_student_exam_key').on(table.studentId, table.examId),
    index('certificates_student_idx').on(table.studentId, table.issuedAt),
  ],
);

export const paymentStatus = pgEnum('payment_status', ['created', 'paid', 'failed']);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the student's account is deleted: the payment stays in the accounts for
     * bookkeeping, no longer tied to a person (docs/students.md).
     */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseTitle: varchar('course_title', { length: 200 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 100 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    amountPaise: integer('amount_paise').notNull(),
    /** The course's price before the discount when the order was made (for the invoice). */
    originalPricePaise: integer('original_price_paise'),
    /** The buyer's state (place of supply): decides CGST+SGST or IGST on the invoice. */
    buyerState: varchar('buyer_state', { length: 100 }),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: paymentStatus('status').notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_order_key').on(table.provider, table.providerOrderId),
    index('payments_student_idx').on(table.studentId, table.createdAt),
    // Paid payments by when they were paid: the growth series' revenue and the activity feed,
    // newest first (decision 031).
    index('payments_paid_idx')
      .on(table.paidAt, table.id)
      .where(sql`${table.status} = 'paid' and ${table.paidAt} is not null`),
  ],
);

/**
 * Tax invoices for paid orders (issue #17). Numbers run without gaps within a financial year:
 * `invoice_series` holds the last number issued, taken under a row lock in the payment's
 * transaction. Each invoice keeps its own copy of seller, buyer, prices and tax.
 */
export const invoiceSeries = pgTable('invoice_series', {
  /** The Indian financial year, e.g. `2026-27`. */
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    /** As printed, e.g. `VID/2026-27/000042`. */
    invoiceNumber: varchar('invoice_number', { length: 32 }).notNull(),
    sellerName: varchar('seller_name', { length: 200 }).notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: varchar('seller_gstin', { length: 15 }).notNull(),
    sellerState: varchar('seller_state', { length: 100 }).notNull(),
    buyerName: varchar('buyer_name', { length: 150 }).notNull(),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull(),
    buyerState: varchar('buyer_state', { length: 100 }),
    courseTitle: varchar('course_title', { length: 200 }).notNull(),
    originalPricePaise: integer('original_price_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** GST rate in basis points (1800 = 18 %). */
    gstRateBasisPoints: integer('gst_rate_basis_points').notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_payment_key').on(table.paymentId),
    uniqueIndex('invoices_number_key').on(table.financialYear, table.sequenceNumber),
  ],
);

/**
 * The site's one promotion (issue #17): the introductory discount and the real moment it ends,
 * the same for every visitor. A single row (id 1); admins change it.
 */
export const sitePromotion = pgTable(
  'site_promotion',
  {
    id: integer('id').primaryKey().default(1),
    discountPercent: integer('discount_percent').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('site_promotion_single_row_check', sql`${table.id} = 1`),
    check('site_promotion_discount_check', sql`${table.discountPercent} between 1 and 99`),
  ],
);

export const examKind = pgEnum('exam_kind', ['platform', 'college']);
export const resultsRelease = pgEnum('results_release', ['immediate', 'after_window', 'manual']);
export const attemptStatus = pgEnum('attempt_status', ['in_progress', 'submitted', 'expired']);

/** The question bank: platform questions (no college) and each college's own. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    optionC: text('option_c').notNull(),
    optionD: text('option_d').notNull(),
    correctAnswer: varchar('correct_answer', { length: 1 }).notNull(),
    marks: integer('marks').notNull().default(1),
    explanation: text('explanation').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('questions_college_idx').on(table.collegeId),
    check('questions_correct_answer_check', sql`${table.correctAnswer} in ('a', 'b', 'c', 'd')`),
    check('questions_marks_check', sql`${table.marks} > 0`),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: examKind('kind').notNull(),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    passPercentage: integer('pass_percentage').notNull().default(40),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    resultsRelease: resultsRelease('results_release').notNull().default('immediate'),
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true }),
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    /** Set on every college exam; whether outsiders may use it is `allowJoinByCode`. */
    joinCode: varchar('join_code', { length: 16 }),
    allowJoinByCode: boolean('allow_join_by_code').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    /** Set when the exam's college called it off before it started; it then stays in its history. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Issue #22: a second device cannot answer an attempt in progress elsewhere until released. */
    oneDevicePerAttempt: boolean('one_device_per_attempt').notNull().default(false),
    /** Issue #22: copy and paste on the test screen are recorded (never blocked). */
    recordClipboard: boolean('record_clipboard').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exams_kind_active_idx').on(table.kind, table.isActive),
    index('exams_college_idx').on(table.collegeId),
    uniqueIndex('exams_join_code_key').on(table.joinCode),
    check('exams_duration_check', sql`${table.durationMinutes} > 0`),
  ],
);

/** Students outside a college who joined one of its exams with the exam's code. */
export const examParticipants = pgTable(
  'exam_participants',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.studentId] }),
    index('exam_participants_student_idx').on(table.studentId),
  ],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.questionId] }),
    uniqueIndex('exam_questions_position_key').on(table.examId, table.position),
  ],
);

/**
 * One sitting of an exam. The deadline is fixed at start from the server's clock; at most one
 * attempt per student and exam is in progress (partial unique index).
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    status: attemptStatus('status').notNull().default('in_progress'),
    /** Seeds the per-attempt order of questions and options. */
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    maxScore: integer('max_score'),
    /**
     * Issue #22: the browser (client id) that holds the attempt in one-device mode; an invigilator's
     * release hands it to another.
     */
    clientId: varchar('client_id', { length: 64 }),
  },
  (table) => [
    uniqueIndex('exam_attempts_number_key').on(table.examId, table.studentId, table.attemptNumber),
    uniqueIndex('exam_attempts_one_open_key')
      .on(table.examId, table.studentId)
      .where(sql`${table.status} = 'in_progress'`),
    index('exam_attempts_student_idx').on(table.studentId, table.startedAt),
    // The admin growth series counts attempts started by day (decision 031).
    index('exam_attempts_started_idx').on(table.startedAt),
    index('exam_attempts_open_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'in_progress'`),
  ],
);

/**
 * The integrity log (issue #22): what happened during an attempt, one row per event, with the
 * browser's clock (`clientAt`) and the server's (`receivedAt`). Never edited or deleted by the API.
 * Kinds and their `detail` are defined in docs/exams.md.
 */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    clientId: varchar('client_id', { length: 64 }),
    clientAt: timestamp('client_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms'),
    detail: jsonb('detail'),
  },
  // One index, the key, serves every read (an attempt's events in order) and is the only one an
  // event's insert maintains: with a second on id alone, a save carrying an event cost a fifth
  // more (issue #22, decision 026).
  (table) => [primaryKey({ name: 'attempt_events_pkey', columns: [table.attemptId, table.id] })],
);

/**
 * The integrity log's running totals per attempt, kept in step with `attempt_events`, so the live
 * monitor reads one row per student instead of counting events every 5 s.
 */
export const attemptIntegrity = pgTable('attempt_integrity', {
  attemptId: integer('attempt_id')
    .primaryKey()
    .references(() => examAttempts.id, { onDelete: 'cascade' }),
  timesAway: integer('times_away').notNull().default(0),
  awayMs: integer('away_ms').notNull().default(0),
  blips: integer('blips').notNull().default(0),
  disconnections: integer('disconnections').notNull().default(0),
  devices: integer('devices').notNull().default(0),
  /** Set while the student is away from the exam page right now. */
  awaySince: timestamp('away_since', { withTimezone: true }),
  eventsKept: integer('events_kept').notNull().default(0),
  eventsCoalesced: integer('events_coalesced').notNull().default(0),
  lastIp: varchar('last_ip', { length: 45 }),
  updatedAt: updatedAt(),
});

/**
 * Extra minutes one student is given in one exam (an accommodation, issue #14): their attempt's
 * server deadline is the exam's plus these. Given before or during the exam; the audit trail says who.
 */
export const examTimeExtensions = pgTable(
  'exam_time_extensions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.studentId] }),
    check('exam_time_extensions_minutes_check', sql`${table.extraMinutes} > 0`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: varchar('answer', { length: 1 }),
    /** Issue #17: the student's "Mark for review" flag, kept with the attempt like the answer. */
    markedForReview: boolean('marked_for_review').notNull().default(false),
    seq: integer('seq').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/**
 * What admins (and colleges) did to someone else's data: who, what, to which record, when and
 * why. Written in the transaction of the change itself, so a change that fails leaves no row;
 * nothing in the API updates or deletes these rows.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the acting account is deleted; `actorEmail` still says who it was. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    actorRole: userRole('actor_role').notNull(),
    /** What was done, e.g. `student.suspend`. */
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('audit_events_created_idx').on(table.createdAt),
  ],
);

/**
 * A college inviting a student (issue #14): a new address signs up with the emailed code and lands
 * approved; an existing student (`studentId`) accepts or declines a join request. Expires in 14 days.
 */
export const collegeInvitations = pgTable(
  'college_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    fullName: varchar('full_name', { length: 150 }).notNull(),
    rollNumber: varchar('roll_number', { length: 50 }),
    /** The student the address already belongs to, when it does: they get a join request. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** SHA-256 of the emailed code; a resend replaces it. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('college_invitations_college_idx').on(table.collegeId, table.createdAt),
    uniqueIndex('college_invitations_code_key').on(table.codeHash),
    uniqueIndex('college_invitations_pending_email_key')
      .on(table.collegeId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
    index('college_invitations_student_idx').on(table.studentId),
    check(
      'college_invitations_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'revoked')`,
    ),
  ],
);
