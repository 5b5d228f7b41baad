import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND_NAME } from '@vidya/contract';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections each API process keeps open to PostgreSQL (DATABASE_URL). A fleet's processes
   * together must stay under the server's max_connections (docs/deploy.md, sizing).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int('DATABASE_POOL_SIZE must be a whole number.')
    .min(1, 'DATABASE_POOL_SIZE must be at least 1.')
    .max(1000, 'DATABASE_POOL_SIZE must be at most 1000.')
    .default(10),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  BRAND_NAME: z.string().min(1).default(DEFAULT_BRAND_NAME),
  PUBLIC_URL: z.string().url().optional(),
  SUPPORT_PHONE: z.string().default('+91 80 4710 2200'),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Prometheus metrics of this process on a port of its own, never the public one (issue #18,
  // docs/deploy.md); off when unset.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  WEB_DIST_DIR: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The seller printed on tax invoices (decision 029); the defaults are a demo company.
  INVOICE_SELLER_NAME: z.string().min(1).default('Vidya Learning Private Limited'),
  INVOICE_SELLER_ADDRESS: z
    .string()
    .min(1)
    .default('4th Floor, 12 MG Road, Bengaluru 560001, Karnataka, India'),
  INVOICE_SELLER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'INVOICE_SELLER_GSTIN must be a 15-character GSTIN.')
    .default('29AAACV1234F1Z5'),
  INVOICE_SELLER_STATE: z.string().min(1).default('Karnataka'),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,8}$/, 'INVOICE_PREFIX must be 1 to 8 capital letters or digits.')
    .default('VID'),
  /** GST in percent, prices include it (e.g. 18 or 12.5). */
  GST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(18),
  // Uploads in an S3-compatible bucket shared by every API process (decision 034); local disk
  // under DATA_DIR/uploads when S3_BUCKET is unset.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as http://minio:9000.').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name; most servers besides AWS need it. */
  S3_FORCE_PATH_STYLE: flag,
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  /** Where the person typed the command: relative paths they give a CLI start there. */
  workingDir: string;
  publicUrl: string;
  seedDemo: boolean;
};

/** The only reader of process.env: everything else receives an Env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the
    // command, so `npm start`, `npm run dev` and the CLI all find the same ./data.
    dataDir: resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR),
    workingDir: resolve(source.INIT_CWD ?? process.cwd()),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // The demo seed is for the embedded database; a real PostgreSQL gets it only when asked.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
  };
}
