import { z } from 'zod';
import { ROLES } from './role-names.ts';

export { parseRole, ROLES } from './role-names.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
