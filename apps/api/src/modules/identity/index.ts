/**
 * Who a signed-in caller is, looked up once for every module (decision 039): the student or
 * college behind an account, a student's standing, a college's name. Each lookup has one
 * behaviour here instead of one per caller.
 */
export { requireStudentId } from './require-student.ts';
export {
  findCollegeIdOfUser,
  findCollegeName,
  findStudentOfUser,
  findStudentStanding,
} from './repository.ts';
