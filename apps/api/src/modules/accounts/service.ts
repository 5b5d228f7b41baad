import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as repository from './repository.ts';

export const PASSWORD_RULE =
  'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a digit and a symbol.';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/**
 * Creates an administrator, or resets the password of an existing one. Used by the CLI for real
 * deployments, where no demo data exists.
 */
export async function upsertAdmin(
  db: Database,
  { email, password, fullName }: { email: string; password: string; fullName: string },
): Promise<{ userId: number; created: boolean }> {
  if (!isStrongPassword(password)) throw new AppError('invalid', PASSWORD_RULE);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await repository.findUserIdByEmail(tx, email);
    if (existing && existing.role !== 'admin') {
      throw new AppError('conflict', `${email} already belongs to a ${existing.role} account.`);
    }
    if (existing) {
      await repository.updateUserPassword(tx, existing.id, passwordHash);
      return { userId: existing.id, created: false };
    }
    const userId = await repository.insertUser(tx, {
      email,
      passwordHash,
      role: 'admin',
      fullName,
      emailVerifiedAt: new Date(),
    });
    return { userId, created: true };
  });
}
