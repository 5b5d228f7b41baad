/**
 * Every refusal the API makes: one code per failure, with the HTTP status it is sent with (design
 * §9.12, decision 037). The code names what went wrong; the reply's `detail` is the English
 * sentence for API clients, and its `values` the names and numbers a translation needs. The web
 * shows each code in the reader's language (`apps/web/src/lib/i18n/refusal-messages.ts`), so a
 * Hindi reader never reads the server's English, and never depends on its exact words.
 *
 * The first group are the kinds of failure that have no more specific name: schema validation,
 * the router's and the database's refusals, sign-in and the session.
 */
export const REFUSALS = {
  // Input the schemas refuse (with field errors), and the framework's and database's refusals.
  invalid: 400,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  throttled: 429,
  unavailable: 503,
  internal: 500,

  // Signing in and the session.
  not_authenticated: 401,
  token_invalid: 401,
  account_gone: 401,
  no_account: 401,
  invalid_credentials: 401,
  permission_denied: 403,
  wrong_portal: 403,
  inactive: 403,
  pending_approval: 403,
  email_unverified: 403,
  cross_site: 403,
  students_only: 403,
  colleges_only: 403,

  // Accounts: sign-up, codes, security settings.
  email_already_verified: 409,
  email_taken: 409,
  same_password: 400,
  same_email: 400,
  wrong_current_password: 400,
  college_not_approved: 400,
  code_missing: 400,
  code_expired: 400,
  code_locked: 400,
  code_wrong: 400,
  code_used: 400,
  code_for_other_email: 400,

  // Uploaded files: spreadsheets, question files, any upload.
  file_empty: 400,
  file_not_text: 400,
  file_csv_unreadable: 400,
  file_xlsx_unreadable: 400,
  file_no_worksheet: 400,
  file_columns_missing: 400,
  file_no_rows: 400,
  file_too_many_rows: 400,
  upload_not_multipart: 400,
  upload_field_missing: 400,
  upload_file_name_invalid: 400,

  // Courses, lessons, payments, certificates.
  course_not_found: 404,
  courses_not_found: 404,
  lesson_not_found: 404,
  enrollment_not_found: 404,
  not_enrolled: 403,
  already_enrolled: 409,
  payment_required: 402,
  course_is_free: 409,
  video_not_watched: 409,
  lesson_has_no_video: 409,
  lesson_completed_by_students: 409,
  lesson_order_taken: 409,
  lesson_list_mismatch: 400,
  original_price_below_price: 400,
  confirmation_required: 409,
  image_unreadable: 400,
  payment_not_found: 404,
  invoice_not_found: 404,
  payment_not_demo: 409,
  payment_unverified: 400,
  webhook_signature_invalid: 400,
  webhook_body_invalid: 400,
  certificate_not_found: 404,
  certificate_code_unknown: 404,
  certificate_not_earned: 404,
  message_not_found: 404,

  // Students, colleges, plans, invitations.
  student_not_found: 404,
  student_ids_unknown: 400,
  student_profile_missing: 404,
  student_without_college: 400,
  student_already_approved: 409,
  student_not_approved: 409,
  student_already_suspended: 409,
  student_not_suspended: 409,
  college_not_found: 404,
  college_ids_unknown: 400,
  college_profile_missing: 404,
  college_already_approved: 409,
  college_not_yours: 400,
  plan_not_found: 404,
  plan_name_taken: 400,
  plan_student_limit: 409,
  plan_running_exam_limit: 409,
  plan_bank_limit: 409,
  invitation_not_found: 404,
  invitation_code_invalid: 400,
  invitation_used: 409,
  invitation_declined: 409,
  invitation_revoked: 409,
  invitation_expired: 409,
  invitation_not_waiting: 409,
  invitation_send_limit: 429,
  invitation_resend_wait: 429,
  invitation_account_exists: 409,
  invitation_roll_number_taken: 409,
  invitation_college_full: 409,
  invitation_rows_invalid: 400,
  invitation_sent_meanwhile: 409,
  approved_elsewhere: 409,

  // Exams: authoring.
  exam_not_found: 404,
  exam_cancelled: 409,
  exam_started: 409,
  exam_has_no_questions: 409,
  exam_college_deleted: 409,
  exam_not_college: 409,
  exam_college_required: 400,
  college_unknown: 400,
  exam_unknown: 400,
  exam_course_unknown: 400,
  exam_platform_has_no_date: 400,
  exam_start_time_required: 400,
  exam_join_code_not_college: 400,
  exam_date_in_past: 400,
  schedule_required: 400,
  schedule_time_format: 400,
  schedule_date_invalid: 400,
  schedule_datetime_format: 400,
  schedule_end_before_start: 400,
  question_not_found: 404,
  question_not_in_exam: 404,
  question_ids_unknown: 400,
  question_ids_not_in_bank: 404,
  question_ids_repeated: 400,
  question_list_mismatch: 400,
  questions_not_usable: 400,
  question_bank_mismatch: 400,
  question_options_invalid: 400,
  questions_already_in_exam: 409,
  questions_locked: 409,
  question_in_taken_exam: 409,
  question_is_platform: 403,
  last_question_of_active_exam: 409,
  import_rows_invalid: 400,
  question_file_unreadable: 400,
  import_nothing_importable: 400,
  import_unsupported_questions: 400,
  results_release_not_manual: 409,

  // Exams: taking.
  exam_not_open: 409,
  exam_closed: 409,
  attempts_used_up: 409,
  attempt_not_found: 404,
  attempt_not_started: 409,
  attempt_in_progress: 409,
  attempt_submitted: 409,
  attempt_time_up: 409,
  attempt_finished_elsewhere: 409,
  attempt_finished: 409,
  question_not_in_attempt: 400,
  join_code_unknown: 404,
  device_held: 409,

  // Exams: the live monitor and the integrity log.
  extra_time_too_late: 409,
  extra_time_too_short: 409,
  extra_time_after_submit: 409,
  extra_time_student_unknown: 404,
  device_release_not_needed: 409,
  device_not_held_yet: 409,
  activity_invalid: 400,
  activity_refused_after_save: 400,
  date_range_reversed: 400,
  marks_college_scope: 400,
} as const satisfies Record<string, number>;

