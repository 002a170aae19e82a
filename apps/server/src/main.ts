import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { purgeOrderIdempotencyKeys } from './features/orders/index.js';
import { startHousekeeping } from './platform/housekeeping.js';
import { backupSocketPath, serveBackups } from './platform/backup/pglite-backup.js';
import { startTurnkeyLoop } from './features/einvoice/index.js';
import { startPointsExpiry } from './features/members/index.js';
import { seedDemoData } from './seed/demo-seed.js';
import { seedDemoRestaurant } from './seed/demo-restaurant.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { DEMO_STAFF, seedDemoStaff } from './seed/demo-staff.js';
import { DEMO_MANAGER_CODE, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data.js';

/** `npm start`: open and migrate the database, load demo data once, serve the web app and the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`database: ${where}, migrations applied`);
  if (config.demoData && (await seedDemoData(database.db))) app.log.info('demo data loaded');
  if (config.demoData && (await seedDemoRestaurant(database.db))) app.log.info('demo restaurant menu loaded');
  if (config.demoData && (await seedDemoStaff(database.db))) app.log.info('demo staff loaded');
  if (config.demoData) {
    const sold = await seedDemoHistory(database.db);
    if (sold > 0) app.log.info(`demo history: ${sold} past orders`);
  }
  await database.refreshStatistics();
  const stopHousekeeping = startHousekeeping(
    {
      purgeEndedSessions: () => app.services.sessions.purgeEnded(),
      purgeExpiredCounters: () => app.services.rateLimiter.purgeExpired(),
      purgeOrderKeys: () => purgeOrderIdempotencyKeys(database.db, app.services.clock()),
      refreshStatistics: () => database.refreshStatistics(),
    },
    app.log,
  );
  app.addHook('onClose', async () => stopHousekeeping());
  if (database.pglite) {
    // `npm run backup` asks the running server for a consistent snapshot of its folder (docs/backups.md).
    const stopBackups = await serveBackups(database.pglite, backupSocketPath(config.dataDir), app.log);
    app.addHook('onClose', () => stopBackups());
  }
  const stopTurnkey = startTurnkeyLoop(app.services.einvoice.turnkey, config.einvoiceTurnkeyIntervalSeconds, app.log);
  app.addHook('onClose', async () => stopTurnkey());
  const stopExpiry = startPointsExpiry(app.services.members, app.services.clock, app.log);
  app.addHook('onClose', async () => stopExpiry());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'close failed');
          process.exit(1);
        });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`點餐 Diancan is running at http://${shownHost}:${config.port}`];
  if (config.demoData) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`  ${user.account.padEnd(8)} ${user.description}`);
    lines.push(`Demo stores' manager code (識別碼): ${DEMO_MANAGER_CODE}`);
    lines.push(`Demo staff PINs (員工密碼; staff mode is off until 員工設定 turns it on): ${DEMO_STAFF.map((member) => `${member.name} (${member.roleName}) ${member.pin}`).join(', ')}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('點餐 Diancan failed to start:', error);
  process.exit(1);
});
