// Pre-seeds the admin benchmarks' population straight into the database the app will use:
// colleges (most approved) and thousands of students, two in three linked to a college and half
// of those approved by it, a few suspended, as an admin's lists see them on a busy platform.
import { sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseTarget } from '../../apps/api/src/db/client.ts';
import { colleges, students, users } from '../../apps/api/src/db/schema.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';

const BATCH = 1000;

/** The admin the benchmark signs in as (the demo seed does not run on a database with people in it). */
export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench@1234' };

export type PeopleFixture = {
  studentCount: number;
  collegeIds: number[];
  /** A word that appears in about one student name in eleven: the list benchmark searches it. */
  searchWord: string;
};

const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi', 'Kerala', 'Gujarat'];
const FIRST_NAMES = [
  'Asha',
  'Ravi',
  'Meera',
  'Arjun',
  'Divya',
  'Kiran',
  'Neha',
  'Vikram',
  'Pooja',
  'Rahul',
  'Sneha',
];

export async function preparePeopleFixture(
  target: DatabaseTarget,
  counts: { students: number; colleges: number },
): Promise<PeopleFixture> {
  const database = await connectDatabase(target);
  try {
    const { db } = database;
    const passwordHash = await hashPassword('Bench@1234');
    const run = Date.now();
    await db
      .insert(users)
      .values({
        email: BENCH_ADMIN.email,
        fullName: 'Bench Admin',
        role: 'admin',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();

    const collegeUsers = await db
      .insert(users)
      .values(
        Array.from({ length: counts.colleges }, (_, index) => ({
          email: `bench.college.${run}.${index}@example.com`,
          fullName: `Bench College ${index} Office`,
          role: 'college' as const,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const collegeRows = await db
      .insert(colleges)
      .values(
        collegeUsers.map((user, index) => ({
          userId: user.id,
          collegeName: `Bench Institute of Technology ${index}`,
          contactPerson: `Principal ${index}`,
          city: `City ${index % 40}`,
          state: STATES[index % STATES.length],
          // One in ten still waits for an admin's approval.
          isApprovedByAdmin: index % 10 !== 0,
          approvedAt: index % 10 !== 0 ? new Date() : null,
        })),
      )
      .returning({ id: colleges.id });
    const collegeIds = collegeRows.map((row) => row.id);

    for (let offset = 0; offset < counts.students; offset += BATCH) {
      const size = Math.min(BATCH, counts.students - offset);
      const userRows = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, index) => {
            const number = offset + index;
            return {
              email: `bench.student.${run}.${number}@example.com`,
              fullName: `${FIRST_NAMES[number % FIRST_NAMES.length]} Student ${number}`,
              role: 'student' as const,
              passwordHash,
              emailVerifiedAt: new Date(),
              // Spread over the last two years, so "newest first" has something to sort.
              createdAt: new Date(run - (number % 730) * 86_400_000),
            };
          }),
        )
        .returning({ id: users.id });
      await db.insert(students).values(
        userRows.map((row, index) => {
          const number = offset + index;
          const collegeId = number % 3 === 0 ? null : (collegeIds[number % collegeIds.length] ?? null);
          return {
            userId: row.id,
            collegeId,
            isApprovedByCollege: collegeId !== null && number % 2 === 0,
            isSuspended: number % 97 === 0,
            suspensionReason: number % 97 === 0 ? 'Benchmark suspension' : null,
            createdAt: new Date(run - (number % 730) * 86_400_000),
          };
        }),
      );
    }
    // What autovacuum would do on a live server: fresh statistics, and the trigram indexes'
    // pending entries merged, so the planner sees the new rows as they will be.
    await db.execute(sql`vacuum analyze`);
    return { studentCount: counts.students, collegeIds, searchWord: 'Meera' };
  } finally {
    await database.close();
  }
}
