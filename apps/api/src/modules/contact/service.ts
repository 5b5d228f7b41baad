import { PAGE_SIZES, type ContactMessage, type ContactMessageBody, type Paginated } from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import * as repository from './repository.ts';

export const CONTACT_RECEIVED =
  'Thank you for writing to us. Our team will reply by email within one working day.';

export function createContactService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    async receive(message: z.output<typeof ContactMessageBody>): Promise<{ detail: string }> {
      await repository.insertMessage(db, { ...message, phone: message.phone ?? null });
      return { detail: CONTACT_RECEIVED };
    },

    async list(
      page: number,
      pageSize: number = PAGE_SIZES.adminListLarge,
    ): Promise<Paginated<ContactMessage>> {
      const request = { page, pageSize };
      const [rows, total] = await Promise.all([
        repository.listMessages(db, pageSize, pageOffset(request)),
        repository.countMessages(db),
      ]);
      return toPage(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          subject: row.subject,
          message: row.message,
          is_read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        request,
      );
    },
  };
}
