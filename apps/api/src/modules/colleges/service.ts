import type { CollegeProfile } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repository from './repository.ts';

export function createCollegesService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /** The caller's own college profile; 404 for anyone who is not a college (spec §6 profile fetch). */
    async getOwnProfile(userId: number): Promise<CollegeProfile> {
      const row = await repository.findCollegeProfileByUserId(db, userId);
      if (!row) throw notFound('No college profile exists for this account.');
      const { college } = row;
      return {
        id: college.id,
        user: college.userId,
        email: row.email,
        college_name: college.collegeName,
        contact_person: college.contactPerson,
        phone: college.phone,
        address: college.address,
        city: college.city,
        state: college.state,
        website: college.website,
        is_approved_by_admin: college.isApprovedByAdmin,
        date_joined: row.createdAt.toISOString(),
      };
    },
  };
}
