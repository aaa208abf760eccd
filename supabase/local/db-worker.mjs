// The embedded database's own thread (see db.ts, openPglite). PGlite runs Postgres compiled to
// WebAssembly on the thread that calls it, and a long statement holds that thread until it ends: on the
// server's main thread, one slow query would stop every other request, static files and health checks
// included. Here it holds only this thread, and the main thread can end it (by ending this thread) once it
// passes its role's statement timeout, which PGlite itself cannot enforce.
//
// Messages in: { id, op: 'query' | 'exec' | 'listen' | 'unlisten' | 'dump' | 'close', sql?, params?, channel? }.
// Messages out: { ready: true } once open, { id, result } or { id, error } per message, and
// { channel, payload } per notification. Plain JavaScript, so it runs as is under tsx, vitest and node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('db-worker.mjs runs as a worker thread');

/** A database error's fields (code, detail, hint, constraint…) survive the trip; an Error's own properties would not. */
function plainError(error) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === 'function') continue;
      if (typeof value === 'object' && value !== null) continue;
      fields[key] = value;
    }
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/**
 * Bytes in the shape PGlite reads its file-system bundle and a data-directory tarball in: it only asks for their
 * `arrayBuffer()` (and a tarball's `type`, to see whether it is gzipped). Node's Blob hands a large one over in
 * small chunks that are then joined: about 0.4 s of processor time for a 44 MB snapshot and the 6 MB bundle, a
 * fifth of opening a database, paid by every test database and every restart of the thread.
 */
function plainBytes(bytes) {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer =
    whole && bytes.buffer instanceof ArrayBuffer
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: '', size: buffer.byteLength, arrayBuffer: async () => buffer };
}

let lite;
try {
  lite = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    // A copy of a data directory to start from (db.ts, snapshotDatabase) instead of an empty cluster.
    ...(workerData.snapshot ? { loadDataDir: plainBytes(workerData.snapshot) } : {}),
    // Compiled once by the main thread (db.ts), so a new thread starts without compiling Postgres again.
    pgliteWasmModule: workerData.pgliteWasmModule,
    initdbWasmModule: workerData.initdbWasmModule,
    fsBundle: plainBytes(new Uint8Array(workerData.fsBundle)), // a copy: the shared bytes stay as they are
    extensions: { pgcrypto, pg_trgm },
  });
} catch (error) {
  port.postMessage({ failed: plainError(error) });
  throw error;
}
const unlisteners = new Map();

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    let result;
    if (op === 'query') {
      const out = await lite.query(message.sql, message.params ?? []);
      result = {
        rows: out.rows,
        fields: out.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        affectedRows: out.affectedRows ?? 0,
      };
    } else if (op === 'exec') {
      await lite.exec(message.sql);
    } else if (op === 'listen') {
      if (!unlisteners.has(message.channel)) {
        const channel = message.channel;
        unlisteners.set(channel, await lite.listen(channel, (payload) => port.postMessage({ channel, payload })));
      }
    } else if (op === 'unlisten') {
      await unlisteners.get(message.channel)?.();
      unlisteners.delete(message.channel);
    } else if (op === 'dump') {
      const tarball = await lite.dumpDataDir('none');
      result = new Uint8Array(await tarball.arrayBuffer());
    } else if (op === 'close') {
      await lite.close();
    } else {
      throw new Error(`db-worker: unknown operation ${String(op)}`);
    }
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
});
port.postMessage({ ready: true });
