// The embedded database's own thread (issue #18, docs/decisions/035-pglite-in-a-worker-thread.md).
// PGlite runs PostgreSQL in WebAssembly synchronously: on the main thread every query held the
// event loop, and under 100 connections Node read no new request for 200–700 ms at a time. Here
// it runs beside the event loop; db/pglite-thread.ts is the other end and speaks this protocol:
//   { id, op: 'query', tx, sql, params, paramTypes, rawTypes } → { rows (as arrays), names, types, affectedRows }
//   { id, op: 'begin' } → a transaction id, once the transaction holds the database
//   { id, op: 'end', tx, commit } → settles once the transaction committed or rolled back
//   { id, op: 'dump', compression } → the data directory as a tarball (an ArrayBuffer)
//   { id, op: 'close' }
// Each answer is { id, ok: true, result } or { id, ok: false, error }. Plain JavaScript, so the
// same file runs under the tests (TypeScript sources) and beside the bundle in dist/.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** Keeps a value's text as PostgreSQL sent it: the main thread applies the caller's own parser. */
const keepText = (value) => value;

/** Open transactions by id: the callback's settle functions and the transaction's own client. */
const transactions = new Map();
let nextTransaction = 1;

/** Everything a PostgreSQL error says (code, detail, constraint…), as a structured clone keeps it. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const described = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    described[key] = value;
  }
  return described;
}

/** Raised inside a transaction's callback to have PGlite roll it back. */
class RollBack extends Error {}

// pg_trgm, so the admin's student search uses its trigram indexes here too (migrations 0011 and
// 0019): without them a search among 20,000 students read every user, 15 pages a second.
// `loadDataDir` (a tarball path) starts a new database from a dump instead of an empty one.
const database = await PGlite.create(workerData.dataDir ?? undefined, {
  extensions: { pg_trgm },
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([await readFile(workerData.loadDataDir)]) } : {}),
});

/**
 * Rows always cross as arrays, whatever the caller asked: `postMessage`'s cloning took 18–20 % of
 * this thread under load, and the main thread, mostly idle, names the columns.
 */
async function query({ tx, sql, params, paramTypes, rawTypes }) {
  const client = tx === null ? database : transactions.get(tx)?.client;
  if (!client) throw new Error(`transaction ${tx} is not open`);
  const parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
  const { rows, fields, affectedRows } = await client.query(sql, params, {
    rowMode: 'array',
    parsers,
    paramTypes,
  });
  // Columns as two flat lists, not an object per column: fewer objects to clone per answer.
  return {
    rows,
    names: fields.map((field) => field.name),
    types: fields.map((field) => field.dataTypeID),
    affectedRows,
  };
}

/** Opens a transaction and answers once it holds the database, leaving it open until `end`. */
function begin() {
  const id = nextTransaction++;
  const open = {};
  return new Promise((opened, failed) => {
    open.done = database
      .transaction(
        (client) =>
          new Promise((commit, rollBack) => {
            Object.assign(open, { client, commit, rollBack });
            transactions.set(id, open);
            opened(id);
          }),
      )
      .catch((error) => {
        if (!(error instanceof RollBack)) throw error;
      })
      .finally(() => transactions.delete(id));
    // A BEGIN that failed never opened: the caller hears of it instead of waiting.
    open.done.catch(failed);
  });
}

async function end({ tx, commit }) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  if (commit) open.commit();
  else open.rollBack(new RollBack());
  await open.done;
  return null;
}

async function dump({ compression }) {
  const file = await database.dumpDataDir(compression);
  return file.arrayBuffer();
}

const operations = { query, begin, end, dump, close: () => database.close() };

port.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    port.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: describeError(error) });
  }
});
port.postMessage({ ready: true });
