/** A college inviting students in bulk (issue #14). */
export {};
