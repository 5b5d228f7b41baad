import { z } from 'zod';
import { Language } from './languages.ts';
import { Role } from './roles.ts';

export const LoginBody = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .transform((value) => value.toLowerCase()),
  password: z.string().min(1, 'Password is required.').max(256, 'Password must be at most 256 characters.'),
});
export type LoginBody = z.input<typeof LoginBody>;

export const SessionUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: Role,
    full_name: z.string(),
    /** The language the user chose, kept with the account; null until they choose (decision 017). */
    language: Language.nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({ access: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The spec's refresh reply is `access`; `user` is added so a reload can show who is signed in. */
export const RefreshResponse = z.object({ access: z.string(), user: SessionUser });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** Claims carried by the access token; the web reads `role` from it (spec §3). */
export type AccessClaims = { sub: string; role: Role; typ: 'access' };
