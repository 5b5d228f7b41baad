import { z } from 'zod';
import { PaginationQuery } from '../common.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** A college's own exams: scheduling, rescheduling and cancelling (issue #14, docs/exams.md). */

/**
 * `POST /colleges/admin/exams/{id}/reschedule/`: the new day and start time (India Standard Time);
 * the end time is kept only if given, otherwise the exam closes when its duration has run out.
 */
export const RescheduleExamBody = z
  .strictObject({
    exam_date: z
      .string({ message: VALIDATION_MESSAGES.scheduleRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.scheduleRequired),
    start_time: z
      .string({ message: VALIDATION_MESSAGES.scheduleRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.'),
    end_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.')
      .nullable()
      .optional(),
  })
  .refine((body) => !body.end_time || body.end_time > body.start_time, {
    message: 'The end time must be after the start time.',
    path: ['end_time'],
  });
export type RescheduleExamBody = z.input<typeof RescheduleExamBody>;

/** The banks a college picks questions from: its own, or the platform's. */
export const COLLEGE_BANK_SCOPES = ['college', 'platform'] as const;
export type CollegeBankScope = (typeof COLLEGE_BANK_SCOPES)[number];

/** `GET /colleges/admin/questions/`: the college's own bank (or the platform's), newest first. */
export const CollegeQuestionBankQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  scope: z.enum(COLLEGE_BANK_SCOPES).default('college'),
});
