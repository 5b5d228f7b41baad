import { parseArgs } from 'node:util';
import { connectDatabase, databaseTargetOf } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { describeError } from '../lib/logging.ts';
import { upsertAdmin } from '../modules/accounts/index.ts';

const USAGE = 'Usage: npm run create-admin -- --email <email> --password <password> [--name "Full Name"]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const database = await connectDatabase(databaseTargetOf(env));
  try {
    const email = values.email.trim().toLowerCase();
    const { created } = await upsertAdmin(database.db, {
      email,
      password: values.password,
      fullName: values.name?.trim() || 'Administrator',
    });
    console.log(created ? `Admin ${email} created.` : `Admin ${email} already existed: password updated.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A failed insert's message holds the email and the new password hash: describeError leaves them out.
  console.error(describeError(error));
  process.exit(1);
});
