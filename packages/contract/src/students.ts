import { z } from 'zod';

export const StudentProfile = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    college: z.number().int().nullable(),
    college_or_university: z.string().nullable(),
    is_approved_by_college: z.boolean(),
    is_suspended: z.boolean(),
    phone: z.string().nullable(),
    headline: z.string().nullable(),
    biography: z.string().nullable(),
    photo: z.string().nullable(),
    date_joined: z.iso.datetime(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof StudentProfile>;
