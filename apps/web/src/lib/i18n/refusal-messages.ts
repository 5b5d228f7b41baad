import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefusalCode } from '@vidya/contract';

/**
 * What each refusal code means, in words for the person who was refused (decision 037): shown in a
 * language other than English, with the reply's `values` (English readers see the server's own
 * `detail`). The type makes a code without a message a compile error, and the i18n check a
 * message without Hindi. Loaded with the forms' texts (`loadFixedTexts`), not on the first page.
 */
export const REFUSAL_MESSAGES: Record<RefusalCode, MessageDescriptor> = {
  invalid: msg`Something in what you sent is not valid. Check the form and try again.`,
  not_found: msg`This was not found. It may have been removed.`,
  conflict: msg`This could not be saved because the records it refers to have changed. Reload and try again.`,
  payload_too_large: msg`What you sent is too large.`,
  throttled: msg`You are making requests too quickly. Please wait and try again.`,
  unavailable: msg`The server is restarting. Please try again in a moment.`,
  internal: msg`Something went wrong on our side. Please try again.`,
  not_authenticated: msg`Please sign in to continue.`,
  token_invalid: msg`Your session has ended. Please sign in again.`,
  account_gone: msg`Your account no longer exists.`,
  no_account: msg`No account found with this email. Please check your email or sign up.`,
  invalid_credentials: msg`Incorrect email or password. Please try again.`,
  permission_denied: msg`You do not have permission to do this.`,
  wrong_portal: msg`This account signs in on another login page. Please use the correct login page.`,
  inactive: msg`Your account is inactive. Please contact support.`,
  pending_approval: msg`Your college registration is awaiting admin approval. You can log in once an admin approves it.`,
  email_unverified: msg`Please verify your email address before signing in: enter the 6-digit code we emailed you, or ask for a new one.`,
  cross_site: msg`This request was refused because it came from another site.`,
  students_only: msg`Only a student account can do this.`,
  colleges_only: msg`Only a college account can do this.`,
  email_already_verified: msg`This email is already verified. You can sign in.`,
  email_taken: msg`This email is already used by another account.`,
  same_password: msg`Choose a new password that is different from the current one.`,
  same_email: msg`That is already your email address.`,
  wrong_current_password: msg`Your current password is not correct.`,
  college_not_approved: msg`Choose your college from the list of approved colleges, or leave it empty.`,
  code_missing: msg`No code is waiting for this request. Ask for a new code.`,
  code_expired: msg`This code has expired. Ask for a new code.`,
  code_locked: msg`Too many wrong codes: this code no longer works. Ask for a new code.`,
  code_wrong: msg({
    message:
      '{left, plural, one {That code is not correct. # try left.} other {That code is not correct. # tries left.}}',
  }),
  code_used: msg`This code has already been used. Ask for a new code.`,
  code_for_other_email: msg`This code is not valid for this email. Ask for a new code.`,
  file_empty: msg`The file is empty. Choose the right file and upload it again.`,
  file_not_text: msg`This file is neither UTF-8 text (CSV) nor an Excel workbook (.xlsx). Save it as "CSV UTF-8" or as .xlsx and upload it again.`,
  file_csv_unreadable: msg`The CSV file could not be read. Check for a stray quote mark and upload it again.`,
  file_xlsx_unreadable: msg`The Excel file could not be read. Save it again as an Excel Workbook (.xlsx) and upload it again.`,
  file_no_worksheet: msg`The workbook has no worksheet. Put the rows on the first sheet.`,
  file_columns_missing: msg({
    message: 'The header row (row 1) is missing the columns {columns}. Download the template to start from.',
  }),
  file_no_rows: msg`The file has nothing to import under its header. Check the file and upload it again.`,
  file_too_many_rows: msg({
    message: 'The file has {count} rows; upload at most {max} at a time (split it into several files).',
  }),
  upload_not_multipart: msg({ message: 'Send the file as a form upload in the field "{field}".' }),
  upload_field_missing: msg({ message: 'Attach the file in the field "{field}".' }),
  upload_file_name_invalid: msg`The file name has characters that cannot be stored. Rename the file and upload it again.`,
  course_not_found: msg`Course not found.`,
  courses_not_found: msg`None of the selected courses exist.`,
  lesson_not_found: msg`Lesson not found.`,
  enrollment_not_found: msg`Enrollment not found.`,
  not_enrolled: msg`You are not enrolled in this course.`,
  already_enrolled: msg`You are already enrolled in this course.`,
  payment_required: msg({ message: 'This course costs {price}. Complete the payment to enroll.' }),
  course_is_free: msg`This course is free: enroll directly.`,
  video_not_watched: msg({
    message:
      "Watch at least {required}% of this lesson's video before marking it complete. You have watched {watched}% so far.",
  }),
  lesson_has_no_video: msg`This lesson has no video: read it and mark it complete.`,
  lesson_completed_by_students: msg({
    message:
      '{count, plural, one {# student has completed this lesson, so it cannot be deleted. Edit it instead.} other {# students have completed this lesson, so it cannot be deleted. Edit it instead.}}',
  }),
  lesson_order_taken: msg({
    message:
      'Another lesson of this course already has order {order}. Choose another number or reorder the lessons.',
  }),
  lesson_list_mismatch: msg`List every lesson of this course exactly once.`,
  original_price_below_price: msg`The original price cannot be below the price.`,
  confirmation_required: msg({
    message:
      '{count, plural, one {# student is enrolled. Deleting removes their access and progress; issued certificates stay valid. Confirm to delete.} other {# students are enrolled. Deleting removes their access and progress; issued certificates stay valid. Confirm to delete.}}',
  }),
  image_unreadable: msg`This file is not an image we can use. Upload a PNG, JPEG or WebP image.`,
  payment_not_found: msg`Payment not found.`,
  invoice_not_found: msg`Invoice not found.`,
  payment_not_demo: msg`This payment does not use the demo checkout.`,
  payment_unverified: msg`The payment could not be verified. If money left your account, contact us with the payment id.`,
  webhook_signature_invalid: msg`Webhook signature is not valid.`,
  webhook_body_invalid: msg`Webhook body is not JSON.`,
  certificate_not_found: msg`Certificate not found.`,
  certificate_code_unknown: msg`No certificate has this code. Check it and try again.`,
  certificate_not_earned: msg`You have no certificate for this course yet: complete every lesson first.`,
  message_not_found: msg`Message not found.`,
  student_not_found: msg`Student not found.`,
  student_ids_unknown: msg({ message: 'No student has the id {ids}. Nothing was changed.' }),
  student_profile_missing: msg`No student profile exists for this account.`,
  student_without_college: msg({
    message: 'The student {ids} has no college to be approved for. Nothing was changed.',
  }),
  student_already_approved: msg`This student is already approved.`,
  student_not_approved: msg`This student is not approved yet: reject their request from Student Requests instead.`,
  student_already_suspended: msg`This student is already suspended.`,
  student_not_suspended: msg`This student is not suspended.`,
  college_not_found: msg`College not found.`,
  college_ids_unknown: msg({ message: 'No college has the id {ids}. Nothing was changed.' }),
  college_profile_missing: msg`No college profile exists for this account.`,
  college_already_approved: msg`This college is already approved.`,
  college_not_yours: msg`college_id must be the id of your own college.`,
  plan_not_found: msg`Plan not found.`,
  plan_name_taken: msg({ message: 'A plan named {name} already exists. Choose another name.' }),
  plan_student_limit: msg({
    message:
      'The plan ({plan}) allows {limit} approved students, and this would pass it. Nothing was changed. A larger plan makes room.',
  }),
  plan_running_exam_limit: msg({
    message:
      'The plan ({plan}) allows {limit} running exams at once, so this exam cannot be scheduled. Deactivate or cancel another exam, or wait until one ends.',
  }),
  plan_bank_limit: msg({
    message:
      "The plan ({plan}) allows {limit} questions in the college's bank, so these would not fit. Nothing was added.",
  }),
  invitation_not_found: msg`Invitation not found.`,
  invitation_code_invalid: msg`This invitation code is not valid. Check it against the email, or ask your college to resend the invitation.`,
  invitation_used: msg`This invitation was already used. Sign in with the account it created.`,
  invitation_declined: msg({ message: 'This invitation was declined. Ask {college} to invite you again.' }),
  invitation_revoked: msg({
    message: '{college} withdrew this invitation. Ask the college if you should have one.',
  }),
  invitation_expired: msg({
    message: 'This invitation has expired. Ask {college} to resend it: a new one is valid for {days} days.',
  }),
  invitation_not_waiting: msg`This invitation is no longer waiting: there is nothing to do.`,
  invitation_send_limit: msg({
    message:
      'This invitation was sent {count} times already, the most it is sent. Check the address with the student.',
  }),
  invitation_resend_wait: msg({
    message:
      'This invitation was sent a short while ago. Resend it in {minutes} minutes if it still has not arrived.',
  }),
  invitation_account_exists: msg`An account with this email already exists. Sign in: the invitation waits on your dashboard.`,
  invitation_roll_number_taken: msg({
    message:
      'Another student of {college} has the roll number of this invitation. Ask the college to invite you again.',
  }),
  invitation_college_full: msg({
    message:
      '{college} has as many approved students as its plan allows. Ask the college to make room, then try again.',
  }),
  invitation_rows_invalid: msg`Nothing was sent: some rows have errors. Fix them and upload the file again, or check it first.`,
  invitation_sent_meanwhile: msg({
    message: 'Invitations to {emails} were sent meanwhile. Nothing was sent: check the file again.',
  }),
  approved_elsewhere: msg({
    message:
      'You are an approved student of another college. Ask it to unlink you before joining {college}, or decline this invitation.',
  }),
  exam_not_found: msg`Exam not found.`,
  exam_cancelled: msg`This exam was cancelled.`,
  exam_started: msg({
    message:
      'This exam started on {date} at {time} (India Standard Time), so it can no longer be edited, moved or cancelled. You can still deactivate it.',
  }),
  exam_has_no_questions: msg`Add at least one question before activating this exam.`,
  exam_college_deleted: msg`This exam's college was deleted, so the exam cannot be activated.`,
  exam_not_college: msg`Only college exams can do this; deactivate a platform exam instead.`,
  exam_college_required: msg`Choose the college this exam belongs to.`,
  college_unknown: msg`That college does not exist.`,
  exam_unknown: msg`That exam does not exist.`,
  exam_course_unknown: msg`That course does not exist.`,
  exam_platform_has_no_date: msg`A platform exam has no exam date: set its start and end as date-times instead.`,
  exam_start_time_required: msg`A college exam needs a start time.`,
  exam_join_code_not_college: msg`Only college exams have a join code.`,
  exam_date_in_past: msg`Choose a date and time that has not passed yet.`,
  schedule_required: msg`Choose the exam date and start time.`,
  schedule_time_format: msg({ message: 'Use a time like {example}.' }),
  schedule_date_invalid: msg`Enter a real date.`,
  schedule_datetime_format: msg`Use a date and time like 2026-12-01T10:00:00+05:30.`,
  schedule_end_before_start: msg`The end time must be after the start time.`,
  question_not_found: msg`Question not found.`,
  question_not_in_exam: msg`This question is not part of this exam.`,
  question_ids_unknown: msg({ message: 'No question has the id {ids}.' }),
  question_ids_not_in_bank: msg({ message: "Your college's bank has no question with the id {ids}." }),
  question_ids_repeated: msg`Each question can be added once.`,
  question_list_mismatch: msg`List every question of this exam exactly once.`,
  questions_not_usable: msg({
    message: 'The questions {ids} belong to another college, so this exam cannot use them.',
  }),
  question_bank_mismatch: msg`A question added to an exam goes to the platform bank or to the bank of the exam's college.`,
  question_options_invalid: msg`Check the question's options and its correct answer.`,
  questions_already_in_exam: msg({ message: 'Questions {ids} are already in this exam.' }),
  questions_locked: msg`Students have already taken this exam, so its questions can no longer change.`,
  question_in_taken_exam: msg`Students have already taken an exam that uses this question, so its answer and options can no longer change, and it cannot be deleted.`,
  question_is_platform: msg`This is a platform question: only the admins change it. You can take it out of your exam instead.`,
  last_question_of_active_exam: msg`This is the last question of an active exam. Deactivate the exam first, or add another question.`,
  import_rows_invalid: msg({
    message:
      'Nothing was imported: {bad} of {total} have errors. Fix them and upload the file again, or check it first with a dry run.',
  }),
  question_file_unreadable: msg`The question file could not be read. Check it and upload it again.`,
  import_nothing_importable: msg`Nothing was imported: no question in this file is a kind Vidya can hold.`,
  import_unsupported_questions: msg({
    message:
      'Nothing was imported: {count} of {total} questions are kinds Vidya cannot hold. Import only the others, or take them out of the file.',
  }),
  results_release_not_manual: msg`This exam releases its results by itself, so there is nothing to release. To release them by hand, choose manual release first.`,
  exam_not_open: msg({ message: 'This exam opens at {opens_at}.' }),
  exam_closed: msg`This exam has closed.`,
  attempts_used_up: msg({
    message:
      '{allowed, plural, one {You have used all # attempt of this exam.} other {You have used all # attempts of this exam.}}',
  }),
  attempt_not_found: msg`Attempt not found.`,
  attempt_not_started: msg`Start the exam first: its questions are shown once your attempt begins.`,
  attempt_in_progress: msg`This attempt is still in progress.`,
  attempt_submitted: msg`This attempt has already been submitted.`,
  attempt_time_up: msg`Time is up: the exam was submitted automatically with the answers saved before the deadline.`,
  attempt_finished_elsewhere: msg`Another attempt of this exam was just finished. Reload the page.`,
  attempt_finished: msg`This attempt is finished.`,
  question_not_in_attempt: msg`This question is not part of your exam.`,
  join_code_unknown: msg`No open exam has this code. Check it with whoever gave it to you.`,
  device_held: msg`This attempt is open on another device. Continue there, or ask your invigilator to release it.`,
  extra_time_too_late: msg({
    message: "{name}'s time is already up: their attempt is being submitted with the answers saved.",
  }),
  extra_time_too_short: msg({
    message:
      "With {minutes} minutes of extra time, {name}'s time would already be up. Give more minutes, or leave the extra time as it is.",
  }),
  extra_time_after_submit: msg({
    message: '{name} has already submitted this exam: extra time can be given only before or during it.',
  }),
  extra_time_student_unknown: msg`No student who can take this exam has this id.`,
  device_release_not_needed: msg`This exam lets an attempt continue on any device: there is nothing to release.`,
  device_not_held_yet: msg({
    message: "No device has opened {name}'s attempt yet: the first one to open it will hold it.",
  }),
  activity_invalid: msg`The activity sent with this request was refused.`,
  activity_refused_after_save: msg`Your answer was saved, but the activity sent with it was refused.`,
  date_range_reversed: msg`The end date cannot be before the start date.`,
  marks_college_scope: msg`Only marks with a college can be filtered by college.`,
};
