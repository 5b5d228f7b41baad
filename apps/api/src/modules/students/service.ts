import { randomUUID } from 'node:crypto';
import { PROFILE_PHOTO_UPLOAD, type StudentProfile, type StudentProfileUpdate } from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { fieldRefusal, notFound } from '../../lib/app-error.ts';
import { detectImage } from '../../lib/storage.ts';
import { setUserLanguage } from '../auth/index.ts';
import { isApprovedCollege } from '../colleges/index.ts';
import { forgetStudentLists } from './admin-list-cache.ts';
import * as repository from './repository.ts';
import { findCollegeIdOfUser } from '../identity/index.ts';

type ProfileChanges = z.output<typeof StudentProfileUpdate>;

export function toStudentProfile(row: repository.StudentProfileRow): StudentProfile {
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
    language: row.language,
    date_joined: row.createdAt.toISOString(),
  };
}

export function createStudentsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function requireOwn(userId: number) {
    const row = await repository.findStudentProfileByUserId(db, userId);
    if (!row) throw notFound('student_profile_missing', 'No student profile exists for this account.');
    return row;
  }

  return {
    /** The caller's own student profile; 404 for anyone who is not a student (spec §6 profile fetch). */
    async getOwnProfile(userId: number): Promise<StudentProfile> {
      return toStudentProfile(await requireOwn(userId));
    },

    /** Only the listed fields change; moving to another college starts a new approval there. */
    async updateOwnProfile(userId: number, changes: ProfileChanges): Promise<StudentProfile> {
      const { student } = await requireOwn(userId);
      const isChangingCollege = changes.college_id !== undefined && changes.college_id !== student.collegeId;
      if (isChangingCollege && changes.college_id && !(await isApprovedCollege(db, changes.college_id))) {
        throw fieldRefusal(
          'college_not_approved',
          'college_id',
          'Choose your college from the list of approved colleges, or none.',
        );
      }
      await db.transaction(async (tx) => {
        if (changes.full_name !== undefined)
          await repository.updateUserFullName(tx, userId, changes.full_name);
        if (changes.language !== undefined) await setUserLanguage(tx, userId, changes.language);
        await repository.updateStudent(tx, student.id, {
          ...(changes.phone !== undefined && { phone: changes.phone }),
          ...(changes.headline !== undefined && { headline: changes.headline || null }),
          ...(changes.biography !== undefined && { biography: changes.biography || null }),
          ...(isChangingCollege && {
            collegeId: changes.college_id ?? null,
            isApprovedByCollege: false,
            approvedByCollegeAt: null,
          }),
        });
      });
      // The admin's lists show the student's name and college.
      forgetStudentLists(ctx);
      return toStudentProfile(await requireOwn(userId));
    },

    /** Admins see any student; a college sees only students who chose it; others get 404. */
    async getById(caller: AccessIdentity, studentId: number): Promise<StudentProfile> {
      const row = await repository.findStudentProfileById(db, studentId);
      if (!row) throw notFound('student_not_found', 'Student not found');
      if (caller.role === 'admin') return toStudentProfile(row);
      const callerCollegeId = await findCollegeIdOfUser(db, caller.userId);
      if (callerCollegeId === undefined || row.student.collegeId !== callerCollegeId)
        throw notFound('student_not_found', 'Student not found');
      return toStudentProfile(row);
    },

    /** Checks the bytes are an image, stores it, then drops the previous photo. */
    async replacePhoto(userId: number, bytes: Buffer): Promise<StudentProfile> {
      const image = detectImage(bytes);
      if (!image) throw fieldRefusal('image_unreadable', 'photo', PROFILE_PHOTO_UPLOAD.rule);
      const { student } = await requireOwn(userId);
      const url = await ctx.storage.save(`photos/${randomUUID()}.${image.extension}`, bytes);
      await repository.updateStudent(db, student.id, { photo: url });
      if (student.photo) await ctx.storage.removeByUrl(student.photo);
      return toStudentProfile(await requireOwn(userId));
    },

    async removePhoto(userId: number): Promise<StudentProfile> {
      const { student } = await requireOwn(userId);
      if (student.photo) {
        await repository.updateStudent(db, student.id, { photo: null });
        await ctx.storage.removeByUrl(student.photo);
      }
      return toStudentProfile(await requireOwn(userId));
    },
  };
}
