// `npm test`: every layer of tests, one after another, and a table of where the time went
// (issue #39): each layer's wall time, the CPU its processes used, the machine's load average,
// core count and CPU stolen by the host while it ran. A failed layer does not stop the layers
// after it (a CI run reports every failure at once); the exit code is the first failure's.
//
//   TEST_REPORT_DIR  where the per-file JSON reports (Vitest, Playwright) and the table go
//   TEST_LAYERS      a comma-separated subset of the layers below, to run only those
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Each layer and the npm script that runs it. */
const LAYERS = [
  { name: 'unit, API, component', script: 'test:unit' },
  { name: 'journeys, one process', script: 'test:e2e' },
  { name: 'journeys @fleet, nginx + 2 processes', script: 'test:e2e:fleet' },
];

/** CPU seconds of this process's waited-for children and their descendants (Linux). */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/** All CPU time and stolen time of the machine so far, in clock ticks (Linux). */
function machineTicks() {
  try {
    const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: values.reduce((sum, value) => sum + value, 0), steal: values[7] ?? 0 };
  } catch {
    return { total: NaN, steal: NaN };
  }
}

const chosen = process.env.TEST_LAYERS?.split(',').map((name) => name.trim());
const layers = chosen ? LAYERS.filter((layer) => chosen.includes(layer.script)) : LAYERS;
const cores = availableParallelism();
const rows = [];
let exitCode = 0;
for (const layer of layers) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const ticksBefore = machineTicks();
  const result = spawnSync('npm', ['run', layer.script], { cwd: root, stdio: 'inherit' });
  const wall = (Date.now() - started) / 1000;
  const cpu = childrenCpuSeconds() - cpuBefore;
  const ticksAfter = machineTicks();
  const status = result.status ?? 1;
  if (status !== 0 && exitCode === 0) exitCode = status;
  rows.push({
    layer: layer.name,
    result: status === 0 ? 'passed' : `failed (${status})`,
    wall: `${Math.floor(wall / 60)} min ${String(Math.round(wall % 60)).padStart(2, '0')} s`,
    cpu: `${Math.round(cpu)} CPU-s`,
    busy: `${Math.round((cpu / (wall * cores)) * 100)} % of ${cores} cores`,
    steal: `${(((ticksAfter.steal - ticksBefore.steal) / (ticksAfter.total - ticksBefore.total)) * 100).toFixed(1)} %`,
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  });
}

const header = {
  layer: 'layer',
  result: 'result',
  wall: 'wall',
  cpu: 'CPU',
  busy: 'tests used',
  steal: 'stolen',
  load: 'load 1/5/15 min at end',
};
const widths = Object.fromEntries(
  Object.keys(header).map((key) => [key, Math.max(...[header, ...rows].map((row) => row[key].length))]),
);
const line = (row) =>
  `| ${Object.keys(header)
    .map((key) => row[key].padEnd(widths[key]))
    .join(' | ')} |`;
const table = [
  line(header),
  `|${Object.keys(header)
    .map((key) => '-'.repeat(widths[key] + 2))
    .join('|')}|`,
  ...rows.map(line),
].join('\n');
console.log(`\nnpm test on ${cores} cores:\n${table}\n`);
if (process.env.TEST_REPORT_DIR) {
  mkdirSync(process.env.TEST_REPORT_DIR, { recursive: true });
  writeFileSync(join(process.env.TEST_REPORT_DIR, 'layers.md'), `${table}\n`);
}
process.exit(exitCode);
