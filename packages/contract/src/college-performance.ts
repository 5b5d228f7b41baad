/** A college's dashboard figures and performance across its exams (issue #14). */
export {};
