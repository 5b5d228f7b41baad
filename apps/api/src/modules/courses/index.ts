/**
 * What other parts of the API may use of the courses module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { catalogueCache } from './catalogue-cache.ts';
export { coursePreviews } from './link-preview.ts';
export * as coursesRepository from './repository.ts';
export { enrollmentInProgress, refreshCourseCounters } from './repository.ts';
