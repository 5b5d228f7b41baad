// `npm test`: every layer of tests, one after another, and a table of where the time went
// (issue #39): each layer's wall time, how busy the machine's cores were and how much of that
// the layer's own processes account for, the CPU stolen by the host, and the load average. A failed layer does not stop the layers
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

/**
 * CPU seconds of this process's waited-for children and their descendants (Linux). A process
 * that detaches from its parent (Chromium's helpers, PGlite's and Vitest's are not) is missed.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/** The machine's CPU time so far, in clock ticks (Linux): all of it, idle, and stolen by the host. */
function machineTicks() {
  try {
    const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, idle: values[3] + values[4], steal: values[7] };
  } catch {
    return { total: NaN, idle: NaN, steal: NaN };
  }
}

const chosen = process.env.TEST_LAYERS?.split(',').map((name) => name.trim());
const unknown = chosen?.filter((name) => !LAYERS.some((layer) => layer.script === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `TEST_LAYERS names no layer: ${unknown.join(', ')} (layers: ${LAYERS.map((layer) => layer.script).join(', ')})`,
  );
  process.exit(2);
}
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
  const ticks = ticksAfter.total - ticksBefore.total;
  const share = (part) => `${Math.round((part / ticks) * 100)} %`;
  const status = result.status ?? 1;
  if (status !== 0 && exitCode === 0) exitCode = status;
  rows.push({
    layer: layer.name,
    result: status === 0 ? 'passed' : `failed (${status})`,
    wall: `${Math.floor(wall / 60)} min ${String(Math.round(wall % 60)).padStart(2, '0')} s`,
    busy: share(ticks - (ticksAfter.idle - ticksBefore.idle)),
    cpu: `${Math.round(cpu)} CPU-s`,
    steal: share(ticksAfter.steal - ticksBefore.steal),
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  });
}

const header = {
  layer: 'layer',
  result: 'result',
  wall: 'wall',
  busy: `cores busy (of ${cores})`,
  cpu: 'CPU of its waited-for processes',
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
