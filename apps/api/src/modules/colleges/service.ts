import { type CollegeProfile, type CollegeProfileUpdate, type CollegeSummary } from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/app-error.ts';
import { setUserLanguage, createAuthService } from '../auth/index.ts';
import { examCache } from '../exams/index.ts';
import { softDeleteCollege } from './admin-repository.ts';
import * as repository from './repository.ts';

type ProfileChanges = z.output<typeof CollegeProfileUpdate>;

const SEARCH_LIMIT = 20;
const LIST_LIMIT = 500;

export function toCollegeProfile(row: repository.CollegeProfileRow): CollegeProfile {
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
    language: row.language,
    date_joined: row.createdAt.toISOString(),
  };
}

export function createCollegesService(ctx: AppContext) {
  const { db } = ctx.database;

  async function requireOwn(userId: number) {
    const row = await repository.findCollegeProfileByUserId(db, userId);
    if (!row) throw notFound('college_profile_missing', 'No college profile exists for this account.');
    return row;
  }

  return {
    /** The caller's own college profile; 404 for anyone who is not a college (spec §6 profile fetch). */
    async getOwnProfile(userId: number): Promise<CollegeProfile> {
      return toCollegeProfile(await requireOwn(userId));
    },

    async updateOwnProfile(userId: number, changes: ProfileChanges): Promise<CollegeProfile> {
      const { college } = await requireOwn(userId);
      await db.transaction(async (tx) => {
        await repository.updateCollege(tx, college.id, {
          ...(changes.college_name !== undefined && { collegeName: changes.college_name }),
          ...(changes.contact_person !== undefined && { contactPerson: changes.contact_person }),
          ...(changes.phone !== undefined && { phone: changes.phone }),
          ...(changes.address !== undefined && { address: changes.address }),
          ...(changes.city !== undefined && { city: changes.city }),
          ...(changes.state !== undefined && { state: changes.state }),
          ...(changes.website !== undefined && { website: changes.website }),
        });
        if (changes.language !== undefined) await setUserLanguage(tx, userId, changes.language);
      });
      return toCollegeProfile(await requireOwn(userId));
    },

    /** Admins see any college; a college sees itself; anyone else gets 404. */
    async getById(caller: AccessIdentity, collegeId: number): Promise<CollegeProfile> {
      const row = await repository.findCollegeProfileById(db, collegeId);
      if (!row || (caller.role !== 'admin' && row.college.userId !== caller.userId))
        throw notFound('college_not_found', 'College not found.');
      return toCollegeProfile(row);
    },

    search(text: string): Promise<CollegeSummary[]> {
      return repository.searchApprovedColleges(db, text, SEARCH_LIMIT);
    },

    listApproved(): Promise<CollegeSummary[]> {
      return repository.searchApprovedColleges(db, '', LIST_LIMIT);
    },

    /**
     * A college deleting its own account: the same as an admin's deletion (docs/colleges.md),
     * with no audit row, since it acts on itself. Its sessions end with the commit.
     */
    async deleteCollegeOfUser(userId: number): Promise<void> {
      const { college } = await requireOwn(userId);
      await createAuthService(ctx).endAllSessions(userId, (tx) => softDeleteCollege(tx, college, ctx.now()));
      // Its exams are closed now; none may still be served open from the cache.
      examCache(ctx).forgetAll();
    },
  };
}
