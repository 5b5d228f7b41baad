import type { Executor } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStudentOfUser } from './repository.ts';

/**
 * The caller's student id: from the access token (`pid`) when it carries one, else looked up.
 * Anyone who is not a student is refused with the given reason.
 */
export async function requireStudentId(
  db: Executor,
  caller: AccessIdentity,
  refusal: string,
): Promise<number> {
  if (caller.role === 'student' && caller.profileId !== null) return caller.profileId;
  const student = caller.role === 'student' ? await findStudentOfUser(db, caller.userId) : undefined;
  if (!student) throw new AppError('students_only', refusal);
  return student.id;
}
