import { sql } from 'drizzle-orm';
import { LANDING } from '@vidya/contract';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { seedDemoCourses } from './seed-courses.ts';
import { seedDemoExams } from './seed-exams.ts';
import { accountsRepository as accounts } from '../accounts/index.ts';
import { insertPlan } from '../colleges/index.ts';
import { insertPromotionIfMissing } from '../promotion/index.ts';

export const DEMO_PASSWORD = 'Demo@1234';

/** The demo logins the README lists; tests and journeys sign in with these. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  college: 'college@example.com',
  secondCollege: 'college2@example.com',
  pendingCollege: 'college3@example.com',
  student: 'student@example.com',
  platformStudent: 'student2@example.com',
  pendingStudent: 'pending.student@example.com',
  suspendedStudent: 'suspended@example.com',
} as const;

/** The demo plans: limits (null: unlimited) and yearly prices in paise. */
export const DEMO_PLANS = {
  starter: {
    name: 'Starter',
    maxApprovedStudents: 50,
    maxRunningExams: 2,
    maxBankQuestions: 200,
    yearlyPricePaise: 2_499_900,
  },
  campus: {
    name: 'Campus',
    maxApprovedStudents: 500,
    maxRunningExams: 10,
    maxBankQuestions: 2000,
    yearlyPricePaise: 9_999_900,
  },
  university: {
    name: 'University',
    maxApprovedStudents: null,
    maxRunningExams: null,
    maxBankQuestions: null,
    yearlyPricePaise: 49_999_900,
  },
} as const;

/**
 * Fills an empty database with people to work with: one admin, two approved colleges and one
 * pending, students in each state a college or admin deals with, a course catalogue and exams. Does nothing when any user
 * exists, so it is safe on every start.
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  if ((await accounts.countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  const user = (email: string, fullName: string, role: 'student' | 'college' | 'admin') => ({
    email,
    fullName,
    role,
    passwordHash,
    emailVerifiedAt: verified,
  });

  return db.transaction(async (tx) => {
    // Several processes of a fleet may start together on an empty database (issue #18): the
    // first to take this lock seeds, the others wait for it and then find the people there.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vidya:seed'))`);
    if ((await accounts.countUsers(tx)) > 0) return false;
    await accounts.insertUser(tx, user(DEMO_ACCOUNTS.admin, 'Asha Menon', 'admin'));

    // Three plans to sell beside the free default one (migration 0012); the two approved demo
    // colleges are on different ones, the pending college on the default (docs/plans.md).
    const starter = await insertPlan(tx, DEMO_PLANS.starter);
    const campus = await insertPlan(tx, DEMO_PLANS.campus);
    await insertPlan(tx, DEMO_PLANS.university);

    const sunrise = await accounts.insertCollege(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.college, 'Dr. Meera Kulkarni', 'college')),
      {
        collegeName: 'Sunrise Institute of Technology',
        contactPerson: 'Dr. Meera Kulkarni',
        phone: '+91 20 2567 4100',
        address: 'Survey No. 42, Baner Road',
        city: 'Pune',
        state: 'Maharashtra',
        website: 'https://sunrise-tech.example.edu',
        planId: campus.id,
        isApprovedByAdmin: true,
        approvedAt: verified,
      },
    );
    const lakeview = await accounts.insertCollege(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.secondCollege, 'Prof. Thomas Varghese', 'college')),
      {
        collegeName: 'Lakeview College of Engineering',
        contactPerson: 'Prof. Thomas Varghese',
        phone: '+91 484 240 8800',
        address: 'Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        website: 'https://lakeview-engg.example.edu',
        planId: starter.id,
        isApprovedByAdmin: true,
        approvedAt: verified,
      },
    );
    await accounts.insertCollege(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.pendingCollege, 'Sunita Rathore', 'college')),
      {
        collegeName: 'Greenfield Polytechnic',
        contactPerson: 'Sunita Rathore',
        phone: '+91 141 278 3300',
        city: 'Jaipur',
        state: 'Rajasthan',
      },
    );

    await accounts.insertStudent(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.student, 'Aarav Sharma', 'student')),
      {
        collegeId: sunrise,
        isApprovedByCollege: true,
        approvedByCollegeAt: verified,
        headline: 'Final-year Computer Engineering student',
        phone: '+91 98200 11223',
      },
    );
    await accounts.insertStudent(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.platformStudent, 'Priya Nair', 'student')),
      { headline: 'Preparing for campus placements' },
    );
    await accounts.insertStudent(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.pendingStudent, 'Rohan Verma', 'student')),
      { collegeId: sunrise },
    );
    await accounts.insertStudent(
      tx,
      await accounts.insertUser(tx, user('ananya.iyer@example.com', 'Ananya Iyer', 'student')),
      { collegeId: lakeview, isApprovedByCollege: true, approvedByCollegeAt: verified },
    );
    await accounts.insertStudent(
      tx,
      await accounts.insertUser(tx, user(DEMO_ACCOUNTS.suspendedStudent, 'Kabir Singh', 'student')),
      {
        collegeId: lakeview,
        isApprovedByCollege: true,
        approvedByCollegeAt: verified,
        isSuspended: true,
        suspensionReason: 'Shared exam questions on a public forum during a live test.',
      },
    );

    await seedDemoCourses(tx, verified);
    await seedDemoExams(tx, verified, sunrise);

    // The promotion ends the spec's countdown start after this first start (§4, §9), and a
    // restart never moves it: the row is written only when none exists (decision 027).
    const { days, hours, minutes, seconds } = LANDING.countdownStart;
    const promotionMs = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
    await insertPromotionIfMissing(tx, {
      discountPercent: LANDING.promotionDiscountPercent,
      endsAt: new Date(verified.getTime() + promotionMs),
    });
    return true;
  });
}
