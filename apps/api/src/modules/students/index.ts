/**
 * What other parts of the API may use of the students module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { forgetStudentLists } from './admin-list-cache.ts';
export { findStudentAddressee } from './repository.ts';
