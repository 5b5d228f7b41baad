/**
 * What other parts of the API may use of the colleges module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { countApprovedStudents, insertPlan, lockCollegePlan } from './plans-repository.ts';
export {
  admitApprovedStudents,
  admitBankQuestions,
  admitRunningExam,
  createPlansService,
  type LimitAudience,
} from './plans-service.ts';
export * as collegesRepository from './repository.ts';
export { isApprovedCollege } from './repository.ts';
export { createCollegesService } from './service.ts';
