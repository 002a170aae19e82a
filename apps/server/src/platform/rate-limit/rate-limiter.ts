import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { tooManyRequests } from '../errors/app-error.js';
import { rateLimitRepository } from './rate-limit.repository.js';

/** At most `limit` counted events per `windowMs`, per key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  /** True when the key may not go on (the limit is reached or passed). */
  limited: boolean;
  /** How long until the window ends (0 when there is no window running). */
  retryAfterMs: number;
}

/**
 * Rate limits kept in the database, so every instance behind a load balancer counts the same events.
 * Two ways to use it: `consume` counts every call and refuses past the limit (error reports); `check`
 * then `recordFailure` count only failures (sign-in, manager code), and `reset` forgives them after a success.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one call and tells whether it went past the limit. */
  async hit(key: string, rule: RateRule): Promise<RateState> {
    const now = this.clock();
    const counter = await rateLimitRepository.increment(this.db, key, now, rule.windowMs);
    return { limited: counter.hits > rule.limit, retryAfterMs: Math.max(0, counter.expiresAt.getTime() - now.getTime()) };
  }

  /** Counts one call; throws 429 (with Retry-After) when it goes past the limit. */
  async consume(key: string, rule: RateRule, message?: string): Promise<void> {
    const state = await this.hit(key, rule);
    if (state.limited) throw tooManyRequests(state.retryAfterMs, message);
  }

  /** Whether any of the keys has reached its limit, without counting anything. */
  async check(keys: string[], rule: RateRule): Promise<RateState> {
    const now = this.clock();
    let retryAfterMs = 0;
    for (const key of keys) {
      const counter = await rateLimitRepository.find(this.db, key);
      if (counter && counter.expiresAt > now && counter.hits >= rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, counter.expiresAt.getTime() - now.getTime());
      }
    }
    return { limited: retryAfterMs > 0, retryAfterMs };
  }

  /** Throws 429 when any of the keys has reached its limit. */
  async assertNotLimited(keys: string[], rule: RateRule, message?: string): Promise<void> {
    const state = await this.check(keys, rule);
    if (state.limited) throw tooManyRequests(state.retryAfterMs, message);
  }

  async recordFailure(keys: string[], rule: RateRule): Promise<void> {
    const now = this.clock();
    for (const key of keys) await rateLimitRepository.increment(this.db, key, now, rule.windowMs);
  }

  async reset(key: string): Promise<void> {
    await rateLimitRepository.remove(this.db, key);
  }

  /** Housekeeping: drops counters whose window has ended. */
  purgeExpired(): Promise<number> {
    return rateLimitRepository.deleteExpired(this.db, this.clock());
  }
}
