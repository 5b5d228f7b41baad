import {
  CONTACT_REPLY_NOT_SENT,
  PAGE_SIZES,
  type ContactMessage,
  type ContactMessageActionResult,
  type ContactMessageBody,
  type ContactMessageDeleted,
  type ContactMessageDetail,
  type ContactStatus,
  type Language,
  type Paginated,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { noticeMail } from '../../mail/templates.ts';
import { insertAuditEvent } from '../audit/index.ts';
import * as repository from './repository.ts';

export const CONTACT_RECEIVED =
  'Thank you for writing to us. Our team will reply by email within one working day.';

const MESSAGE_NOT_FOUND = 'Contact message not found. It may have been deleted.';

export type ContactListQuery = {
  page: number;
  page_size?: number | undefined;
  search?: string | undefined;
  status?: ContactStatus | undefined;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toContactMessage({ message, repliesCount }: repository.MessageRow): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    is_read: message.readAt !== null,
    read_at: iso(message.readAt),
    is_handled: message.handledAt !== null,
    handled_at: iso(message.handledAt),
    replies_count: repliesCount,
    created_at: message.createdAt.toISOString(),
  };
}

/**
 * Contact Us (anyone sends a message) and the admins' inbox (issue #13): the list, opening a
 * message (which marks it read), marking it read or handled, answering it by email and deleting
 * it. Answering, marking handled or open again, and deleting each leave an audit row in the same
 * transaction as the change; an answer the mail server refuses is not recorded at all.
 */
