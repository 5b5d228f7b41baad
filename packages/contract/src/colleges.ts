import { z } from 'zod';

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
    date_joined: z.iso.datetime(),
  })
  .meta({ id: 'CollegeProfile' });
export type CollegeProfile = z.infer<typeof CollegeProfile>;
