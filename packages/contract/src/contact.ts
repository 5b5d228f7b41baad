import { z } from 'zod';
import { Phone } from './accounts.ts';
import { Email, PaginationQuery } from './common.ts';
import { Language } from './languages.ts';

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
  /** The language of the page it was sent from: the acknowledgement email is written in it. */
  language: Language.optional(),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

/*
 * The admins' inbox (issue #13, ContactManagement): the messages sent through Contact Us, which
 * admins read, mark, answer by email and delete. docs/contact.md says what is kept.
 */

export const CONTACT_REPLY_MAX = 5000;

/** One answer an admin emailed to the sender, kept with the message. */
export const ContactReply = z
  .object({
    id: z.number().int(),
    /** Who wrote it, as their email was then (the reply outlives the admin's account). */
    author_email: z.string(),
    body: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ContactReply' });
export type ContactReply = z.infer<typeof ContactReply>;

/** A message as the inbox lists it: what was sent, and where it stands. */
export const ContactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    /** An admin has opened it (or marked it read) since it arrived, or since it was marked unread. */
    is_read: z.boolean(),
    read_at: z.iso.datetime().nullable(),
    /** An admin answered it or marked it dealt with; it needs nothing more. */
    is_handled: z.boolean(),
    handled_at: z.iso.datetime().nullable(),
    replies_count: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessage>;

/** One message opened: the message and every reply sent so far, oldest first. */
export const ContactMessageDetail = ContactMessage.extend({ replies: z.array(ContactReply) }).meta({
  id: 'ContactMessageDetail',
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetail>;

/**
 * The inbox's status filter: `unread` (never opened, or marked unread), `read`, `handled`
 * (answered or marked dealt with), `open` (not handled yet, read or not).
 */
export const CONTACT_STATUSES = ['unread', 'read', 'handled', 'open'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * `GET /contact/messages/`: newest first, 25 a page unless `page_size` says otherwise. The search
 * is trimmed (an empty one lists everything) and looks in the name, email, subject and message.
 */
export const ContactMessageListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  status: z.enum(CONTACT_STATUSES, "status must be 'unread', 'read', 'handled' or 'open'.").optional(),
});
export type ContactMessageListQuery = z.input<typeof ContactMessageListQuery>;

/** `PATCH /contact/messages/{id}/`: mark it read or unread, handled or open again. */
export const ContactMessageUpdateBody = z
  .strictObject({
    is_read: z.boolean('is_read must be true or false.').optional(),
    is_handled: z.boolean('is_handled must be true or false.').optional(),
  })
  .refine((body) => body.is_read !== undefined || body.is_handled !== undefined, {
    message: 'Say what to change: is_read, is_handled or both.',
  });
export type ContactMessageUpdateBody = z.input<typeof ContactMessageUpdateBody>;

/**
 * `POST /contact/messages/{id}/reply/`: the answer, emailed to the sender. The email's own words
 * (greeting, closing) are in `language`; without it, in the sender's account language when their
 * address has an account, else English.
 */
export const ContactReplyBody = z.strictObject({
  body: z
    .string('Write your reply.')
    .trim()
    .min(1, 'Write your reply.')
    .max(CONTACT_REPLY_MAX, `A reply must be at most ${CONTACT_REPLY_MAX} characters.`),
  language: Language.optional(),
});
export type ContactReplyBody = z.input<typeof ContactReplyBody>;

/** A reply the mail server refused (503): nothing of it was kept. */
export const CONTACT_REPLY_NOT_SENT =
  'Your reply could not be sent: the mail server did not accept it. Nothing was recorded; please try again.';

/** What a change to a message answers: what happened, and the message as it is now. */
export const ContactMessageActionResult = z.object({ detail: z.string(), message: ContactMessageDetail });
export type ContactMessageActionResult = z.infer<typeof ContactMessageActionResult>;

/** `DELETE /contact/messages/{id}/`: what happened, and the id. */
export const ContactMessageDeleted = z.object({ detail: z.string(), id: z.number().int() });
export type ContactMessageDeleted = z.infer<typeof ContactMessageDeleted>;
