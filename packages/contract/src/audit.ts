/**
 * Everything the audit trail records, `<target>.<verb>`: each change an admin or a college makes
 * to someone else's data (docs/architecture.md). The API can write no other action, and the web
 * has a label for each of these.
 */
export const AUDIT_ACTIONS = [
  // Admins, on students
  'student.suspend',
  'student.lift_suspension',
  'student.approve',
  'student.delete',
  // Colleges, on their students
  'student.college_approve',
  'student.college_reject',
  'student.college_unlink',
  'student.college_invite',
  'student.college_invitation_revoke',
  // A student joining a college through its invitation
  'student.college_invitation_accept',
  // Admins, on colleges
  'college.approve',
  'college.delete',
  'college.assign_plan',
  // Admins, on courses
  'course.publish',
  'course.feature',
  'course.unfeature',
  'course.delete',
  // Admins on any exam, a college on its own exams' students
  'exam.activate',
  'exam.deactivate',
  'exam.update',
  'exam.reschedule',
  'exam.cancel',
  'exam.release_results',
  'exam.delete',
  'exam.extra_time',
  'exam.release_device',
  // Admins, on contact messages
  'contact_message.handle',
  'contact_message.reopen',
  'contact_message.reply',
  'contact_message.delete',
  // Admins, on the site's promotion (its discount and end)
  'promotion.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
