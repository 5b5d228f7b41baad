import type { Page, Response } from '@playwright/test';
import { expect, DASHBOARD_URLS, DEMO, DEMO_PASSWORD, test } from './fixtures';

/**
 * Every route of every role, opened in the test-only pseudo-locale, where every catalogued text is
 * accented ("Ĥōmē"). A visible text still written in plain English letters skipped the catalogue
 * (docs/architecture.md §11), unless it is user data: names, titles and question texts come from
 * the API, so every string the API sent is taken out of the page's text before it is judged.
 */

/** Texts that are the same in every language: the languages' own names, proper nouns, units. */
const ALWAYS_AS_IS = [
  'English',
  'हिन्दी',
  'LinkedIn',
  'YouTube',
  'Instagram',
  'X (Twitter)',
  'Razorpay',
  'IST',
  'Vidya',
  // Question file formats, named as Moodle names them.
  'Aiken',
  'Moodle',
];

type Role = 'student' | 'college' | 'admin';
const LOGIN_API: Record<Role, string> = {
  student: '/api/auth/login/',
  college: '/api/auth/college/login/',
  admin: '/api/auth/admin/login/',
};
const EMAILS: Record<Role, string> = {
  student: DEMO.student.email,
  college: DEMO.college.email,
  admin: DEMO.admin.email,
};

/**
 * Collects every string of every JSON reply the page gets from the API: that is user data. A
 * reply's body is read after the reply arrives, so `settled` waits for the bodies still being
 * read: on a busy machine a long list (every question of the bank) could otherwise be judged
 * before its texts were known to be data.
 */
function recordApiStrings(page: Page): UserData {
  const strings = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim().length > 1) strings.add(value.trim());
      const at = value.lastIndexOf('@');
      if (at > 1) strings.add(value.slice(0, at).trim()).add(value.slice(at).trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json'))
      return;
    const read = response
      .json()
      .then(collect)
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    strings,
    settled: async () => {
      while (reading.size > 0) await Promise.all([...reading]);
    },
  };
}

type UserData = { strings: Set<string>; settled: () => Promise<void> };

/** The page's visible texts and the accessible names and hints it gives (aria-label, placeholder, alt, title). */
const readVisibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(parent.tagName)) continue;
      // Code (column names, file fields) reads the same in every language.
      if (parent.closest('code, kbd') !== null) continue;
      if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The English a text still shows once user data, e-mail addresses, links and fixed names are taken out. */
function leftoverEnglish(text: string, userData: string[]): string | null {
  // A list may show only the start of a long text (a message's first words, then '…').
  if (text.endsWith('…')) {
    const start = collapseSpaces(text.slice(0, -1));
    if (userData.some((data) => collapseSpaces(data).startsWith(start))) return null;
  }
  // User data first, then dates (a message mentioning a date), and dates first, then user data
  // (a number of the API's, such as an option '25', inside a date): English left by both is real.
  const byDataFirst = withoutDatesAndNames(withoutUserData(text, userData));
  const byDatesFirst = withoutDatesAndNames(withoutUserData(withoutDatesAndNames(text), userData));
  return /[A-Za-z]{3,}/.test(byDataFirst) && /[A-Za-z]{3,}/.test(byDatesFirst) ? text : null;
}

function withoutUserData(text: string, userData: string[]): string {
  let rest = text;
  for (const data of userData) if (rest.includes(data)) rest = rest.split(data).join(' ');
  return rest;
}

/** The text without e-mail addresses, links, dates and times, codes and fixed names. */
function withoutDatesAndNames(text: string): string {
  let rest = text
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/https?:\/\/\S*/g, ' ')
    // Dates and times as Intl writes them (test runs format the pseudo-locale as en-IN), whose
    // spaces may be no-break or narrow no-break ones.
    .replace(/\b\d{1,2}\s(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g, ' ')
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\s\d{4}\b/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\s?(am|pm)\b/gi, ' ')
    .replace(/\b[A-Z0-9]{2,}(?:-[A-Z0-9]+)*\b/g, ' ');
  for (const name of ALWAYS_AS_IS) rest = rest.split(name).join(' ');
  return rest;
}

/** Internal links a page offers, as paths, so the pass walks every route the user can reach. */
const readLinks = (page: Page, scope: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} a[href^="/"]`)]
        .map((link) => new URL(link.getAttribute('href') ?? '/', window.location.origin).pathname)
        .filter((path) => !path.startsWith('/api/') && !path.startsWith('/media/')),
    scope,
  );

async function checkPage(page: Page, path: string, userData: UserData, problems: string[]) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // The page has shown its content when nothing is loading any more.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const texts = await readVisibleTexts(page);
  // Every reply the page had when its texts were read is known as data before they are judged: a
  // reply arriving after an earlier wait (another journey's exam showing up on a refetch) had its
  // response event before the page could show it, so its body is being read by now.
  await userData.settled();
  const data = [...userData.strings].sort((a, b) => b.length - a.length);
  for (const text of texts) {
    const english = leftoverEnglish(text, data);
    if (english !== null) problems.push(`${path}: "${english}"`);
  }
}

/** A route pattern, so a list with fifty courses costs one visit, not fifty. */
const patternOf = (path: string) =>
  path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[a-z0-9]+(?:-[a-z0-9]+){2,}(?=\/|$)/g, '/:slug');

async function walk(page: Page, start: string[], scope: string, userData: UserData, limit: number) {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift() ?? '';
    if (seen.has(patternOf(path))) continue;
    seen.add(patternOf(path));
    await checkPage(page, path, userData, problems);
    for (const link of await readLinks(page, scope)) if (!seen.has(patternOf(link))) queue.push(link);
  }
  return { problems, visited: seen.size };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('vidya.language', 'pseudo'));
});

test('every public page shows only catalogued text', async ({ page }) => {
  test.setTimeout(300_000);
  const userData = recordApiStrings(page);
  const start = [
    '/',
    '/StudentLogin',
    '/CollegeLogin',
    '/AdminLogin',
    '/StudentSignUp',
    '/CollegeSignUp',
    '/ForgotPassword',
    '/no-such-page',
  ];
  const { problems, visited } = await walk(page, start, 'body', userData, 40);
  expect(visited).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

for (const role of ['student', 'college', 'admin'] as const) {
  test(`every ${role} page shows only catalogued text`, async ({ page }) => {
    test.setTimeout(400_000);
    const userData = recordApiStrings(page);
    // Signed in through the API: the browser keeps the session cookie, and the app restores it.
    const login = await page.request.post(LOGIN_API[role], {
      data: { email: EMAILS[role], password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { problems, visited } = await walk(page, [DASHBOARD_URLS[role]], 'main, nav', userData, 60);
    expect(visited).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
}
