/**
 * The role names and their parsing, free of zod: the web reads the role from the access token
 * on every page load, and importing the zod schema in roles.ts for that would put zod in the
 * first download.
 */
export const ROLES = ['student', 'college', 'admin'] as const;

type RoleName = (typeof ROLES)[number];

/** Roles are compared case-insensitively (spec §6); anything unknown is no role at all. */
export function parseRole(value: unknown): RoleName | '' {
  if (typeof value !== 'string') return '';
  const lower = value.toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as RoleName) : '';
}
