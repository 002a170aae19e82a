import type { DeliveryPlatform } from '@diancan/core';

/**
 * One interface over the delivery platforms' APIs (docs/delivery-platforms.md has the mapping of each platform's
 * fields to these). The services never see a platform's own shapes: each adapter turns them into these.
 */

export interface PlatformTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

export interface PlatformStoreInfo {
  platformStoreId: string;
  name: string;
  address: string;
}

/** A line as the platform sold it; its prices stand (cents). */
export interface PlatformOrderLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  remark: string;
}

export interface PlatformOrder {
  platformOrderId: string;
  /** The number the courier and the customer know. */
  displayId: string;
  platformStoreId: string;
  lines: PlatformOrderLine[];
  /** What the items cost as the platform sold them (cents). */
  subtotal: number;
  /** What the customer paid the platform, fees included (cents). */
  total: number;
  note: string;
  customerName: string;
  pickupAt: Date | null;
  acceptDeadline: Date | null;
}

/** What a webhook says, once verified. */
export type WebhookNotice =
  | { kind: 'order'; platformOrderId: string; platformStoreId: string; order: PlatformOrder | null }
  | { kind: 'cancelled'; platformOrderId: string }
  | { kind: 'ignored' };

export type PlatformAction = 'accept' | 'deny' | 'ready' | 'cancel';

/** A platform call that did not succeed; `retry`: worth trying again later (network, 429, 5xx). */
export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface DeliveryPlatformAdapter {
  readonly platform: DeliveryPlatform;
  /** Talks to the local stand-in (demo and test installs). */
  readonly standIn: boolean;
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<PlatformTokens>;
  refresh(refreshToken: string): Promise<PlatformTokens>;
  listStores(accessToken: string): Promise<PlatformStoreInfo[]>;
  /** Tells the platform this POS now manages (or no longer manages) the platform store's orders. */
  provision(accessToken: string, platformStoreId: string, on: boolean): Promise<void>;
  /** Checks the webhook's signature or token over the raw body, in constant time. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  readWebhook(rawBody: Buffer): WebhookNotice;
  /** The answer the platform expects from the webhook. */
  webhookAnswer(notice: WebhookNotice): unknown;
  /** The full order (a pushed order is already full). */
  fetchOrder(accessToken: string, platformOrderId: string): Promise<PlatformOrder>;
  send(accessToken: string, action: PlatformAction, platformOrderId: string, reason: string): Promise<void>;
  /** Stand-in only: has the platform push a test order for the platform store to `webhookUrl`. */
  sendTestOrder(platformStoreId: string, webhookUrl: string): Promise<{ platformOrderId: string; displayId: string }>;
}
