import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('colleges_user_id_key').on(table.userId),
    index('colleges_approved_idx').on(table.isApprovedByAdmin),
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
    phone: varchar('phone', { length: 20 }),
    headline: varchar('headline', { length: 150 }),
    biography: text('biography'),
    photo: varchar('photo', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('students_user_id_key').on(table.userId),
    index('students_college_idx').on(table.collegeId, table.isApprovedByCollege),
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
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
