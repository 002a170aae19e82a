/**
 * npm run check:deploy — the recipe of docs/deploy.md, run: two server processes on one PostgreSQL database behind
 * nginx with deploy/nginx.conf (its upstream pointed at them), then through nginx only: sign in, open a board's
 * realtime link as a browser would (with its Origin), place orders, and check that every order reached the board
 * once and that both instances served requests. Needs nginx (`apt-get install nginx`); PostgreSQL from
 * BENCH_DATABASE_URL / TEST_DATABASE_URL or a throwaway cluster (bench/throwaway-postgres.ts). Exit code 1 on a failure.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storeRefreshTopic } from '@diancan/core';
import { postgresHandle } from '../apps/server/src/platform/db/database.js';
import { connectStompClient, waitFor, websocketUrl } from '../apps/server/src/platform/realtime/testing/clients.js';
import { createScratchDatabase, freePort, startServerProcess, type ServerProcess } from '../apps/server/src/platform/realtime/testing/instances.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { orderBody, postOrder, seedBenchStores, signIn } from '../bench/orders-fixtures.js';
import { withPostgresServer } from '../bench/throwaway-postgres.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const ORDERS = 10;

/** deploy/nginx.conf inside a minimal main configuration, with its upstream and port replaced. */
function nginxConfig(prefix: string, port: number, instances: ServerProcess[]): string {
  const site = readFileSync(path.resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8')
    .replace(/upstream diancan \{[\s\S]*?\n\}/, () => {
      const servers = instances.map((instance) => `    server ${new URL(instance.baseUrl).host};`).join('\n');
      return `upstream diancan {\n${servers}\n    keepalive 32;\n}`;
    })
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  return `daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`;
}

async function main(): Promise<void> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  await withPostgresServer(async (serverUrl) => {
    const scratch = await createScratchDatabase(serverUrl, 'diancan_deploy');
    const prefix = mkdtempSync(path.join(tmpdir(), 'diancan-nginx-'));
    const instances: ServerProcess[] = [];
    let nginx: ReturnType<typeof spawn> | null = null;
    try {
      const handle = postgresHandle(scratch.url, 2);
      const [store] = await (async () => {
        try {
          await handle.migrate();
          await seedDemoData(handle.db);
          return await seedBenchStores(handle.db, 1, 'deploy');
        } finally {
          await handle.close();
        }
      })();
      const env = { DATABASE_URL: scratch.url, DEMO_DATA: '0', NODE_ENV: 'production', TRUST_PROXY: '1' };
      instances.push(...(await Promise.all([startServerProcess(env, 120_000), startServerProcess(env, 120_000)])));
      const port = await freePort();
      const config = path.join(prefix, 'nginx.conf');
      writeFileSync(config, nginxConfig(prefix, port, instances));
      nginx = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitFor(() => existsSync(path.join(prefix, 'nginx.pid')), 10_000, 'nginx to start');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const session = await signIn(baseUrl);
      const board = await connectStompClient(websocketUrl(baseUrl), {
        cookie: session.cookie,
        origin: baseUrl,
        connectHeaders: { storeId: String(store!.storeId) },
      });
      await board.subscribeConfirmed(storeRefreshTopic(store!.storeId));
      const orderIds: number[] = [];
      for (let seed = 0; seed < ORDERS; seed++) {
        const answer = await postOrder(baseUrl, session, JSON.stringify(orderBody(store!, seed)), randomUUID());
        if (answer.status !== 200 || answer.orderId === null) throw new Error(`an order through nginx answered ${answer.status}: ${answer.message}`);
        orderIds.push(answer.orderId);
      }
      const heard = () => board.received.filter((entry) => entry.message.type === 'NEW_ORDER');
      await waitFor(() => heard().length >= ORDERS, 15_000, 'every order on the board');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const heardIds = heard().map((entry) => (entry.message.type === 'NEW_ORDER' ? entry.message.data.orderId : 0));
      if (JSON.stringify([...heardIds].sort()) !== JSON.stringify([...orderIds].sort())) {
        throw new Error(`the board heard ${JSON.stringify(heardIds)} for orders ${JSON.stringify(orderIds)}`);
      }
      // Both instances took part: each one's own address answers for the same session.
      for (const instance of instances) {
        const response = await fetch(`${instance.baseUrl}/api/back/user/getCurrent`, { headers: { cookie: session.cookie } });
        if (!response.ok) throw new Error(`${instance.baseUrl} does not know the session (${response.status})`);
      }
      await board.close();
      console.log(`check:deploy: ${ORDERS} orders through nginx (${NGINX}) over 2 instances, each on the board once; the realtime link upgraded through the proxy with its Origin`);
      console.log(JSON.stringify({ check: 'deploy', proxy: 'nginx', instances: 2, orders: ORDERS, heard: heardIds.length, ok: true }));
    } finally {
      nginx?.kill('SIGQUIT');
      await Promise.all(instances.map((instance) => instance.stop()));
      await scratch.drop();
      rmSync(prefix, { recursive: true, force: true });
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(JSON.stringify({ check: 'deploy', ok: false }));
  process.exit(1);
});
