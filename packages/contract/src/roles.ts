import { z } from 'zod';

export const ROLES = ['student', 'college', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Roles are compared case-insensitively (spec §6); anything unknown is no role at all. */
export function parseRole(value: unknown): Role | '' {
  if (typeof value !== 'string') return '';
  const lower = value.toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : '';
}
