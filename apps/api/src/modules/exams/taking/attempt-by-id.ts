import { sql, type SQL } from 'drizzle-orm';
import { examAttempts } from '../../../db/schema.ts';

/**
 * One attempt read by its primary key, for a hot statement's lateral join: the conditions on it go
 * in the outer query. A subquery with a limit keeps them there (PostgreSQL pushes no condition
 * into it), so the attempt is always found through its key, never through the partial index of
 * open attempts, whatever the statistics say. While they still counted a handful of open attempts
 * (a class that has just started, or autovacuum off), the planner scanned that index for every
 * answer, and each save cost a walk over every open attempt.
 */
export const attemptById = (id: SQL) => sql`
  select ${examAttempts.examId} as exam_id, ${examAttempts.studentId} as student_id,
    ${examAttempts.status} as status, ${examAttempts.deadline} as deadline,
    ${examAttempts.clientId} as client_id
  from ${examAttempts} where ${examAttempts.id} = ${id} limit 1`;
