import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Each test file's time, whole (issue #39): Vitest's JSON report times a file from its first test
 * to its last, leaving out the import in which an API file builds its app and database, which is
 * most of its cost. Written as `vitest-files.json` beside the other reports.
 */
// Each entry's times are in seconds: the environment (jsdom), the harness, the module's import with
// its top-level awaits (an API file builds its app and database there), setup files, and its
// tests and hooks.
/** @implements {import('vitest/node').Reporter} */
export default class FileTimesReporter {
  /** @param {string} outputFile */
  constructor(outputFile) {
    this.outputFile = outputFile;
    /** @type {Record<string, string | number>[]} */
    this.files = [];
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    const d = module.diagnostic();
    const seconds = (/** @type {number} */ ms) => Math.round(ms) / 1000;
    const parts = [
      d.environmentSetupDuration,
      d.prepareDuration,
      d.collectDuration,
      d.setupDuration,
      d.duration,
    ];
    this.files.push({
      file: relative(process.cwd(), module.moduleId),
      project: module.project.name,
      tests: [...module.children.allTests()].length,
      environment: seconds(d.environmentSetupDuration),
      prepare: seconds(d.prepareDuration),
      collect: seconds(d.collectDuration),
      setup: seconds(d.setupDuration),
      run: seconds(d.duration),
      total: seconds(parts.reduce((sum, part) => sum + part, 0)),
    });
  }

  onTestRunEnd() {
    writeFileSync(this.outputFile, JSON.stringify(this.files, null, 1));
  }
}
