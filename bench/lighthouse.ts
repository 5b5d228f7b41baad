// `npm run bench:lighthouse -w @vidya/bench`: Lighthouse on the landing page of the built app, with
// the Debian chromium, in the default (mobile) configuration and the desktop preset. Prints the
// performance and accessibility scores and the landing route's initial JavaScript, and compares
// them with the targets. Not part of `npm test`.
//
//   --runs N     runs per configuration; the median is reported (default 3)
//   --record     also write the figures into bench/README.md (between the lighthouse markers)
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import * as prettier from 'prettier';
import { startApp } from './lib/servers.ts';

const TARGET_SCORE = 0.95;
const TARGET_INITIAL_JS_KIB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1])) : 3;
const shouldRecord = args.includes('--record');
const loadAtStart = loadavg()[0] ?? 0;

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

type RunFigures = {
  performance: number;
  accessibility: number;
  /** JS as the server sent it during the page load (headers included). */
  scriptTransferKiB: number;
  /** The same scripts' bodies gzipped: what they cost once the server compresses them. */
  scriptGzipKiB: number;
  scriptCount: number;
  /** Each script's path and gzipped size in KiB, largest first (in results/lighthouse.json). */
  scriptFiles: { path: string; gzipKiB: number }[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAccessibilityAudits: string[];
  /** Audits that did not pass, with the LCP/FCP time Lighthouse estimates fixing them saves. */
  performanceAdvice: string[];
};

type Preset = { name: string; config: Config | undefined };
const PRESETS: Preset[] = [
  { name: 'mobile (default)', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/**
 * The landing page in each language (decision 017): a browser whose preferred language is Hindi
 * opens it in Hindi, so it loads the Hindi catalogues the first page needs. Hindi is measured on the
 * phone, the budget that matters.
 */
const LANGUAGES = [
  { name: 'English', chromeFlags: ['--lang=en-IN'], presets: PRESETS },
  { name: 'Hindi', chromeFlags: ['--lang=hi', '--accept-lang=hi'], presets: PRESETS.slice(0, 1) },
];

const repoRoot = new URL('../', import.meta.url).pathname;
const kib = (bytes: number) => bytes / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const gzipCache = new Map<string, number>();
async function gzippedSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

async function auditOnce(url: string, port: number, preset: Preset): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset.config,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(url.replace(/\/$/, '')),
  );
  const gzipSizes = await Promise.all(scripts.map((script) => gzippedSize(script.url)));
  const { performance, accessibility } = lhr.categories;
  if (!performance || !accessibility) throw new Error('Lighthouse did not score both categories');

  return {
    performance: performance.score ?? 0,
    accessibility: accessibility.score ?? 0,
    scriptTransferKiB: kib(scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0)),
    scriptGzipKiB: kib(gzipSizes.reduce((sum, size) => sum + size, 0)),
    scriptCount: scripts.length,
    scriptFiles: scripts
      .map((script, index) => ({ path: new URL(script.url).pathname, gzipKiB: kib(gzipSizes[index] ?? 0) }))
      .sort((a, b) => b.gzipKiB - a.gzipKiB),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failedAccessibilityAudits: accessibility.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [audit.id] : [];
    }),
    performanceAdvice: performance.auditRefs
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        const savingsMs = Math.max(audit?.metricSavings?.LCP ?? 0, audit?.metricSavings?.FCP ?? 0);
        return audit && audit.score !== null && audit.score < 1 && savingsMs > 0
          ? [{ id: audit.id, savingsMs }]
          : [];
      })
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .map(({ id, savingsMs }) => `${id} (~${Math.round(savingsMs)} ms)`),
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function auditWithRetry(url: string, port: number, preset: Preset, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port, preset);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${preset.name}: ${error instanceof Error ? error.message : String(error)}; running again`);
    }
  }
}

function summarise(runsOfPreset: RunFigures[]): RunFigures {
  const pick = (
    key: 'performance' | 'accessibility' | 'scriptTransferKiB' | 'scriptGzipKiB' | 'lcpMs' | 'tbtMs' | 'cls',
  ) => median(runsOfPreset.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    scriptTransferKiB: pick('scriptTransferKiB'),
    scriptGzipKiB: pick('scriptGzipKiB'),
    scriptCount: median(runsOfPreset.map((run) => run.scriptCount)),
    scriptFiles: runsOfPreset.at(-1)?.scriptFiles ?? [],
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failedAccessibilityAudits: [...new Set(runsOfPreset.flatMap((run) => run.failedAccessibilityAudits))],
    performanceAdvice: runsOfPreset.at(-1)?.performanceAdvice ?? [],
  };
}

const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

function toMarkdown(results: { preset: string; figures: RunFigures }[], at: string): string {
  const rows = results.map(({ preset, figures }) =>
    [
      preset,
      `${figures.performance.toFixed(2)} (${verdict(figures.performance >= TARGET_SCORE)})`,
      `${figures.accessibility.toFixed(2)} (${verdict(figures.accessibility >= TARGET_SCORE)})`,
      `${figures.scriptGzipKiB.toFixed(1)} KiB in ${figures.scriptCount} files (${verdict(figures.scriptGzipKiB <= TARGET_INITIAL_JS_KIB)})`,
      `${figures.scriptTransferKiB.toFixed(1)} KiB`,
      `${Math.round(figures.lcpMs)} ms`,
      `${Math.round(figures.tbtMs)} ms`,
      figures.cls.toFixed(3),
    ].join(' | '),
  );
  return [
    `Measured ${at} at \`${revision}\` on ${cpus().length} CPUs (load average ${loadAtStart.toFixed(1)} when it started: other work slows the page and lowers the performance score), Lighthouse 12.8.2, Debian chromium, median of ${runs} run(s) per configuration.`,
    '',
    '| configuration | performance (≥ 0.95) | accessibility (≥ 0.95) | initial JS, gzipped (≤ 150 KiB) | JS as transferred | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    'What Lighthouse estimates would help most (time saved on LCP or FCP, last run):',
    '',
    ...results.map(
      ({ preset, figures }) =>
        `- ${preset}: ${figures.performanceAdvice.join(', ') || 'nothing left to suggest'}`,
    ),
    '',
    `Hindi catalogues, gzipped (the landing page loads \`shell\` and \`landing\` first): ${catalogueSizes
      .map(
        ({ file, gzipKiB }) => `${file.replace(/^locale-([\w-]+)-hi-.*$/, '$1')} ${gzipKiB.toFixed(1)} KiB`,
      )
      .join(', ')}.`,
  ].join('\n');
}

