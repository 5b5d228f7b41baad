import type { StudentProfile } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repository from './repository.ts';

export function createStudentsService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /** The caller's own student profile; 404 for anyone who is not a student (spec §6 profile fetch). */
    async getOwnProfile(userId: number): Promise<StudentProfile> {
      const row = await repository.findStudentProfileByUserId(db, userId);
      if (!row) throw notFound('No student profile exists for this account.');
      const { student } = row;
      return {
        id: student.id,
        user: student.userId,
        email: row.email,
        full_name: row.fullName,
        college: student.collegeId,
        college_or_university: row.collegeName,
        is_approved_by_college: student.isApprovedByCollege,
        is_suspended: student.isSuspended,
        phone: student.phone,
        headline: student.headline,
        biography: student.biography,
        photo: student.photo,
        date_joined: row.createdAt.toISOString(),
      };
    },
  };
}
