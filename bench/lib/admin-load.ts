// The admin benchmarks' measurements that autocannon cannot make: a streamed export's rate and
// what it costs the server in memory.
import { BENCH_ADMIN } from './people-fixture.ts';
import type { RunningServer } from './servers.ts';

export type ExportResult = {
  rows: number;
  elapsedMs: number;
  rowsPerSecond: number;
  bytes: number;
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
  rssAfterMiB: number | null;
};

/** Signs the fixture's admin in. */
export async function adminHeaders(app: RunningServer): Promise<Record<string, string>> {
  const response = await fetch(`${app.url}/api/auth/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

/**
 * Downloads a CSV export, counting its lines as they arrive, and samples the server's resident
 * memory every 20 ms: its growth over the download is what the export held at once.
 */
export async function measureCsvExport(
  app: RunningServer,
  path: string,
  headers: Record<string, string>,
): Promise<ExportResult> {
  const rssBeforeMiB = app.rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => {
    const now = app.rssMiB();
    if (now !== null && (rssPeakMiB === null || now > rssPeakMiB)) rssPeakMiB = now;
  }, 20);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${app.url}${path}`, { headers });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const elapsedMs = performance.now() - started;
  const rows = lines - 1;
  return {
    rows,
    elapsedMs,
    rowsPerSecond: rows / (elapsedMs / 1000),
    bytes,
    rssBeforeMiB,
    rssPeakMiB,
    rssAfterMiB: app.rssMiB(),
  };
}
