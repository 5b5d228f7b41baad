import { z } from 'zod';
import { RecordId } from '../common.ts';

/**
 * The exam integrity log (issue #22, docs/exams.md): what happened during an attempt, measured and
 * told in neutral words. Nothing here changes a score.
 */

/** An absence from the exam page shorter than this is a blip, counted apart. */
export const BLIP_MS = 2000;

/** The most events one request may carry; the test screen sends fewer, batched with its answers. */
export const EVENTS_PER_BATCH_MAX = 100;

/** Events kept per attempt; beyond it blips are counted, not stored (and the log says so). */
export const EVENTS_KEPT_MAX = 1000;

/** The longest duration an event may claim (a day): longer is not a clock, it is a forgery. */
export const EVENT_DURATION_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * Kinds the test screen sends: `opened` (the test screen opened the attempt on this browser),
 * `left` (the page hidden or the window lost focus), `returned` (back, with the absence's
 * duration), `offline` (answers could not reach the server, with its duration and answers queued),
 * `copy` and `paste` (only when the exam records the clipboard; never the text).
 */
export const CLIENT_EVENT_KINDS = ['opened', 'left', 'returned', 'offline', 'copy', 'paste'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** Kinds only the server writes. */
export const SERVER_EVENT_KINDS = [
  'started',
  'resumed',
  'device_joined',
  'reloaded',
  'ip_changed',
  'extra_time',
  'submitted',
  'finalised',
  'coalesced',
  'device_refused',
  'device_released',
] as const;
export type ServerEventKind = (typeof SERVER_EVENT_KINDS)[number];

export const ATTEMPT_EVENT_KINDS = [...CLIENT_EVENT_KINDS, ...SERVER_EVENT_KINDS] as const;
export type AttemptEventKind = (typeof ATTEMPT_EVENT_KINDS)[number];

/** A browser's own id for an attempt (random, made by the test screen). */
export const ClientId = z
  .string()
  .min(8, 'The client id is 8 to 64 letters, digits, dashes or underscores.')
  .max(64, 'The client id is 8 to 64 letters, digits, dashes or underscores.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The client id is 8 to 64 letters, digits, dashes or underscores.');

/**
 * One device per attempt (an exam option, docs/exams.md): what a browser other than the one holding
 * the attempt is told (409, code `device_held`), whatever it asked for. It answers nothing.
 */
export const DEVICE_HELD_DETAIL =
  'This exam is open on another device. Ask your invigilator to release it to this device.';

/** `GET /exams/attempts/{id}/?client_id=`: the browser opening the attempt says which it is. */
export const AttemptQuery = z.object({ client_id: ClientId.optional() });
export type AttemptQuery = z.infer<typeof AttemptQuery>;

/**
 * `POST /colleges/admin/exams/attempts/{id}/release-device/`: the attempt goes to the next other
 * browser that opens it; the one that held it is refused from now on.
 */
export const DeviceRelease = z
  .object({
    attempt: z.number().int(),
    student: z.number().int(),
    student_name: z.string(),
    detail: z.string(),
  })
  .meta({ id: 'DeviceRelease' });
export type DeviceRelease = z.infer<typeof DeviceRelease>;

/** One event as the browser sends it. `at` is the browser's clock when it happened. */
export const ClientEvent = z.strictObject({
  kind: z.enum(CLIENT_EVENT_KINDS, 'Unknown event kind.'),
  at: z.iso.datetime('The event time must be an ISO date-time.'),
  /** `returned` and `offline`: how long the absence or the disconnection lasted. */
  duration_ms: z.number().int().min(0).max(EVENT_DURATION_MAX_MS).optional(),
  /** `offline`: answers queued meanwhile. */
  queued: z.number().int().min(0).max(10_000).optional(),
  /** `left`: what was seen (the page hidden, or the window lost focus). */
  cause: z.enum(['hidden', 'blur']).optional(),
});
export type ClientEvent = z.infer<typeof ClientEvent>;

/** A batch of events, in the order they happened. */
export const ClientEventBatch = z.array(ClientEvent).max(EVENTS_PER_BATCH_MAX, 'Too many events at once.');

/** `POST /exams/attempts/{id}/events/`: events with no answer to travel with. */
export const AttemptEventsBody = z.strictObject({
  client_id: ClientId,
  events: ClientEventBatch,
});
export type AttemptEventsBody = z.input<typeof AttemptEventsBody>;

/** What the server took from a batch. */
export const AttemptEventsReceipt = z
  .object({ kept: z.number().int(), coalesced: z.number().int() })
  .meta({ id: 'AttemptEventsReceipt' });
export type AttemptEventsReceipt = z.infer<typeof AttemptEventsReceipt>;

/** The running totals of one attempt's log, as the monitor and the export show them. */
export const IntegritySummary = z.object({
  /** Absences of 2 s or more. */
  times_away: z.number().int(),
  /** Their total length, in milliseconds. */
  away_ms: z.number().int(),
  blips: z.number().int(),
  disconnections: z.number().int(),
  /** Browsers that opened the attempt (0 before the test screen reported). */
  devices: z.number().int(),
  /** Away from the exam page right now, since then (null: not away). */
  away_since: z.iso.datetime().nullable(),
});
export type IntegritySummary = z.infer<typeof IntegritySummary>;

export const EMPTY_INTEGRITY_SUMMARY: IntegritySummary = {
  times_away: 0,
  away_ms: 0,
  blips: 0,
  disconnections: 0,
  devices: 0,
  away_since: null,
};

/** One event of the timeline, with both clocks. */
export const TimelineEvent = z.object({
  id: z.number().int(),
  kind: z.enum(ATTEMPT_EVENT_KINDS),
  /** The browser's clock (null for the server's own events). */
  client_at: z.iso.datetime().nullable(),
  received_at: z.iso.datetime(),
  duration_ms: z.number().int().nullable(),
  /** Kind-specific facts: user agent family, IP address, answers queued, who gave extra time… */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  /** Questions answered (saved) between the previous event and this one. */
  answered_since: z.number().int(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** `GET /colleges/admin/exams/attempts/{id}/timeline/`: the attempt's log, in order. */
export const AttemptTimeline = z
  .object({
    attempt: z.number().int(),
    exam: z.number().int(),
    exam_title: z.string(),
    student: z.number().int(),
    student_name: z.string(),
    status: z.enum(['in_progress', 'submitted', 'expired']),
    summary: IntegritySummary,
    /** Blips beyond the cap counted but not kept as rows. */
    events_coalesced: z.number().int(),
    events: z.array(TimelineEvent),
  })
  .meta({ id: 'AttemptTimeline' });
export type AttemptTimeline = z.infer<typeof AttemptTimeline>;

/** The live monitor of an open exam and extra time for one student (issue #14). */

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
