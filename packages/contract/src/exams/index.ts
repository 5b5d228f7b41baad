/**
 * The exams domain's shapes (decision 038), in the same four parts as the API's
 * `modules/exams/` and the web's `features/exams/`: what every part uses (`exam.ts`), authoring,
 * taking, results, monitor.
 */
export * from './exam.ts';
export * from './authoring.ts';
export * from './taking.ts';
export * from './results.ts';
export * from './monitor.ts';
