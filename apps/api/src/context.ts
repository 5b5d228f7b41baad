import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseConnection } from './db/client.ts';
import type { Env } from './env.ts';
import type { AccessTokens } from './lib/access-tokens.ts';
import type { AttemptCounter } from './lib/attempt-counter.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Broadcast } from './lib/broadcast.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Branding } from './mail/templates.ts';
import type { SessionValidity } from './modules/auth/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';

/** What services need from the outside world, built once in app.ts and handed to each module. */
export type AppContext = {
  env: Env;
  database: DatabaseConnection;
  accessTokens: AccessTokens;
  /** Whether the account behind a token still stands; ended sessions are refused at once. */
  sessions: SessionValidity;
  /** News for every API process (this one included): Redis pub/sub when configured. */
  broadcast: Broadcast;
  /** Key for hashing one-time codes; derived from the JWT secret, never stored. */
  codeKey: string;
  attempts: AttemptCounter;
  mailer: Mailer;
  storage: FileStorage;
  /** Razorpay when its keys are configured, else the labelled demo checkout. */
  payments: PaymentProvider;
  branding: Branding;
  redis: Redis | null;
  log: FastifyBaseLogger;
  now: () => Date;
};
