import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Executor } from '../../../db/client.ts';
import { colleges, examParticipants, students, users } from '../../../db/schema.ts';
import { noticeMail } from '../../../mail/templates.ts';
import type { ExamRow } from '../repository.ts';
import { indianClockOf, indianDateOf } from './schedule.ts';

export type ExamNoticeKind = 'college_exam_scheduled' | 'college_exam_moved' | 'college_exam_cancelled';

/** How many emails go out at once; the next batch waits for the one before. */
const BATCH = 25;

/**
 * The students who can take a college exam: its college's approved students, and the students
 * who joined it with its code. Suspended accounts are left out.
 */
async function recipientsOf(db: Executor, exam: ExamRow) {
  if (exam.collegeId === null) return [];
  const joined = db
    .select({ studentId: examParticipants.studentId })
    .from(examParticipants)
    .where(eq(examParticipants.examId, exam.id));
  return db
    .selectDistinct({ email: users.email, fullName: users.fullName, language: users.language })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        or(
          and(eq(students.collegeId, exam.collegeId), eq(students.isApprovedByCollege, true)),
          inArray(students.id, joined),
        ),
        eq(users.isActive, true),
      ),
    )
    .orderBy(sql`${users.email}`);
}

/**
 * Tells the students of a college exam that it was scheduled, moved or cancelled. Runs after the
 * change is committed and does not hold up the reply: the emails go out in batches in the
 * background; one that fails is logged and the others still go.
 */
export function sendExamNotices(ctx: AppContext, exam: ExamRow, kind: ExamNoticeKind): Promise<void> {
  const { db } = ctx.database;
  const run = async () => {
    if (exam.collegeId === null || exam.windowStart === null) return;
    const [college] = await db
      .select({ name: colleges.collegeName })
      .from(colleges)
      .where(eq(colleges.id, exam.collegeId));
    const recipients = await recipientsOf(db, exam);
    const fields = {
      collegeName: college?.name ?? '',
      examTitle: exam.title,
      examDate: indianDateOf(exam.windowStart),
      startTime: indianClockOf(exam.windowStart),
      durationMinutes: exam.durationMinutes,
      examsUrl: `${ctx.env.publicUrl}/StudentDashboard/Examination`,
    };
    for (let start = 0; start < recipients.length; start += BATCH) {
      await Promise.all(
        recipients.slice(start, start + BATCH).map(async (recipient) => {
          const message = noticeMail(ctx.branding, {
            to: recipient.email,
            language: recipient.language,
            notice: { kind, name: recipient.fullName, ...fields },
          });
          try {
            await ctx.mailer.send(message);
          } catch (error) {
            ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
          }
        }),
      );
    }
  };
  return run().catch((error: unknown) => {
    ctx.log.error({ err: error, examId: exam.id }, 'sending exam notices failed');
  });
}
