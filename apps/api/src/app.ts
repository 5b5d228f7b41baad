import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './context.ts';
import type { DatabaseConnection } from './db/client.ts';
import type { Env } from './env.ts';
import { backgroundJobsPlugin, type BackgroundJobsHandle } from './jobs/background-jobs.ts';
import { overdueAttemptsJob } from './jobs/overdue-attempts.ts';
import { createAccessTokens } from './lib/access-tokens.ts';
import { createBroadcast } from './lib/broadcast.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from './lib/attempt-counter.ts';
import { createLoggerOptions, requestLoggerFactory, type LogStream } from './lib/logging.ts';
import { validatorCompiler } from './lib/input-text.ts';
import { createRequestIds } from './lib/request-id.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { createLocalStorage, createS3Storage } from './lib/storage.ts';
import { createMailer } from './mail/mailer.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { requestWindowPlugin } from './modules/admin-dashboard/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionValidity } from './modules/auth/index.ts';
import { certificatesRoutes } from './modules/certificates/routes.ts';
import { collegesAdminRoutes } from './modules/colleges/admin-routes.ts';
import { collegesRoutes } from './modules/colleges/routes.ts';
import { contactAdminRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { coursesAdminRoutes } from './modules/courses/admin-routes.ts';
import { coursesRoutes } from './modules/courses/routes.ts';
import { coursePreviews } from './modules/courses/index.ts';
import { examsAdminRoutes } from './modules/exams/authoring/admin-routes.ts';
import { examsCollegeRoutes } from './modules/exams/authoring/college-routes.ts';
import { examsCollegeResultsRoutes } from './modules/exams/results/college-routes.ts';
import { examsMonitorRoutes } from './modules/exams/monitor/routes.ts';
import { collegePerformanceRoutes } from './modules/exams/results/performance-routes.ts';
import { examsRoutes } from './modules/exams/taking/routes.ts';
import { createDemoProvider, createRazorpayProvider } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { promotionRoutes } from './modules/promotion/routes.ts';
import { searchAdminRoutes } from './modules/search/admin-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { studentsAdminRoutes } from './modules/students/admin-routes.ts';
import { studentsCollegeRoutes } from './modules/students/college-routes.ts';
import { invitationsRoutes } from './modules/students/invitations-routes.ts';
import { studentsRoutes } from './modules/students/routes.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { authGuardPlugin } from './plugins/auth-guard.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { mediaPlugin } from './plugins/media.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export type BuildAppOptions = {
  env: Env;
  database: DatabaseConnection;
  /** Serve the built web app; off in API tests. */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout; tests pass one to read what the app logged. */
  logStream?: LogStream;
  /** Outgoing HTTP (payment providers); tests pass a fake so nothing leaves the machine. */
  fetch?: typeof fetch;
};

