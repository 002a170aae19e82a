import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP round-robin proxy for the scale benchmark: each new connection goes to the next backend in turn and its
 * bytes are piped both ways untouched, so HTTP keep-alive connections and WebSocket upgrades alike stay on the
 * instance they reached (as behind nginx's or Caddy's round-robin without stickiness). Written for the bench
 * because it is twenty lines and needs nothing installed; deploy/ has the real proxies' files.
 */
export interface RoundRobinProxy {
  url: string;
  /** How many connections went to each backend. */
  counts(): number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: { host: string; port: number }[]): Promise<RoundRobinProxy> {
  let next = 0;
  const counts = backends.map(() => 0);
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const index = next;
    next = (next + 1) % backends.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = connect(backends[index]!);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
