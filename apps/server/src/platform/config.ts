import path from 'node:path';
import { MANAGER_CODE_PASS_IDLE_MINUTES } from '@diancan/core';
import { serverPackageRoot } from './paths.js';

/** Everything the server reads from the environment, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | null;
  /**
   * A read replica of DATABASE_URL's server for the store reports (turnover, ranking, their exports and mail):
   * their reads go there, their writes (removing orders from the reports) to DATABASE_URL. Null: both on one.
   */
  reportsDatabaseUrl: string | null;
  nodeEnv: string;
  /** Load the demo accounts, stores and menu (once per database). */
  demoData: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long a passed manager code (識別碼) lasts without a gated call (docs/access.md). */
  managerCodeIdleMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Origins (scheme://host[:port]) besides the server's own allowed to open the realtime link. */
  allowedOrigins: string[];
  logLevel: string;
  /** The built web app to serve; null to serve only the API. */
  webDist: string | null;
  /** Trust X-Forwarded-* from a proxy in front (for the client address and https detection). */
  trustProxy: boolean;
  /** Root of the Turnkey installation the e-invoice loop writes into; null: the loop is off. */
  einvoiceTurnkeyDir: string | null;
  einvoiceTurnkeyIntervalSeconds: number;
  /** Delivery platforms (docs/delivery-platforms.md): credentials per platform, else the local stand-ins when on. */
  deliveryPlatforms: DeliveryPlatformsConfig;
  /** Wallet payments (docs/payments.md): the providers' hosts, else the local stand-ins when on. */
  payments: PaymentsConfig;
  /**
   * PUBLIC_ORIGIN (scheme://host[:port]): where customers' phones reach the web app, for links printed on paper (the
   * receipt's points-claim QR, docs/members.md). Outside production it defaults to the server's own address; in
   * production without it the receipt prints the claim code only.
   */
  publicOrigin: string | null;
}

export interface PaymentsConfig {
  /**
   * Start local stand-ins of LINE Pay and JKOPay and talk to them for every provider whose URL is not set
   * (PAYMENT_STAND_INS; on by default outside production and tests, never in production).
   */
  standIns: boolean;
  /** LINE_PAY_API_URL (default https://api-pay.line.me); a set URL is used even with the stand-ins on. */
  linePayApiUrl: string | null;
  /** JKOPAY_API_URL (online) and JKOPAY_POS_API_URL (counter). */
  jkoPayApiUrl: string | null;
  jkoPayPosApiUrl: string | null;
  /** PAYMENT_CALL_TIMEOUT_MS: how long one provider call may take (LINE Pay's read timeout is 40 s). */
  callTimeoutMs: number;
  /** PAYMENT_SETTLE_WAIT_MS: how long a checkout waits for an unsettled charge before answering 付款確認中. */
  settleWaitMs: number;
  /** PAYMENT_POLL_MS: how often an unsettled charge is asked about (LINE Pay: every 3-5 s). */
  pollMs: number;
  /** The providers' windows (docs/payments.md); tests shorten them. */
  timings: {
    /** A status call that finds no charge means none was made only after the pay call can no longer land. */
    notFoundAfterMs: number;
    jkoInquiryAfterMs: number;
    jkoCancelAfterMs: number;
    onlineExpiryMs: number;
    /** A paid counter charge no checkout took within this is given back (refunded) by the worker. */
    orphanAfterMs: number;
  };
}

function paymentsOf(env: Env, nodeEnv: string): PaymentsConfig {
  const production = nodeEnv === 'production';
  return {
    standIns: !production && (flag(env, 'PAYMENT_STAND_INS') ?? nodeEnv !== 'test'),
    linePayApiUrl: text(env, 'LINE_PAY_API_URL'),
    jkoPayApiUrl: text(env, 'JKOPAY_API_URL'),
    jkoPayPosApiUrl: text(env, 'JKOPAY_POS_API_URL'),
    callTimeoutMs: integer(env, 'PAYMENT_CALL_TIMEOUT_MS', 40_000, 100),
    settleWaitMs: integer(env, 'PAYMENT_SETTLE_WAIT_MS', 20_000, 0),
    pollMs: integer(env, 'PAYMENT_POLL_MS', 3_000, 10),
    timings: { notFoundAfterMs: 60_000, jkoInquiryAfterMs: 15_000, jkoCancelAfterMs: 60_000, onlineExpiryMs: 20 * 60_000, orphanAfterMs: 10 * 60_000 },
  };
}

