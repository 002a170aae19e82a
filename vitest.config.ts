import { defineConfig } from 'vitest/config';

/**
 * Web tests that replace modules (vi.mock), stub globals or keep module state across the app (the session, the
 * realtime link, the 401 guard) run each in a fresh module graph; every other web test shares one per worker.
 */
const WEB_ISOLATED = [
  'src/app/App.test.tsx',
  'src/app/pos-boot.test.tsx',
  'src/app/overlays/*.test.tsx',
  'src/lib/http.test.ts',
  'src/lib/native-bridge.test.ts',
  'src/lib/realtime/*.test.ts',
  'src/features/printing/pages/PrintSetPage.test.tsx',
  'src/features/pos/offline/offline-checkout.test.tsx',
];

/**
 * Server test files that open no test database: pure code, a PGlite the file makes itself, or main.ts on its own PGlite
 * folder (DATABASE_URL ''). The PostgreSQL pass (TEST_DATABASE_URL set) would run them exactly as the PGlite pass just
 * did on the same Node, so it leaves them out; the PGlite pass and the Node 24 pass run them. A file that calls
 * openTestDatabase / startTestServer (directly or through a fixture) must not be listed here.
 */
const SERVER_WITHOUT_TEST_DATABASE = [
  'src/platform/realtime/bus/bus.test.ts',
  'src/platform/realtime/publisher.test.ts',
  'src/platform/realtime/outbox/outbox.test.ts',
  'src/platform/realtime/broker.test.ts',
  'src/platform/realtime/stomp/codec.test.ts',
  'src/features/front-order/front-tokens.test.ts',
  'src/features/order-board/order-repricing.test.ts',
  'src/features/invoice-checks/invoice-checks.service.test.ts',
  'test/einvoice/one-item-list.test.ts',
  'test/einvoice/draft-and-check-code.test.ts',
  'test/announcements/sanitize.test.ts',
  'test/main-start.test.ts',
];

// One runner for every level of test; each level is a project so `npm test` can run them in order.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Two workers on the two-core machines we test on (the default leaves one core idle): the API tests wait on
    // their database and sockets often enough for two to overlap.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server (several instances on one database): they run in the PostgreSQL pass only.
          exclude: process.env.TEST_DATABASE_URL ? SERVER_WITHOUT_TEST_DATABASE : ['**/*.pg.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One import of the whole server per worker instead of per file (each file still builds its own app on
          // its own database; app instances share no state, see docs/decisions/0004).
          isolate: false,
          // A liveness bound, not a speed goal (speed is the benches'): `npm test` runs this suite beside the browser
          // journeys on two cores, where tests that take 7-10 s alone (50 orders made one by one, a month of shifts,
          // every route's declaration) have passed 30 s. A passing test returns as soon as it is done.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup-dom.ts'],
          // One jsdom and one import of React and Mantine per worker instead of per file: 7 minutes down to 1 on two
          // cores. Each file still gets a clean DOM, a fresh QueryClient and its own stores from its own render helper.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          root: 'apps/web',
          include: WEB_ISOLATED,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Tests of the repository's own tooling (the lint zones).
        test: { name: 'tooling', root: 'scripts', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          fileParallelism: false,
          // The journeys run beside the API suite in `npm test` (two cores, the browser three times slower): a poll gives
          // a busy machine 30 s, enough for a reload or a server round trip; a passing one returns as soon as its
          // condition holds.
          expect: { poll: { timeout: 30_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
