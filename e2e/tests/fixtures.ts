import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOGGED_OUT_FLAG_KEY, LOGIN_PAGE_TEXTS, type LoginPortal } from '@vidya/contract';
import { existsSync, readFileSync } from 'node:fs';

export { expect };

/** Every demo login uses this password (README). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO = {
  admin: { email: 'admin@example.com', name: 'Asha Menon' },
  college: { email: 'college@example.com', name: 'Sunrise Institute of Technology' },
  student: { email: 'student@example.com', name: 'Aarav Sharma' },
  platformStudent: { email: 'student2@example.com', name: 'Priya Nair' },
  pendingCollege: { email: 'college3@example.com', name: 'Greenfield Polytechnic' },
  suspendedStudent: { email: 'suspended@example.com' },
} as const;

/**
 * The tag of the journeys that prove what only a fleet can break (issue #39): sessions and
 * sign-out heard by every process, caches cleared everywhere, one sweep per deadline, an exam's
 * start, save and submit across processes, the live monitor, uploads and stored state shared.
 * `npm run test:e2e:fleet` runs these, and only these, again through nginx in front of two API
 * processes (e2e/fleet/run.mjs); every journey runs on one process.
 */
export const FLEET = { tag: '@fleet' } as const;

/**
 * The tag of the journeys that need a page to lose focus when another tab comes to the front:
 * they run in the full Chromium, the others in its headless shell, which keeps every page
 * focused (playwright.config.ts).
 */
export const WINDOW_FOCUS = { tag: '@window-focus' } as const;

export const LOGIN_URLS: Record<LoginPortal, string> = {
  student: '/StudentLogin',
  college: '/CollegeLogin',
  admin: '/AdminLogin',
};

export const DASHBOARD_URLS: Record<LoginPortal, string> = {
  student: '/StudentDashboard',
  college: '/CollegeDashboard',
  admin: '/AdminDashboard',
};

/** Where the server started by `serve.mjs` writes mail (SMTP_URL unset). */
const OUTBOX = process.env.E2E_DATA_DIR
  ? new URL(`file://${process.env.E2E_DATA_DIR.replace(/\/?$/, '/')}mail/outbox.jsonl`)
  : new URL('../.run-data/mail/outbox.jsonl', import.meta.url);

type AxeCheck = (label?: string) => Promise<void>;

/**
 * Scans the page as it is now with axe and fails on any serious or critical violation, naming
 * each rule and the elements it found, so a failure says what to fix. axe waits on timers, so a
 * page whose clock a test has paused cannot be scanned.
 */
export async function checkAccessibility(page: Page, label = page.url()): Promise<void> {
  // Running CSS animations (the landing page's floating icons) make every layout axe forces
  // several times slower without a GPU; holding them still for the scan changes nothing it checks.
  // Transitions end at once, so a link just clicked is judged in its final colours, not halfway
  // through its fade (which a slow machine could catch).
  const stillness = await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-play-state: paused !important; transition: none !important; }',
  });
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  await stillness.evaluate((style) => (style as HTMLElement).remove());
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n');
  expect(blocking, `axe on ${label}:\n${report}`).toEqual([]);
}

/**
 * Lingui shows a message it was given uncompiled (a bare string) and warns on the console for
 * each one, in the production build only: the landing page once did so some 80 times per load,
 * a third of its blocking time on a phone. Every journey fails on such a warning, naming the text.
 */
const UNCOMPILED_MESSAGE_WARNING = 'Uncompiled message detected';

