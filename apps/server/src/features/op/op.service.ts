import type { RecordErrorRequest } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import { opRepository } from './op.repository.js';

/** Error reports one address may send; a client stuck in an error loop must not fill the table. */
export const RECORD_ERROR_RULE: RateRule = { limit: 30, windowMs: 60_000 };

/** Operations support: errors the web client could not handle. */
export class OpService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async recordError(request: RecordErrorRequest, userId: number | null, client: ClientInfo): Promise<void> {
    await this.limiter.consume(`record-error:ip:${client.ip}`, RECORD_ERROR_RULE);
    await opRepository.insertErrorReport(this.db, {
      source: request.source,
      message: request.message,
      userId,
      ip: client.ip,
      userAgent: client.userAgent,
      createdAt: this.clock(),
    });
  }
}
