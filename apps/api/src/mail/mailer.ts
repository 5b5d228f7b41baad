import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message is appended as one JSON line to the outbox
 * file, so someone running locally (and the browser tests) can read the codes (design §6).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxFile: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    send: async (message) => {
      await mkdir(dirname(options.outboxFile), { recursive: true });
      const line = JSON.stringify({ at: new Date().toISOString(), from: options.from, ...message });
      await appendFile(options.outboxFile, `${line}\n`, 'utf8');
      // A code mail's subject holds the code: logged only here, where the outbox file already
      // holds it. Over SMTP nothing about a message is logged.
      options.log.info(`Mail to ${message.to}: "${message.subject}" (written to ${options.outboxFile})`);
    },
  };
}
