// The slowest test files of a run, from the JSON reports `npm test` writes to TEST_REPORT_DIR
// (issue #39): `node scripts/slowest-tests.mjs .ci/out [count]`. For Vitest a file's time is all
// of it, import and environment included (vitest-files.json, scripts/vitest-file-times.ts); for
// Playwright it is the sum of its tests' durations (hooks and fixtures included), since its tests
// are spread over the workers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = '.ci/out', countText = '15'] = process.argv.slice(2);
const count = Number(countText);
if (!existsSync(dir)) {
  console.log(`no reports in ${dir}`);
  process.exit(0);
}

/** @returns {{ file: string, seconds: number, tests: number }[]} */
function vitestFiles(report) {
  return report.map((file) => ({
    file: `${file.file} [${file.project}] (import ${file.collect.toFixed(1)} s, tests ${file.run.toFixed(1)} s)`,
    seconds: file.total,
    tests: file.tests,
  }));
}

/** @returns {{ file: string, seconds: number, tests: number }[]} */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file) ?? { file: `e2e/tests/${spec.file}`, seconds: 0, tests: 0 };
      for (const test of spec.tests) for (const run of test.results) entry.seconds += run.duration / 1000;
      entry.tests += spec.tests.length;
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...byFile.values()];
}

for (const name of readdirSync(dir)
  // vitest.json is Vitest's own report, kept as an artifact; vitest-files.json times whole files.
  .filter((file) => file.endsWith('.json') && file !== 'vitest.json')
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const files = Array.isArray(report) ? vitestFiles(report) : playwrightFiles(report);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\nSlowest ${count} of ${files.length} files in ${name} (${Math.round(total)} s in all):`);
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(
      `  ${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.file}`,
    );
}