export const test = base.extend<{ axe: AxeCheck; failOnUncompiledMessages: undefined }>({
  axe: async ({ page }, use) => {
    await use((label) => checkAccessibility(page, label));
  },
  failOnUncompiledMessages: [
    async ({ page }, use) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith(UNCOMPILED_MESSAGE_WARNING)) {
          warnings.push(
            message
              .text()
              .split('\n')
              .find((line) => line.startsWith('> ')) ?? message.text(),
          );
        }
      });
      await use(undefined);
      expect(warnings, 'texts shown uncompiled (apps/web/vite-plugins/lingui-macros.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

/** The login page's heading, as the user sees it. */
export const loginHeading = (page: Page, portal: LoginPortal) =>
  page.getByRole('heading', { level: 1, name: LOGIN_PAGE_TEXTS[portal].heading });

/** Fills and submits a login form that is already on screen. */
export async function submitLogin(page: Page, portal: LoginPortal, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: LOGIN_PAGE_TEXTS[portal].submit, exact: true }).click();
}

/** Opens the portal's login page and signs in; the caller asserts where the user lands. */
export async function signIn(page: Page, portal: LoginPortal, email: string, password = DEMO_PASSWORD) {
  await page.goto(LOGIN_URLS[portal]);
  await expect(loginHeading(page, portal)).toBeVisible();
  await submitLogin(page, portal, email, password);
}

/** The API route each portal's login form posts to. */
const LOGIN_API_PATHS: Record<LoginPortal, string> = {
  student: '/api/auth/login/',
  college: '/api/auth/college/login/',
  admin: '/api/auth/admin/login/',
};

/**
 * Signs in through the portal's login route instead of its form, for journeys whose subject is
 * not signing in, then opens `path` (the portal's dashboard unless given) and waits until the
 * user sees they are signed in. `page.request` shares the browser context's cookies, so the
 * reply's refresh cookie and session hint land in the browser as after a login in the page, and
 * the app restores the session from them on that page load, as after a reload. The form stays
 * for journeys about signing in itself (`signIn`, `submitLogin`): where a login lands, its
 * errors, the language it brings.
 */
