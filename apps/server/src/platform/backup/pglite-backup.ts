import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database (docs/backups.md). A PGlite data folder belongs to one process, so a running
 * server hands out its own snapshot over a Unix socket beside the folder; when no server answers there, the
 * folder is opened directly.
 *
 * A snapshot is PGlite's dumpDataDir: a gzipped tar of the data folder taken while PGlite runs no query (it holds
 * the query lock). A transaction still open at that moment is not committed in the WAL, so the restored folder's
 * recovery leaves it out: every acknowledged (committed) order is in, no half-written one is.
 */

/** The socket a running server answers backup requests on: beside the data folder, not in it (it would be dumped). */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.backup.sock`);
}

/** A snapshot of an open PGlite: a checkpoint first (a shorter recovery on restore), then the folder as a .tar.gz. */
export async function snapshotOf(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * Serves the server's PGlite on the socket, one request per connection: `PING\n` answers `PONG\n` (is a server
 * running here?), `BACKUP\n` answers `OK <bytes>\n` and the snapshot, or `ERR <reason>\n`. Only who may open the
 * data folder's parent may connect (the socket's file permissions), and they could read the folder anyway.
 */
export async function serveBackups(client: PGlite, socketPath: string, log: { error(message: string): void }): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true }); // a socket left by a server that did not close
  const server: Server = createServer((connection) => {
    connection.on('error', () => connection.destroy());
    let request = '';
    connection.on('data', (chunk: Buffer) => {
      request += chunk.toString('latin1');
      if (!request.includes('\n')) return;
      connection.removeAllListeners('data');
      if (request.startsWith('PING\n')) {
        connection.end('PONG\n');
        return;
      }
      if (!request.startsWith('BACKUP\n')) {
        connection.end('ERR unknown request\n');
        return;
      }
      snapshotOf(client)
        .then((snapshot) => {
          connection.write(`OK ${snapshot.length}\n`);
          connection.end(snapshot);
        })
        .catch((error: unknown) => {
          log.error(`backup failed: ${String(error)}`);
          connection.end(`ERR ${String(error).replace(/\n/g, ' ')}\n`);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/** One request to a running server's socket; null when no server answers there. */
function askServer(socketPath: string, request: 'PING' | 'BACKUP'): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null);
    const chunks: Buffer[] = [];
    const socket = connect(socketPath, () => socket.write(`${request}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    socket.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Whether a server has the data folder open (it answers on the socket). */
export async function serverRunningOn(dataDir: string): Promise<boolean> {
  return (await askServer(backupSocketPath(dataDir), 'PING'))?.toString() === 'PONG\n';
}

/** The running server's snapshot, or null when no server answers on the socket. */
export async function snapshotFromServer(socketPath: string): Promise<Buffer | null> {
  const whole = await askServer(socketPath, 'BACKUP');
  if (whole === null) return null;
  const newline = whole.indexOf(10);
  const head = whole.subarray(0, newline < 0 ? whole.length : newline).toString();
  const body = whole.subarray(newline + 1);
  const size = /^OK (\d+)$/.exec(head);
  if (size && Number(size[1]) === body.length) return body;
  throw new Error(head.startsWith('ERR') ? head.slice(4) : `the server's backup came back cut short (${body.length} bytes)`);
}

/** A snapshot of the data folder: from the running server, else from the folder itself (no server has it open). */
export async function backupPglite(dataDir: string): Promise<Buffer> {
  const fromServer = await snapshotFromServer(backupSocketPath(dataDir));
  if (fromServer) return fromServer;
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`no database in ${dataDir}`);
  const client = await PGlite.create(dataDir);
  try {
    return await snapshotOf(client);
  } finally {
    await client.close();
  }
}

/**
 * Restores a snapshot into the data folder, which must not be in use. A folder holding data is kept aside as
 * `<folder>.before-restore-<time>` when `replace` is set, refused otherwise. Answers the number of orders restored.
 */
export async function restorePglite(snapshot: Buffer, dataDir: string, options: { replace: boolean; now: Date }): Promise<number> {
  if (await serverRunningOn(dataDir)) {
    throw new Error(`a server is running on ${dataDir}: stop it before restoring`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!options.replace) throw new Error(`${dataDir} holds a database: restore into an empty folder, or pass --replace to keep it aside`);
    renameSync(dataDir, `${dataDir}.before-restore-${options.now.toISOString().replace(/[:.]/g, '-')}`);
  }
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  try {
    const result = await client.query<{ orders: number }>('select count(*)::int as orders from orders');
    return result.rows[0]?.orders ?? 0;
  } finally {
    await client.close();
  }
}
