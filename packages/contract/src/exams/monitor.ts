/** The live monitor of an open exam and extra time for one student (issue #14). */
import { z } from 'zod';
import { RecordId } from '../common.ts';
import { IntegritySummary } from './integrity.ts';

/** The most extra minutes one student may be given in one exam (ten hours). */
export const EXTRA_MINUTES_MAX = 600;

/** A student whose last save (or start, with no answer yet) is older than this is flagged. */
export const MONITOR_STALE_SECONDS = 120;

/** How often the monitor page asks again, and the most a reply may lag behind a save. */
export const MONITOR_REFRESH_SECONDS = 5;

/**
 * `PUT /colleges/admin/exams/{id}/extra-time/`: the extra minutes one student has in the exam, in
 * place of any given before. 0 takes the extra time away again.
 */
export const ExtraTimeBody = z.strictObject({
  student: RecordId,
  extra_minutes: z
    .number('Enter the extra minutes as a whole number.')
    .int('Enter the extra minutes as a whole number.')
    .min(0, 'Extra minutes cannot be negative.')
    .max(EXTRA_MINUTES_MAX, 'At most 600 extra minutes (ten hours) can be given.'),
});
export type ExtraTimeBody = z.input<typeof ExtraTimeBody>;

/** The extra time as it now stands, and the deadline of the student's open attempt if any. */
export const ExtraTimeGrant = z
  .object({
    exam: z.number().int(),
    student: z.number().int(),
    student_name: z.string(),
    extra_minutes: z.number().int(),
    /** The open attempt's deadline, moved by the change; null when the student has not started. */
    deadline: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ExtraTimeGrant' });
export type ExtraTimeGrant = z.infer<typeof ExtraTimeGrant>;

export const DEVICE_STATES = ['held', 'refused', 'released'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

export const MONITOR_ATTEMPT_STATUSES = ['in_progress', 'submitted', 'expired'] as const;

/** One student who started, with their latest attempt. */
export const MonitorStudent = z.object({
  student: z.number().int(),
  student_name: z.string(),
  roll_number: z.string().nullable(),
  attempt: z.number().int(),
  status: z.enum(MONITOR_ATTEMPT_STATUSES),
  answered: z.number().int(),
  started_at: z.iso.datetime(),
  last_saved_at: z.iso.datetime().nullable(),
  /** The attempt's server deadline, extra time included. */
  deadline: z.iso.datetime(),
  extra_minutes: z.number().int(),
  /** In progress, and nothing saved for over `MONITOR_STALE_SECONDS`. */
  possibly_disconnected: z.boolean(),
  /** The integrity log's summary (issue #22); `away_since` set: away from the exam page now. */
  integrity: IntegritySummary,
  /**
   * One-device exams (issue #22), an attempt in progress: `held` by a browser, another one
   * `refused` since, `released` by the invigilator and waiting for the next browser; null otherwise.
   */
  device: z.enum(DEVICE_STATES).nullable().optional(),
});
export type MonitorStudent = z.infer<typeof MonitorStudent>;

export const MonitorCounts = z.object({
  /** The college's approved students and those who joined with the code. */
  can_take: z.number().int(),
  started: z.number().int(),
  in_progress: z.number().int(),
  submitted: z.number().int(),
  not_started: z.number().int(),
  possibly_disconnected: z.number().int(),
  /** In progress and away from the exam page right now. */
  away_now: z.number().int(),
});
export type MonitorCounts = z.infer<typeof MonitorCounts>;

/** `GET /colleges/admin/exams/{id}/monitor/`: the exam as it is being taken, right now. */
export const ExamMonitor = z
  .object({
    exam: z.number().int(),
    exam_title: z.string(),
    question_count: z.number().int(),
    /** Only the first browser to open an attempt may answer it (issue #22). */
    one_device_per_attempt: z.boolean().optional(),
    server_now: z.iso.datetime(),
    counts: MonitorCounts,
    /** Every student who started, by name. */
    students: z.array(MonitorStudent),
  })
  .meta({ id: 'ExamMonitor' });
export type ExamMonitor = z.infer<typeof ExamMonitor>;

/**
 * `GET /exams/attempts/{id}/clock/`: what the test screen asks now and then, so a deadline moved by
 * extra time reaches it without a reload.
 */
export const AttemptClock = z
  .object({
    attempt: z.number().int(),
    status: z.enum(MONITOR_ATTEMPT_STATUSES),
    deadline: z.iso.datetime(),
    server_now: z.iso.datetime(),
  })
  .meta({ id: 'AttemptClock' });
export type AttemptClock = z.infer<typeof AttemptClock>;