export type RefusalCode = keyof typeof REFUSALS;

/**
 * The names and numbers each refusal's message needs, sent as the reply's `values`: the API's
 * types make a refusal with such a code send them, and the web's tests check its messages name
 * no other.
 */
export const REFUSAL_VALUES = {
  code_wrong: ['left'],
  file_columns_missing: ['columns'],
  file_too_many_rows: ['count', 'max'],
  upload_not_multipart: ['field'],
  upload_field_missing: ['field'],
  payment_required: ['price'],
  video_not_watched: ['required', 'watched'],
  lesson_completed_by_students: ['count'],
  lesson_order_taken: ['order'],
  confirmation_required: ['count'],
  student_ids_unknown: ['ids'],
  student_without_college: ['ids'],
  college_ids_unknown: ['ids'],
  plan_name_taken: ['name'],
  plan_student_limit: ['plan', 'limit'],
  plan_running_exam_limit: ['plan', 'limit'],
  plan_bank_limit: ['plan', 'limit'],
  invitation_declined: ['college'],
  invitation_revoked: ['college'],
  invitation_expired: ['college', 'days'],
  invitation_send_limit: ['count'],
  invitation_resend_wait: ['minutes'],
  invitation_roll_number_taken: ['college'],
  invitation_college_full: ['college'],
  invitation_sent_meanwhile: ['emails'],
  approved_elsewhere: ['college'],
  exam_started: ['date', 'time'],
  schedule_time_format: ['example'],
  question_ids_unknown: ['ids'],
  question_ids_not_in_bank: ['ids'],
  questions_not_usable: ['ids'],
  questions_already_in_exam: ['ids'],
  import_rows_invalid: ['bad', 'total'],
  import_unsupported_questions: ['count', 'total'],
  exam_not_open: ['opens_at'],
  attempts_used_up: ['allowed'],
  extra_time_too_late: ['name'],
  extra_time_too_short: ['name', 'minutes'],
  extra_time_after_submit: ['name'],
  device_not_held_yet: ['name'],
} as const satisfies Partial<Record<RefusalCode, readonly string[]>>;

/** Any refusal's values, as the reply carries them. */
export type RefusalValues = Record<string, string | number>;

/** The values a refusal with `code` must send; `never` for a code whose message names none. */
export type RefusalValuesOf<Code extends RefusalCode> = Code extends keyof typeof REFUSAL_VALUES
  ? Record<(typeof REFUSAL_VALUES)[Code][number], string | number>
  : never;

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

/**
 * The kinds of failure a reader is told about in general words (the web's own message for each),
 * because the reply's `detail` may say something more precise in English only, such as a
 * schema's field message, which the web translates by its own table (decision 017).
 */
export const GENERAL_REFUSALS = new Set<RefusalCode>(['invalid', 'not_found', 'conflict']);
