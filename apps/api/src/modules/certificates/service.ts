import { randomBytes } from 'node:crypto';
import type { CertificateStats, CertificateVerification, CertificateView, Paginated } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { noticeMail } from '../../mail/templates.ts';
import { renderCertificatePdf } from './pdf.ts';
import { findStudentAddressee } from '../students/index.ts';
import * as repository from './repository.ts';

// Crockford's base32 without the letters people misread (I, L, O, U).
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Codes look like VID-7K2M-9QXD-4H3P: 60 random bits, easy to read aloud and type. */
export function generateCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join('');
  return `VID-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const normaliseCertificateCode = (code: string) => code.trim().toUpperCase();

export function createCertificatesService(ctx: AppContext) {
  const { db } = ctx.database;
  const verifyUrl = (code: string) => `${ctx.env.publicUrl}/verify/${code}`;

  const toView = (row: repository.CertificateRow): CertificateView => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: row.title,
    student_name: row.studentName,
    issued_at: row.issuedAt.toISOString(),
    course: row.courseId,
    exam: row.examId,
    download_url: row.courseId
      ? `/api/courses/${row.courseId}/certificate/`
      : `/api/certificates/${row.code}/pdf/`,
    verify_url: verifyUrl(row.code),
  });

  const renderPdf = (row: repository.CertificateRow): Promise<Buffer> =>
    renderCertificatePdf({
      brand: ctx.env.BRAND_NAME,
      kindLabel: row.kind === 'course' ? 'Certificate of Completion' : 'Certificate of Achievement',
      studentName: row.studentName,
      achievement:
        row.kind === 'course' ? 'has successfully completed the course' : 'has passed the examination',
      title: row.title,
      issuedOn: row.issuedAt.toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
      code: row.code,
      verifyUrl: verifyUrl(row.code),
    });

  /**
   * Tells the student by email that they earned a certificate. Not awaited: a course certificate
   * is issued inside the completion's transaction, which should not wait on a mail server, and a
   * refused mail loses nothing (the certificate is on the Certificates page).
   */
  async function announce(executor: Executor, row: repository.CertificateRow) {
    if (row.studentId === null) return;
    const holder = await findStudentAddressee(executor, row.studentId);
    if (!holder) return;
    const message = noticeMail(ctx.branding, {
      to: holder.email,
      language: holder.language,
      notice: {
        kind: 'certificate_earned',
        name: holder.name,
        certificate: row.kind,
        title: row.title,
        code: row.code,
        verifyUrl: verifyUrl(row.code),
        certificatesUrl: `${ctx.env.publicUrl}/StudentDashboard/Certificates`,
      },
    });
    ctx.mailer.send(message).catch((error: unknown) => {
      ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
    });
  }

  return {
    toView,

    /** Issues the course certificate once; a second call returns the first one. */
    async issueForCourse(
      tx: Executor,
      input: { studentId: number; courseId: number; studentName: string; title: string },
    ): Promise<repository.CertificateRow> {
      const { row, isNew } = await repository.insertCourseCertificateOnce(tx, {
        ...input,
        code: generateCertificateCode(),
        issuedAt: ctx.now(),
      });
      if (!row) throw new Error('certificate was neither inserted nor found');
      if (isNew) await announce(tx, row);
      return row;
    },

    /** Issues the exam certificate once (for a passed, released result); a second call returns the first. */
    async issueForExam(input: {
      studentId: number;
      examId: number;
      studentName: string;
      title: string;
    }): Promise<repository.CertificateRow> {
      const { row, isNew } = await repository.insertExamCertificateOnce(db, {
        ...input,
        code: generateCertificateCode(),
        issuedAt: ctx.now(),
      });
      if (!row) throw new Error('certificate was neither inserted nor found');
      if (isNew) await announce(db, row);
      return row;
    },

    /** The student's exam certificates, newest first. */
    async examCertificatesOf(studentId: number): Promise<CertificateView[]> {
      const { rows } = await repository.listOfStudent(
        db,
        studentId,
        undefined,
        { limit: 500, offset: 0 },
        'exam',
      );
      return rows.map(toView);
    },

    /** A certificate's PDF, for the student who holds it; anyone else learns nothing. */
    async ownPdf(studentId: number, code: string) {
      const row = await repository.findByCode(db, normaliseCertificateCode(code));
      if (!row || row.studentId !== studentId)
        throw notFound('certificate_not_found', 'Certificate not found.');
      return { code: row.code, pdf: await renderPdf(row) };
    },

    async verify(code: string): Promise<CertificateVerification> {
      const row = await repository.findByCode(db, normaliseCertificateCode(code));
      if (!row)
        throw notFound('certificate_code_unknown', 'No certificate has this code. Check it and try again.');
      return {
        code: row.code,
        is_valid: true,
        kind: row.kind,
        title: row.title,
        student_name: row.studentName,
        issued_at: row.issuedAt.toISOString(),
      };
    },

    async listOfStudent(
      studentId: number,
      query: { page: number; pageSize: number; search?: string },
    ): Promise<Paginated<CertificateView>> {
      const page = { page: query.page, pageSize: query.pageSize };
      const { rows, total } = await repository.listOfStudent(db, studentId, query.search, {
        limit: query.pageSize,
        offset: pageOffset(page),
      });
      return toPage(rows.map(toView), total, page);
    },

    async statsOfStudent(studentId: number): Promise<CertificateStats> {
      const now = ctx.now();
      const { total, thisYear, latest } = await repository.statsOfStudent(
        db,
        studentId,
        new Date(Date.UTC(now.getUTCFullYear(), 0, 1)),
      );
      return { total, this_year: thisYear, latest_issued_at: latest ? latest.toISOString() : null };
    },

    async courseCertificateOf(studentId: number, courseId: number) {
      const row = await repository.findCourseCertificate(db, studentId, courseId);
      if (!row)
        throw notFound(
          'certificate_not_earned',
          'You have no certificate for this course yet: complete every lesson first.',
        );
      return row;
    },

    renderPdf,
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