/** Replaces the figures between the markers, formatted as `npm run lint` (Prettier) wants them. */
async function recordInReadme(markdown: string) {
  const readmePath = new URL('./README.md', import.meta.url).pathname;
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench/README.md has no ${start} … ${end} block to fill`);
  const updated = `${readme.slice(0, from + start.length)}\n\n${markdown}\n\n${readme.slice(to)}`;
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  writeFileSync(readmePath, await prettier.format(updated, { ...options, filepath: readmePath }));
  console.log('Recorded in bench/README.md');
}

console.log('Building the web app and the API...');
execSync('npm run build -w @vidya/web', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
execSync('npm run build -w @vidya/api', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
// The app serves a copy of this build, so a rebuild of apps/web/dist during the run (another
// command in the same checkout) cannot swap the files under the page being measured.
const webCopy = mkdtempSync(join(tmpdir(), 'vidya-lighthouse-web-'));
cpSync(join(repoRoot, 'apps/web/dist'), webCopy, { recursive: true });
process.env.WEB_DIST_DIR = webCopy;
const revision = execSync('git describe --always --dirty', { cwd: repoRoot, encoding: 'utf8' }).trim();

/** Each Hindi catalogue the build made (one per part of the app), gzipped. */
const catalogueSizes = readdirSync(join(webCopy, 'assets'))
  .filter((file) => /^locale-[\w-]+-hi-[\w-]+\.js$/.test(file))
  .map((file) => ({
    file,
    gzipKiB: kib(gzipSync(readFileSync(join(webCopy, 'assets', file)), { level: 9 }).length),
  }))
  .sort((a, b) => b.gzipKiB - a.gzipKiB);

const app = await startApp(4312);
const results: { preset: string; figures: RunFigures }[] = [];
try {
  const landing = `${app.url}/`;
  for (const language of LANGUAGES) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROME_FLAGS, ...language.chromeFlags],
    });
    try {
      // One unmeasured load, so the server's first-request work does not count against the page.
      await auditWithRetry(landing, chrome.port, { name: 'warm-up', config: undefined });
      for (const preset of language.presets) {
        const name = `${preset.name}, ${language.name}`;
        const presetRuns: RunFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const figures = await auditWithRetry(landing, chrome.port, preset);
          console.log(
            `${name} run ${run}: performance ${figures.performance.toFixed(2)}, accessibility ${figures.accessibility.toFixed(2)}, JS ${figures.scriptGzipKiB.toFixed(1)} KiB gz`,
          );
          presetRuns.push(figures);
        }
        results.push({ preset: name, figures: summarise(presetRuns) });
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await app.stop();
  rmSync(webCopy, { recursive: true, force: true });
}

const at = new Date().toISOString();
const markdown = toMarkdown(results, at.slice(0, 10));
console.log(`\nLighthouse on / (median of ${runs})\n\n${markdown}\n`);
for (const { preset, figures } of results) {
  if (figures.failedAccessibilityAudits.length > 0) {
    console.log(
      `${preset}: accessibility audits not passed: ${figures.failedAccessibilityAudits.join(', ')}`,
    );
  }
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/lighthouse.json', import.meta.url),
  JSON.stringify({ at, revision, cpus: cpus().length, loadAtStart, runs, results }, null, 2),
);
if (shouldRecord) await recordInReadme(markdown);

const isEveryTargetMet = results.every(
  ({ figures }) =>
    figures.performance >= TARGET_SCORE &&
    figures.accessibility >= TARGET_SCORE &&
    figures.scriptGzipKiB <= TARGET_INITIAL_JS_KIB,
);
if (!isEveryTargetMet) {
  console.log('At least one target was missed.');
  process.exitCode = 1;
}
