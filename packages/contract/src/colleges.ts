import { z } from 'zod';
import { FullName, LanguageChoice, Phone } from './accounts.ts';
import { Language } from './languages.ts';
import { webAddress } from './web-address.ts';

export const CollegeProfile = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    email: z.string(),
    college_name: z.string(),
    contact_person: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    website: z.string().nullable(),
    is_approved_by_admin: z.boolean(),
    /** The language the person chose; null until they choose (decision 017). */
    language: Language.nullable(),
    date_joined: z.iso.datetime(),
  })
  .meta({ id: 'CollegeProfile' });
export type CollegeProfile = z.infer<typeof CollegeProfile>;

export const CollegeProfileUpdate = z.strictObject({
  college_name: z.string().trim().min(3, 'Enter the college name.').max(200).optional(),
  contact_person: FullName.optional(),
  phone: Phone.optional(),
  address: z.string().trim().max(500).nullable().optional(),
  city: z.string().trim().min(2, 'Enter the city.').max(100).optional(),
  state: z.string().trim().min(2, 'Enter the state.').max(100).optional(),
  website: webAddress({ maxLength: 300 }).nullable().optional(),
  language: LanguageChoice.optional(),
});
export type CollegeProfileUpdate = z.input<typeof CollegeProfileUpdate>;

/** What anyone may see of an approved college, e.g. when choosing it at sign-up. */
export const CollegeSummary = z
  .object({
    id: z.number().int(),
    college_name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'CollegeSummary' });
export type CollegeSummary = z.infer<typeof CollegeSummary>;

export const CollegeSearchQuery = z.object({ q: z.string().trim().max(100).default('') });
