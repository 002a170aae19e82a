// `npm run dev`: the API with reload (tsx watch) and the Vite dev server (which proxies /api and /app/websocket to it).
import { spawn } from 'node:child_process';

const children = [
  ['api', 'npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], { PORT: process.env.PORT ?? '3000' }],
  ['web', 'npx', ['vite', '--host', '127.0.0.1'], {}, 'apps/web'],
].map(([name, cmd, args, env, cwd]) => {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