export function createContactService(ctx: AppContext) {
  const { db } = ctx.database;

  async function detailOf(id: number): Promise<ContactMessageDetail> {
    const [row, replies] = await Promise.all([
      repository.findMessage(db, id),
      repository.listReplies(db, id),
    ]);
    if (!row) throw notFound('message_not_found', MESSAGE_NOT_FOUND);
    return {
      ...toContactMessage(row),
      replies: replies.map((reply) => ({
        id: reply.id,
        author_email: reply.authorEmail,
        body: reply.body,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  async function lockOrRefuse(tx: Transaction, id: number) {
    const message = await repository.lockMessage(tx, id);
    if (!message) throw notFound('message_not_found', MESSAGE_NOT_FOUND);
    return message;
  }

  const audit = (
    tx: Transaction,
    admin: AccessIdentity,
    action: 'handle' | 'reopen' | 'reply' | 'delete',
    messageId: number,
  ) =>
    insertAuditEvent(tx, {
      actorUserId: admin.userId,
      action: `contact_message.${action}`,
      targetType: 'contact_message',
      targetId: messageId,
    });

  return {
    /**
     * Keeps the message and tells the sender by email that it arrived (with a copy of it). A mail
     * server that refuses the acknowledgement does not lose the message: it is logged, not raised.
     */
    async receive({
      language,
      ...message
    }: z.output<typeof ContactMessageBody>): Promise<{ detail: string }> {
      await repository.insertMessage(db, { ...message, phone: message.phone ?? null });
      const acknowledgement = noticeMail(ctx.branding, {
        to: message.email,
        language: language ?? (await repository.findLanguageOfEmail(db, message.email)),
        notice: {
          kind: 'contact_received',
          name: message.name,
          subject: message.subject,
          message: message.message,
        },
      });
      try {
        await ctx.mailer.send(acknowledgement);
      } catch (error) {
        ctx.log.error({ err: error, to: acknowledgement.to }, 'sending mail failed');
      }
      return { detail: CONTACT_RECEIVED };
    },

    /** `GET /contact/messages/`: newest first, 25 a page (spec §9 admin lists). */
    async list(query: ContactListQuery): Promise<Paginated<ContactMessage>> {
      const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.listMessages(
        db,
        { search: query.search || undefined, status: query.status },
        { limit: request.pageSize, offset: pageOffset(request) },
      );
      return toPage(rows.map(toContactMessage), total, request);
    },

    /** `GET /contact/messages/{id}/`: the message and its replies; opening it marks it read. */
    async open(id: number): Promise<ContactMessageDetail> {
      await repository.markReadIfUnread(db, id, ctx.now());
      return detailOf(id);
    },

    /**
     * `PATCH /contact/messages/{id}/`: read or unread, handled or open again. Marking it handled
     * marks it read too. Only a change of handled leaves an audit row; reading does not.
     */
    async update(
      admin: AccessIdentity,
      id: number,
      change: { is_read?: boolean | undefined; is_handled?: boolean | undefined },
    ): Promise<ContactMessageActionResult> {
      const now = ctx.now();
      const done: string[] = [];
      await db.transaction(async (tx) => {
        const message = await lockOrRefuse(tx, id);
        let readAt = message.readAt;
        let handledAt = message.handledAt;
        if (change.is_handled !== undefined && change.is_handled !== (handledAt !== null)) {
          handledAt = change.is_handled ? now : null;
          await audit(tx, admin, change.is_handled ? 'handle' : 'reopen', id);
          done.push(change.is_handled ? 'Message marked as handled.' : 'Message reopened.');
        }
        if (change.is_read !== undefined && change.is_read !== (readAt !== null)) {
          readAt = change.is_read ? now : null;
          done.push(change.is_read ? 'Message marked as read.' : 'Message marked as unread.');
        } else if (change.is_handled === true && readAt === null) {
          readAt = now;
        }
        await repository.setMessageState(tx, id, { readAt, handledAt });
      });
      return {
        detail: done.length > 0 ? done.join(' ') : 'Nothing to change: the message was already so.',
        message: await detailOf(id),
      };
    },

    /**
     * `POST /contact/messages/{id}/reply/`: emails the answer to the sender and keeps it with the
     * message, which is then handled (and read). The email goes out last inside the transaction:
     * if the mail server refuses it, the reply, the new state and the audit row are all undone.
     */
    async reply(
      admin: AccessIdentity,
      id: number,
      { body, language }: { body: string; language?: Language | undefined },
    ): Promise<ContactMessageActionResult> {
      const now = ctx.now();
      const sentTo = await db.transaction(async (tx) => {
        const message = await lockOrRefuse(tx, id);
        const authorEmail = await repository.findUserEmail(tx, admin.userId);
        if (authorEmail === undefined) throw new AppError('account_gone', 'Your account no longer exists.');
        await repository.insertReply(tx, { messageId: id, authorUserId: admin.userId, authorEmail, body });
        await repository.setMessageState(tx, id, {
          readAt: message.readAt ?? now,
          handledAt: message.handledAt ?? now,
        });
        await audit(tx, admin, 'reply', id);
        const mail = noticeMail(ctx.branding, {
          to: message.email,
          language: language ?? (await repository.findLanguageOfEmail(tx, message.email)),
          notice: {
            kind: 'contact_reply',
            name: message.name,
            subject: message.subject,
            reply: body,
            contactUrl: `${ctx.env.publicUrl}/ContactUs`,
          },
        });
        try {
          await ctx.mailer.send(mail);
        } catch (error) {
          ctx.log.error({ err: error, to: mail.to }, 'sending mail failed');
          throw new AppError('unavailable', CONTACT_REPLY_NOT_SENT);
        }
        return message.email;
      });
      return { detail: `Your reply was sent to ${sentTo}.`, message: await detailOf(id) };
    },

    /** `DELETE /contact/messages/{id}/`: the message and its replies go; the audit row stays. */
    async remove(admin: AccessIdentity, id: number): Promise<ContactMessageDeleted> {
      await db.transaction(async (tx) => {
        await lockOrRefuse(tx, id);
        await audit(tx, admin, 'delete', id);
        await repository.deleteMessage(tx, id);
      });
      return { detail: 'Message deleted.', id };
    },
  };
}