/** Builds the whole API (plugins, then modules) without listening, so tests can inject requests. */
export async function buildApp({
  env,
  database,
  serveWeb = true,
  logger = true,
  logStream,
  fetch = globalThis.fetch,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ? createLoggerOptions({ level: env.LOG_LEVEL, stream: logStream }) : false,
    childLoggerFactory: requestLoggerFactory,
    trustProxy: env.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests arriving while close() runs get the drain plugin's 503 {detail, code}, not
    // Fastify's own body (decision 005).
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
    // Short ids unique across the fleet; behind a trusted proxy, the proxy's own (decision 034).
    genReqId: createRequestIds({ trustForwarded: env.TRUST_PROXY ?? false }),
    // Per-request lines cost throughput and say little; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  // ioredis reconnects by itself; without a listener it would print each failure to stderr.
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis connection failed'));
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.dataDir);
  const broadcast = createBroadcast(redis, app.log);
  const ctx: AppContext = {
    env,
    database,
    accessTokens: createAccessTokens(jwtSecret),
    sessions: createSessionValidity(database, broadcast),
    broadcast,
    codeKey: createHmac('sha256', jwtSecret).update('one-time-codes').digest('hex'),
    attempts: redis ? createRedisAttemptCounter(redis) : createMemoryAttemptCounter(),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${env.BRAND_NAME}" <no-reply@localhost>`,
      outboxFile: join(env.dataDir, 'mail', 'outbox.jsonl'),
      log: app.log,
    }),
    storage: env.S3_BUCKET
      ? createS3Storage({
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        })
      : createLocalStorage(join(env.dataDir, 'uploads')),
    payments:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? createRazorpayProvider({
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            fetch,
          })
        : createDemoProvider(),
    branding: { brand: env.BRAND_NAME, publicUrl: env.publicUrl },
    redis,
    log: app.log,
    now: () => new Date(),
  };
  app.decorate('context', ctx);
  app.addHook('onClose', async () => {
    await broadcast.close();
    await redis?.quit();
    await ctx.storage.close();
  });

  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  // The last 5 minutes of requests, for the admin's system health (decision 024).
  await app.register(requestWindowPlugin, { ctx });
  if (env.METRICS_PORT !== undefined) {
    await app.register(metricsPlugin, { ctx, port: env.METRICS_PORT, host: env.METRICS_HOST });
  }
  await app.register(securityHeadersPlugin, {
    isHttps: env.publicUrl.startsWith('https:'),
    allowRazorpay: ctx.payments.name === 'razorpay',
  });
  await app.register(rateLimitPlugin, { redis });
  await app.register(authGuardPlugin, { accessTokens: ctx.accessTokens, sessions: ctx.sessions });
  await app.register(openApiPlugin, { brand: env.BRAND_NAME });

  // Every route plugin is registered here and nowhere else: a module's routes.ts, college-routes.ts
  // and admin-routes.ts (where a route goes: docs/architecture.md §4).
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(accountsRoutes, { ctx });
  await app.register(studentsRoutes, { ctx });
  await app.register(studentsCollegeRoutes, { ctx });
  await app.register(invitationsRoutes, { ctx });
  await app.register(studentsAdminRoutes, { ctx });
  await app.register(collegesRoutes, { ctx });
  await app.register(collegesAdminRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(contactAdminRoutes, { ctx });
  await app.register(coursesRoutes, { ctx });
  await app.register(coursesAdminRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(promotionRoutes, { ctx });
  await app.register(examsRoutes, { ctx });
  await app.register(examsAdminRoutes, { ctx });
  await app.register(examsCollegeRoutes, { ctx });
  await app.register(examsCollegeResultsRoutes, { ctx });
  await app.register(examsMonitorRoutes, { ctx });
  await app.register(collegePerformanceRoutes, { ctx });
  await app.register(certificatesRoutes, { ctx });
  await app.register(searchAdminRoutes, { ctx });
  await app.register(adminDashboardRoutes, { ctx });

  // Work the API does by itself (src/jobs): started once the app is ready, awaited on close.
  const backgroundJobs: BackgroundJobsHandle = {};
  await app.register(backgroundJobsPlugin, {
    jobs: [overdueAttemptsJob(ctx)],
    log: ctx.log,
    runExclusively: ctx.database.runExclusively,
    handle: backgroundJobs,
  });
  app.decorate('runBackgroundJobsNow', async () => backgroundJobs.runNow?.());

  await app.register(mediaPlugin, { uploadsDir: join(env.dataDir, 'uploads'), storage: ctx.storage });
  if (serveWeb) {
    await app.register(webAppPlugin, {
      distDir: env.WEB_DIST_DIR ?? WEB_DIST_DIR,
      brand: env.BRAND_NAME,
      supportPhone: env.SUPPORT_PHONE,
      previewOf: coursePreviews(ctx),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !request.url.startsWith('/api') && app.sendWebApp) return app.sendWebApp(request, reply);
    return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for scripts and tests that need to reach below the HTTP layer. */
    context: AppContext;
    /** Every background job's turn now, as its timer would take it (tests wait on work, not clocks). */
    runBackgroundJobsNow: () => Promise<void>;
  }
}