export interface DeliveryPlatformsConfig {
  /** Start the local stand-in of each platform that has no credentials (DELIVERY_STAND_INS; on by default outside production and tests). */
  standIns: boolean;
  /** DELIVERY_TOKEN_KEY: 32 bytes, base64, that seal the platforms' tokens; without it a key file in the data folder. */
  tokenKey: string | null;
  uberEats: { clientId: string; clientSecret: string; apiUrl: string; authUrl: string } | null;
  foodpanda: { clientId: string; clientSecret: string; apiUrl: string; webhookSecret: string } | null;
}

function deliveryPlatformsOf(env: Env, nodeEnv: string): DeliveryPlatformsConfig {
  const uberId = text(env, 'UBER_EATS_CLIENT_ID');
  const uberSecret = text(env, 'UBER_EATS_CLIENT_SECRET');
  const pandaId = text(env, 'FOODPANDA_CLIENT_ID');
  const pandaSecret = text(env, 'FOODPANDA_CLIENT_SECRET');
  const pandaApi = text(env, 'FOODPANDA_API_URL');
  const pandaWebhook = text(env, 'FOODPANDA_WEBHOOK_SECRET');
  return {
    standIns: flag(env, 'DELIVERY_STAND_INS') ?? (nodeEnv !== 'production' && nodeEnv !== 'test'),
    tokenKey: text(env, 'DELIVERY_TOKEN_KEY'),
    uberEats:
      uberId && uberSecret
        ? {
            clientId: uberId,
            clientSecret: uberSecret,
            apiUrl: text(env, 'UBER_EATS_API_URL') ?? 'https://api.uber.com',
            authUrl: text(env, 'UBER_EATS_AUTH_URL') ?? 'https://auth.uber.com',
          }
        : null,
    // foodpanda's API address differs per region, so it has no default.
    foodpanda: pandaId && pandaSecret && pandaApi && pandaWebhook ? { clientId: pandaId, clientSecret: pandaSecret, apiUrl: pandaApi, webhookSecret: pandaWebhook } : null,
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function flag(env: Env, name: string): boolean | null {
  const raw = text(env, name);
  if (raw === null) return null;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const root = serverPackageRoot();
  return {
    port: integer(env, 'PORT', 3000),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    reportsDatabaseUrl: reportsDatabaseUrlOf(env),
    nodeEnv,
    // Demo data is on by default, except in production where it must be asked for explicitly.
    demoData: production ? flag(env, 'DEMO_DATA') === true : flag(env, 'DEMO_DATA') !== false,
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 180, 1),
    sessionAbsoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
    managerCodeIdleMinutes: integer(env, 'MANAGER_CODE_IDLE_MINUTES', MANAGER_CODE_PASS_IDLE_MINUTES, 1),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'noreply@diancan.local',
    allowedOrigins: (text(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    webDist: path.resolve(cwd, text(env, 'WEB_DIST') ?? path.join(root, '../web/dist')),
    trustProxy: flag(env, 'TRUST_PROXY') === true,
    einvoiceTurnkeyDir: text(env, 'EINVOICE_TURNKEY_DIR') === null ? null : path.resolve(cwd, text(env, 'EINVOICE_TURNKEY_DIR') ?? ''),
    einvoiceTurnkeyIntervalSeconds: integer(env, 'EINVOICE_TURNKEY_INTERVAL_SECONDS', 300, 5),
    deliveryPlatforms: deliveryPlatformsOf(env, nodeEnv),
    payments: paymentsOf(env, nodeEnv),
    publicOrigin: publicOriginOf(env, production),
  };
}

/** A replica is a replica of a PostgreSQL server: the embedded database has none (docs/deploy.md). */
function reportsDatabaseUrlOf(env: Env): string | null {
  const url = text(env, 'REPORTS_DATABASE_URL');
  if (url !== null && text(env, 'DATABASE_URL') === null) {
    throw new Error('REPORTS_DATABASE_URL is a read replica of the PostgreSQL server of DATABASE_URL: set DATABASE_URL too');
  }
  return url;
}

function publicOriginOf(env: Env, production: boolean): string | null {
  const raw = text(env, 'PUBLIC_ORIGIN');
  if (raw !== null) {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got "${raw}"`);
    return url.origin;
  }
  if (production) return null;
  const host = text(env, 'HOST') ?? '0.0.0.0';
  return `http://${host === '0.0.0.0' ? 'localhost' : host}:${integer(env, 'PORT', 3000)}`;
}