export async function signInThroughApi(
  page: Page,
  portal: LoginPortal,
  email: string,
  { password = DEMO_PASSWORD, path = DASHBOARD_URLS[portal] }: { password?: string; path?: string } = {},
) {
  const login = await page.request.post(LOGIN_API_PATHS[portal], { data: { email, password } });
  expect(login.ok(), `${portal} login of ${email}: ${await login.text()}`).toBe(true);
  // A sign-out leaves a flag in the tab that stops its next page load restoring a session; the
  // login page clears it as it opens, and this sign-in does not open that page, so clears it here.
  if (new URL(page.url(), login.url()).origin === new URL(login.url()).origin) {
    await page.evaluate((key) => window.sessionStorage.removeItem(key), LOGGED_OUT_FLAG_KEY);
  }
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Signs out from the dashboard's top bar and waits until the API has answered the logout: its
 * reply clears the session's cookies, so a sign-in started before it arrives could be undone by it.
 */
export async function signOut(page: Page) {
  const loggedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/logout/',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await loggedOut;
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
}

const DEMO_EMAILS: Record<LoginPortal, string> = {
  student: DEMO.student.email,
  college: DEMO.college.email,
  admin: DEMO.admin.email,
};

/**
 * Signs in as the demo user of a role and waits for their dashboard (or `path`): through the
 * API, or through the login form where the journey is about the session a form login starts.
 */
export async function signInAsDemo(
  page: Page,
  portal: LoginPortal,
  options: { through?: 'api'; path?: string } | { through: 'form' } = {},
) {
  if (options.through !== 'form') {
    await signInThroughApi(page, portal, DEMO_EMAILS[portal], { path: options.path });
    return;
  }
  await signIn(page, portal, DEMO_EMAILS[portal]);
  await expect(page).toHaveURL(DASHBOARD_URLS[portal]);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

type OutboxMail = { to: string | string[]; subject: string; text: string; html?: string };

function readOutbox(): OutboxMail[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMail);
}

const isAddressedTo = (mail: OutboxMail, email: string) =>
  [mail.to].flat().some((to) => to.toLowerCase().includes(email.toLowerCase()));

/** How many mails the outbox holds for an address (to wait for the next one). */
export const countMailTo = (email: string) =>
  readOutbox().filter((mail) => isAddressedTo(mail, email)).length;

/**
 * The 6-digit code (alone on its line in the text part) of the newest mail to `email` that has
 * one, waiting for it to arrive. `after` is the number of mails that address already had, so an
 * older code is never taken for the new one.
 */
export async function readLatestCode(email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const codes = readOutbox()
          .filter((mail) => isAddressedTo(mail, email))
          .slice(after)
          .flatMap((mail) => /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? []);
        code = codes.at(-1) ?? '';
        return code;
      },
      { message: `a mail with a 6-digit code to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The first group `pattern` captures in the text of the newest mail to `email` that matches it,
 * waiting for it to arrive (an invitation's code, a link).
 */
export async function readLatestMatch(email: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const matches = readOutbox()
          .filter((mail) => isAddressedTo(mail, email))
          .flatMap((mail) => pattern.exec(mail.text)?.[1] ?? []);
        found = matches.at(-1) ?? '';
        return found;
      },
      { message: `a mail to ${email} matching ${String(pattern)}`, timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}

/**
 * The student dashboard's heading for a demo student: "Welcome, …" while they have no enrollment
 * and no activity, "Welcome back, …" after (issue #17), which depends on the journeys run before.
 */
export const welcomed = (name: string) => new RegExp(`^Welcome(?: back)?, ${name}$`);

/** An address no other test (or earlier run) has used. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * A student account made through the API (sign-up, then the emailed code), for journeys that
 * need an account of their own rather than a shared demo one.
 */
export async function createVerifiedStudent(
  request: APIRequestContext,
  {
    email,
    password,
    fullName = 'Kavya Reddy',
    collegeId,
  }: { email: string; password: string; fullName?: string; collegeId?: number },
) {
  const registered = await request.post('/api/students/register/', {
    data: {
      full_name: fullName,
      email,
      password,
      ...(collegeId === undefined ? {} : { college_id: collegeId }),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post('/api/students/verify-otp/', {
    data: { email, otp: await readLatestCode(email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/**
 * A college made through the API (sign-up, then the emailed code): verified and so waiting for an
 * admin's approval, for journeys that approve or delete a college of their own rather than a
 * shared demo one.
 */
export async function createPendingCollege(
  request: APIRequestContext,
  { email, collegeName, password = DEMO_PASSWORD }: { email: string; collegeName: string; password?: string },
) {
  const registered = await request.post('/api/colleges/register/', {
    data: {
      college_name: collegeName,
      contact_person: 'Farah Siddiqui',
      email,
      password,
      phone: '+91 98200 11223',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post('/api/colleges/verify-otp/', {
    data: { email, otp: await readLatestCode(email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** The demo admin's bearer header, signed in through the API, for setting up what a journey needs. */
export async function demoAdminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/admin/login/', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/**
 * A college signed up and approved through the API (as the demo admin), so students can choose
 * it; returns its id. For journeys that need a college of their own, with only their students.
 */
export async function createApprovedCollege(
  request: APIRequestContext,
  college: { email: string; collegeName: string },
): Promise<number> {
  await createPendingCollege(request, college);
  const headers = await demoAdminHeaders(request);
  const pending = await request.get(
    `/api/admin-portal/colleges/pending/?search=${encodeURIComponent(college.collegeName)}`,
    { headers },
  );
  expect(pending.ok(), await pending.text()).toBe(true);
  const { results } = (await pending.json()) as { results: { id: number; email: string }[] };
  const id = results.find((row) => row.email === college.email)?.id;
  expect(id, `the pending college ${college.email}`).toBeDefined();
  const approved = await request.post(`/api/admin-portal/colleges/${id}/approve/`, { headers });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id ?? 0;
}

/**
 * Scrolls to the end of a public page as a visitor would, until the footer (which loads only
 * when the end of the page comes on screen) is there. `onEachStep` runs between scrolls, e.g.
 * to move a paused clock on so that lazily shown content can appear.
 */
export async function scrollToFooter(page: Page, onEachStep?: () => Promise<void>) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await onEachStep?.();
    await expect(footer).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  return footer;
}
