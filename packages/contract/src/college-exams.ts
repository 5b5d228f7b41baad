/** A college's own exams: scheduling, rescheduling and cancelling (issue #14). */
export {};
