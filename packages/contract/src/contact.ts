import { z } from 'zod';
import { Phone } from './accounts.ts';
import { Email } from './common.ts';

export const CONTACT_MESSAGE_MAX = 5000;

export const ContactMessageBody = z.strictObject({
  name: z.string().trim().min(2, 'Enter your name.').max(150, 'Name must be at most 150 characters.'),
  email: Email,
  phone: Phone.optional(),
  subject: z.string().trim().min(3, 'Enter a subject.').max(200, 'Subject must be at most 200 characters.'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

export const ContactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    is_read: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessage>;
