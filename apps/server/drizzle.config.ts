import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @diancan/server` writes a new SQL migration after a schema change.
// The same migrations are applied to PGlite and to PostgreSQL at start (src/platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './src/platform/db/migrations',
  casing: 'snake_case',
});
