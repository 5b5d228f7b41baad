import { and, count, desc, eq, ilike, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificates } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export async function findByCode(db: Executor, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row;
}

export async function findCourseCertificate(db: Executor, studentId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row;
}

/**
 * Inserts unless this student already holds one for this course; returns the certificate either
 * way, and whether this call issued it.
 */
export async function insertCourseCertificateOnce(
  db: Executor,
  certificate: {
    code: string;
    studentId: number;
    courseId: number;
    studentName: string;
    title: string;
    issuedAt: Date;
  },
) {
  const [inserted] = await db
    .insert(certificates)
    .values({ ...certificate, kind: 'course' })
    .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
    .returning();
  if (inserted) return { row: inserted, isNew: true };
  return { row: await findCourseCertificate(db, certificate.studentId, certificate.courseId), isNew: false };
}

export async function findExamCertificate(db: Executor, studentId: number, examId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.studentId, studentId), eq(certificates.examId, examId)))
    .limit(1);
  return row;
}

/** Inserts unless this student already holds one for this exam; returns the certificate either way. */
export async function insertExamCertificateOnce(
  db: Executor,
  certificate: {
    code: string;
    studentId: number;
    examId: number;
    studentName: string;
    title: string;
    issuedAt: Date;
  },
) {
  const [inserted] = await db
    .insert(certificates)
    .values({ ...certificate, kind: 'exam' })
    .onConflictDoNothing({ target: [certificates.studentId, certificates.examId] })
    .returning();
  if (inserted) return { row: inserted, isNew: true };
  return { row: await findExamCertificate(db, certificate.studentId, certificate.examId), isNew: false };
}

export async function listOfStudent(
  db: Executor,
  studentId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
  kind?: 'course' | 'exam',
) {
  const where = and(
    eq(certificates.studentId, studentId),
    kind ? eq(certificates.kind, kind) : undefined,
    search ? ilike(certificates.title, containsPattern(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(certificates).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function statsOfStudent(db: Executor, studentId: number, yearStart: Date) {
  const [row] = await db
    .select({
      total: count(),
      thisYear: sql<number>`count(*) filter (where ${certificates.issuedAt} >= ${yearStart.toISOString()})::int`,
      latest: max(certificates.issuedAt),
    })
    .from(certificates)
    .where(eq(certificates.studentId, studentId));
  return { total: row?.total ?? 0, thisYear: Number(row?.thisYear ?? 0), latest: row?.latest ?? null };
}
