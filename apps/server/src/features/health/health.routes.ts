import { envelopeSchema } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';

const healthSchema = z.object({ ok: z.literal(true), database: z.literal('up') });

/** GET /api/health: the process answers and the database does too (load balancers and start scripts poll it). */
export function healthRoutes(app: ZodApp, db: Database): void {
  app.get(
    '/api/health',
    {
      schema: { response: { 200: envelopeSchema(healthSchema) } },
      config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } },
    },
    async () => {
      await db.execute(sql`select 1`);
      return ok({ ok: true as const, database: 'up' as const });
    },
  );
}
