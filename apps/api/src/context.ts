import type { Redis } from 'ioredis';
import type { DatabaseConnection } from './db/client.ts';
import type { Env } from './env.ts';
import type { AccessTokens } from './lib/access-tokens.ts';
import type { AttemptCounter } from './lib/attempt-counter.ts';

/** What services need from the outside world, built once in app.ts and handed to each module. */
export type AppContext = {
  env: Env;
  database: DatabaseConnection;
  accessTokens: AccessTokens;
  attempts: AttemptCounter;
  redis: Redis | null;
  now: () => Date;
};
