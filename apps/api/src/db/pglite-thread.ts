import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (issue #18, decision 035): the WebAssembly
 * PostgreSQL runs in pglite-worker.mjs, and this is what the app holds instead of a PGlite. It
 * offers what Drizzle's PGlite driver calls (`query`, and `transaction` whose client has `query`;
 * see drizzle-orm/pglite/session.js) and what backups call (`transaction`, `dumpDataDir`).
 *
 * Semantics are PGlite's own: one connection, so a transaction holds every other query back until
 * it ends, and a query made outside an open transaction from inside its callback waits for it.
 */
export type EmbeddedQuery = <T = Record<string, unknown>>(
  query: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

export type EmbeddedTransaction = { query: EmbeddedQuery };

export type EmbeddedDatabase = {
  query: EmbeddedQuery;
  transaction: <T>(run: (tx: EmbeddedTransaction) => Promise<T>) => Promise<T>;
  /** The data directory as a tarball, as PGlite's `dumpDataDir` gives it. */
  dumpDataDir: (compression?: 'auto' | 'gzip' | 'none') => Promise<Blob>;
  close: () => Promise<void>;
};

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields };
type ErrorFields = { message: string; name?: string } & Record<string, unknown>;

/** A PostgreSQL error from the worker, with its fields (code, detail, constraint…) as PGlite gives them. */
function toError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (name) error.name = name;
  return error;
}

/** `loadDataDir`: a tarball from `dumpDataDir` to start from, for a database not yet created. */
export async function openEmbeddedDatabase(
  dataDir: string | null,
  loadDataDir?: string,
): Promise<EmbeddedDatabase> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  // The worker keeps the process alive only while the app waits for it, as a socket would: a
  // script that is done with the database exits without closing it first.
  const holdProcess = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database stopped (exit code ${code})`)));
  });
  worker.on('message', (answer: Answer | { ready: true }) => {
    if (!('id' in answer)) return;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    holdProcess();
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(toError(answer.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the embedded database stopped (exit code ${code})`)));
  await ready;
  holdProcess();

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      holdProcess();
      worker.postMessage({ ...message, id });
    });
  }

  function queryIn(tx: number | null): EmbeddedQuery {
    return async <T>(text: string, params: unknown[] = [], options: QueryOptions = {}) => {
      if (options.serializers || options.blob || options.onNotice)
        throw new Error('the embedded database thread takes no serializers, blobs or notice handlers');
      // Parsers are functions and stay here: the worker leaves those types' values as text and
      // they are parsed as the caller asked once the rows arrive.
      const parsers = options.parsers ?? {};
      const rawTypes = Object.keys(parsers).map(Number);
      const answer = await call<{
        rows: unknown[][];
        names: string[];
        types: number[];
        affectedRows?: number;
      }>({
        op: 'query',
        tx,
        sql: text,
        params,
        paramTypes: options.paramTypes,
        rawTypes,
      });
      const result: Results<unknown[]> = {
        rows: answer.rows,
        fields: answer.names.map((name, index) => ({ name, dataTypeID: answer.types[index] ?? 0 })),
        affectedRows: answer.affectedRows,
      };
      if (rawTypes.length > 0) parseRaw(result, parsers);
      if (options.rowMode === 'array') return result as unknown as Results<T>;
      // Rows arrive as arrays (cheaper to clone); named here as PGlite would, a later column of
      // the same name winning.
      const rows = result.rows.map((values) => {
        const row: Record<string, unknown> = {};
        answer.names.forEach((name, index) => (row[name] = values[index]));
        return row as T;
      });
      return { ...result, rows };
    };
  }

  return {
    query: queryIn(null),
    async transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await run({ query: queryIn(tx) });
      } catch (error) {
        // The caller's error is what happened; a failed rollback (the thread gone) says less.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir(compression = 'auto') {
      const bytes = await call<ArrayBuffer>({ op: 'dump', compression });
      return new Blob([bytes]);
    },
    async close() {
      if (!failure) await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** Applies the caller's parsers to the values the worker left as text. */
function parseRaw(result: Results<unknown[]>, parsers: NonNullable<QueryOptions['parsers']>): void {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows) {
    for (const { index, parse } of columns) {
      const value = row[index];
      if (typeof value === 'string') row[index] = parse(value);
    }
  }
}
