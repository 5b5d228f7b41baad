/**
 * What other parts of the API may use of the exams module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { indianDateOf } from './authoring/schedule.ts';
export { examCache } from './exam-cache.ts';
export * as examsRepository from './repository.ts';
export { examsOpenTo } from './repository.ts';
export { toAttemptRow } from './results/management-service.ts';
export { createResultsService } from './results/results-service.ts';
export { createExamsService } from './service.ts';
export { GRACE_SECONDS, createAttemptsService, percentageOf } from './taking/attempts-service.ts';
