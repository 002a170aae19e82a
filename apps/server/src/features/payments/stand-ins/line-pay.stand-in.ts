import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { FaultQueue, nineteenDigits, StandInHttp, withBareIds, type PaymentFault, type StandInHttpAnswer, type StandInHttpRequest } from './stand-in-http.js';

/** The demo's channel (used by the seed and the settings page's hint); tests register their own. */
export const LINE_PAY_STAND_IN_CHANNEL = { channelId: '1657000001', channelSecret: 'stand-in-line-pay-channel-secret' };

const KEY_LIFETIME_MS = 5 * 60_000;
const ONLINE_LIFETIME_MS = 20 * 60_000;

type ChargeStatus = 'PROCESSING' | 'COMPLETE' | 'FAIL';

interface Charge {
  channelId: string;
  orderId: string;
  transactionId: string;
  amount: number;
  status: ChargeStatus;
  refunded: number;
  refunds: { refundTransactionId: string; amount: number }[];
  /** When a `processing` charge completes. */
  completesAt: number;
  failCode: string | null;
}

interface OnlineRequest {
  channelId: string;
  orderId: string;
  transactionId: string;
  amount: number;
  state: 'RESERVED' | 'AUTHORIZED' | 'CONFIRMED' | 'CANCELLED';
  expiresAt: number;
  refunded: number;
}

/**
 * LINE Pay as the product sees it (offline API v4 for the counter, online v3 for the phone): signed requests checked
 * exactly (1106 otherwise), 19-digit transactionIds written as bare JSON numbers, one-time keys of 18 digits that live
 * 5 minutes and are good once, a stateful check, refunds up to the amount (1164 past it, 1165 once all is back), and
 * the faults of `faults`. Extras under /_stand-in/: `POST oneTimeKey {balance?}` (a customer's My Code, as the
 * sandbox's generator page gives), `GET approve?transactionId=` and `POST approve` (the customer approves a phone
 * payment), `POST fault {fault, count}`, `POST refuseRefunds {count}` and `POST lossRate {rate}`, `POST channel {channelId, channelSecret}`.
 */
export class LinePayStandIn {
  private readonly http = new StandInHttp((request) => this.answer(request));
  private readonly channels = new Map<string, string>([[LINE_PAY_STAND_IN_CHANNEL.channelId, LINE_PAY_STAND_IN_CHANNEL.channelSecret]]);
  private readonly keys = new Map<string, { balance: number; expiresAt: number; used: boolean }>();
  private readonly charges = new Map<string, Charge>();
  private readonly online = new Map<string, OnlineRequest>();
  readonly faults = new FaultQueue();
  /** How long a `late` answer waits (past the client's timeout) and a `processing` charge takes. */
  lateMs = 1500;
  processingMs = 1000;
  /** Milliseconds added to the clock (tests expire keys without waiting). */
  private skewMs = 0;
  private refundRefusals = 0;
  /** Every pay call received (also the faulty ones): tests count charges. */
  payCalls = 0;

  get url(): string {
    return this.http.url;
  }

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  registerChannel(channelId: string, channelSecret: string): void {
    this.channels.set(channelId, channelSecret);
  }

  /** A customer's My Code: 18 digits, good once within 5 minutes; `balance` in whole TWD. */
  issueOneTimeKey(balance = 100_000): string {
    let key = '';
    do {
      key = String(randomInt(1, 10));
      while (key.length < 18) key += String(randomInt(0, 10));
    } while (this.keys.has(key));
    this.keys.set(key, { balance, expiresAt: this.now() + KEY_LIFETIME_MS, used: false });
    return key;
  }

  fault(fault: PaymentFault, count = 1): void {
    this.faults.add(fault, count);
  }

  /** The next `count` refunds are refused with 1163 (past the refund period), whatever is left of the charge. */
  refuseRefunds(count = 1): void {
    this.refundRefusals = count;
  }

  advance(ms: number): void {
    this.skewMs += ms;
  }

  /** The money taken per order id (complete charges, less refunds): what a reconciliation compares with. */
  completedCharges(channelId?: string): { orderId: string; transactionId: string; amount: number; refunded: number }[] {
    const counter = [...this.charges.values()].filter((charge) => charge.status === 'COMPLETE');
    const phone = [...this.online.values()].filter((request) => request.state === 'CONFIRMED');
    return [...counter, ...phone]
      .filter((charge) => channelId === undefined || charge.channelId === channelId)
      .map(({ orderId, transactionId, amount, refunded }) => ({ orderId, transactionId, amount, refunded }));
  }

  /** The customer approves a phone payment (what the payment page's button does). */
  approve(transactionId: string): boolean {
    const request = this.online.get(transactionId);
    if (!request || request.state !== 'RESERVED' || request.expiresAt < this.now()) return false;
    request.state = 'AUTHORIZED';
    return true;
  }

  private now(): number {
    return Date.now() + this.skewMs;
  }

  private answer(request: StandInHttpRequest): StandInHttpAnswer {
    if (request.path.startsWith('/_stand-in/')) return this.extras(request);
    const channelId = String(request.headers['x-line-channelid'] ?? '');
    if (!this.signed(request, channelId)) return reply('1106', 'Header information error.');
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && request.path === '/v4/payments/oneTimeKeys/pay') return this.pay(channelId, request.body);
    if (request.method === 'GET' && (match = request.path.match(/^\/v4\/payments\/orders\/([^/]+)\/check$/))) return this.check(channelId, decodeURIComponent(match[1]!));
    if (request.method === 'POST' && (match = request.path.match(/^\/v4\/payments\/orders\/([^/]+)\/refund$/))) {
      const charge = this.charges.get(key(channelId, decodeURIComponent(match[1]!)));
      return charge && charge.status === 'COMPLETE' ? this.refund(charge, request.body) : reply('1150', 'Transaction record not found.');
    }
    if (request.method === 'POST' && request.path === '/v3/payments/request') return this.requestOnline(channelId, request.body);
    if (request.method === 'GET' && (match = request.path.match(/^\/v3\/payments\/requests\/(\d+)\/check$/))) return this.checkOnline(channelId, match[1]!);
    if (request.method === 'POST' && (match = request.path.match(/^\/v3\/payments\/(\d+)\/confirm$/))) return this.confirmOnline(channelId, match[1]!, request.body);
    if (request.method === 'POST' && (match = request.path.match(/^\/v3\/payments\/(\d+)\/refund$/))) {
      const online = this.online.get(match[1]!);
      if (!online || online.channelId !== channelId || online.state !== 'CONFIRMED') return reply('1150', 'Transaction record not found.');
      return this.refund(online, request.body);
    }
    if (request.method === 'GET' && request.path === '/v3/payments') return this.detailsOnline(channelId, request.query.get('orderId') ?? '');
    return { status: 404, json: JSON.stringify({ returnCode: '1199', returnMessage: 'Not found.' }) };
  }

  /** The signature over the exact bytes: secret + path + (body for POST, query for GET) + nonce. */
  private signed(request: StandInHttpRequest, channelId: string): boolean {
    const secret = this.channels.get(channelId);
    const nonce = String(request.headers['x-line-authorization-nonce'] ?? '');
    const given = Buffer.from(String(request.headers['x-line-authorization'] ?? ''));
    if (!secret || !nonce) return false;
    const payload = request.method === 'GET' ? request.rawQuery : request.body;
    const expected = Buffer.from(createHmac('sha256', secret).update(secret + request.path + payload + nonce).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private pay(channelId: string, raw: string): StandInHttpAnswer {
    this.payCalls += 1;
    const body = parse(raw);
    const amount = body.amount;
    const orderId = body.orderId;
    const oneTimeKey = body.oneTimeKey;
    const packages = Array.isArray(body.packages) ? (body.packages as { amount?: unknown }[]) : [];
    const packaged = packages.reduce((sum, pack) => sum + (typeof pack.amount === 'number' ? pack.amount : NaN), 0);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || body.currency !== 'TWD' || typeof orderId !== 'string' || orderId === '' || typeof oneTimeKey !== 'string' || packaged !== amount) {
      return reply('2101', 'Parameter error.');
    }
    if (this.charges.has(key(channelId, orderId))) return reply('1172', 'Existing same orderId.');
    const customer = this.keys.get(oneTimeKey);
    if (!customer || customer.used) return reply('2042', 'Invalid oneTimeKey.');
    if (customer.expiresAt < this.now()) return reply('1180', 'The payment time has expired.');
    const fault = this.faults.next();
    customer.used = true;
    const charge: Charge = { channelId, orderId, transactionId: nineteenDigits(), amount, status: 'COMPLETE', refunded: 0, refunds: [], completesAt: 0, failCode: null };
    if (fault === 'lowBalance' || customer.balance < amount) {
      charge.status = 'FAIL';
      charge.failCode = '1142';
      this.charges.set(key(channelId, orderId), charge);
      return reply('1142', 'Insufficient balance.');
    }
    customer.balance -= amount;
    if (fault === 'processing') {
      charge.status = 'PROCESSING';
      charge.completesAt = this.now() + this.processingMs;
      this.charges.set(key(channelId, orderId), charge);
      return reply('1198', 'Request is being processed.');
    }
    this.charges.set(key(channelId, orderId), charge);
    const json = withBareIds(
      { returnCode: '0000', returnMessage: 'Success.', info: { transactionId: charge.transactionId, orderId, transactionDate: new Date(this.now()).toISOString(), payInfo: [{ method: 'BALANCE', amount }] } },
      ['transactionId'],
    );
    if (fault === 'drop') return { drop: true };
    if (fault === 'late') return { status: 200, json, delayMs: this.lateMs };
    return { status: 200, json };
  }

  private check(channelId: string, orderId: string): StandInHttpAnswer {
    const charge = this.charges.get(key(channelId, orderId));
    if (!charge) return reply('1150', 'Transaction record not found.');
    if (charge.status === 'PROCESSING' && charge.completesAt <= this.now()) charge.status = 'COMPLETE';
    if (charge.status === 'PROCESSING') return reply('1198', 'Request is being processed.');
    const status = charge.status === 'FAIL' ? 'FAIL' : charge.refunded > 0 ? 'REFUND' : 'COMPLETE';
    return {
      status: 200,
      json: withBareIds({ returnCode: '0000', returnMessage: 'Success.', info: { status, transactionId: charge.transactionId, orderId, amount: charge.amount, refundedAmount: charge.refunded } }, ['transactionId']),
    };
  }

  private refund(charge: { amount: number; refunded: number; transactionId: string; refunds?: { refundTransactionId: string; amount: number }[] }, raw: string): StandInHttpAnswer {
    const body = parse(raw);
    const left = charge.amount - charge.refunded;
    if (left <= 0) return reply('1165', 'Already refunded.');
    if (this.refundRefusals > 0) {
      this.refundRefusals -= 1;
      return reply('1163', 'Unable to refund since the refund due date has passed.');
    }
    const amount = body.refundAmount === undefined ? left : body.refundAmount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return reply('2101', 'Parameter error.');
    if (amount > left) return reply('1164', 'Refund amount exceeds the payment.');
    charge.refunded += amount;
    const refundTransactionId = nineteenDigits();
    charge.refunds?.push({ refundTransactionId, amount });
    return {
      status: 200,
      json: withBareIds({ returnCode: '0000', returnMessage: 'Success.', info: { refundTransactionId, refundTransactionDate: new Date(this.now()).toISOString() } }, ['refundTransactionId']),
    };
  }

  private requestOnline(channelId: string, raw: string): StandInHttpAnswer {
    const body = parse(raw);
    const amount = body.amount;
    const orderId = body.orderId;
    const redirect = body.redirectUrls as { confirmUrlType?: unknown; confirmUrl?: unknown } | undefined;
    const packages = Array.isArray(body.packages) ? (body.packages as { amount?: unknown }[]) : [];
    const packaged = packages.reduce((sum, pack) => sum + (typeof pack.amount === 'number' ? pack.amount : NaN), 0);
    if (typeof amount !== 'number' || amount <= 0 || body.currency !== 'TWD' || typeof orderId !== 'string' || packaged !== amount) return reply('2101', 'Parameter error.');
    if (!redirect || (redirect.confirmUrlType !== 'NONE' && typeof redirect.confirmUrl !== 'string')) return reply('2101', 'Parameter error.');
    if ([...this.online.values()].some((request) => request.channelId === channelId && request.orderId === orderId)) return reply('1172', 'Existing same orderId.');
    const transactionId = nineteenDigits();
    this.online.set(transactionId, { channelId, orderId, transactionId, amount, state: 'RESERVED', expiresAt: this.now() + ONLINE_LIFETIME_MS, refunded: 0 });
    const page = `${this.url}/_stand-in/approve?transactionId=${transactionId}`;
    return {
      status: 200,
      json: withBareIds({ returnCode: '0000', returnMessage: 'Success.', info: { paymentUrl: { web: page, app: page }, transactionId, paymentAccessToken: String(randomInt(100000000000, 999999999999)) } }, ['transactionId']),
    };
  }

  private checkOnline(channelId: string, transactionId: string): StandInHttpAnswer {
    const request = this.online.get(transactionId);
    if (!request || request.channelId !== channelId) return reply('1150', 'Transaction record not found.');
    if (request.state === 'RESERVED' && request.expiresAt < this.now()) request.state = 'CANCELLED';
    const code = { RESERVED: '0000', AUTHORIZED: '0110', CONFIRMED: '0123', CANCELLED: '0121' }[request.state];
    return reply(code, request.state);
  }

  private confirmOnline(channelId: string, transactionId: string, raw: string): StandInHttpAnswer {
    const request = this.online.get(transactionId);
    if (!request || request.channelId !== channelId) return reply('1150', 'Transaction record not found.');
    const body = parse(raw);
    if (body.amount !== request.amount || body.currency !== 'TWD') return reply('1101', 'Amount mismatch.');
    if (request.state === 'CONFIRMED') return reply('1172', 'Existing same orderId.');
    if (request.state !== 'AUTHORIZED') return reply('1150', 'Transaction record not found.');
    request.state = 'CONFIRMED';
    return {
      status: 200,
      json: withBareIds({ returnCode: '0000', returnMessage: 'Success.', info: { orderId: request.orderId, transactionId, payInfo: [{ method: 'BALANCE', amount: request.amount }] } }, ['transactionId']),
    };
  }

  private detailsOnline(channelId: string, orderId: string): StandInHttpAnswer {
    const found = [...this.online.values()].filter((request) => request.channelId === channelId && request.orderId === orderId);
    const info = found.map((request) => ({ transactionId: request.transactionId, orderId, payStatus: request.state, amount: request.amount, refunded: request.refunded }));
    return { status: 200, json: withBareIds({ returnCode: '0000', returnMessage: 'Success.', info }, ['transactionId']) };
  }

  private extras(request: StandInHttpRequest): StandInHttpAnswer {
    const body = parse(request.body);
    switch (`${request.method} ${request.path}`) {
      case 'POST /_stand-in/oneTimeKey':
        return { status: 200, json: JSON.stringify({ oneTimeKey: this.issueOneTimeKey(typeof body.balance === 'number' ? body.balance : undefined) }) };
      case 'POST /_stand-in/fault':
        this.fault(body.fault as PaymentFault, typeof body.count === 'number' ? body.count : 1);
        return { status: 200, json: '{}' };
      case 'POST /_stand-in/refuseRefunds':
        this.refuseRefunds(typeof body.count === 'number' ? body.count : 1);
        return { status: 200, json: '{}' };
      case 'POST /_stand-in/lossRate':
        this.faults.lossRate = typeof body.rate === 'number' ? body.rate : 0;
        return { status: 200, json: '{}' };
      case 'POST /_stand-in/channel':
        this.registerChannel(String(body.channelId), String(body.channelSecret));
        return { status: 200, json: '{}' };
      case 'GET /_stand-in/approve': {
        const transactionId = request.query.get('transactionId') ?? '';
        return { status: 200, html: approvePage(transactionId) };
      }
      case 'POST /_stand-in/approve': {
        const transactionId = new URLSearchParams(request.body).get('transactionId') ?? String(body.transactionId ?? '');
        const approved = this.approve(transactionId);
        return { status: approved ? 200 : 409, html: `<p>${approved ? '付款完成，請回到點餐頁面' : '此付款已失效'}</p>` };
      }
      case 'GET /_stand-in/charges':
        return { status: 200, json: JSON.stringify(this.completedCharges()) };
      default:
        return { status: 404, json: '{}' };
    }
  }
}

function key(channelId: string, orderId: string): string {
  return `${channelId}:${orderId}`;
}

function reply(returnCode: string, returnMessage: string): StandInHttpAnswer {
  return { status: 200, json: JSON.stringify({ returnCode, returnMessage }) };
}

function parse(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function approvePage(transactionId: string): string {
  const safe = transactionId.replace(/\D/g, '');
  return `<!doctype html><html lang="zh-Hant"><meta charset="utf-8"><title>LINE Pay（模擬）</title>
<body><h1>LINE Pay 付款（模擬）</h1><form method="post" action="/_stand-in/approve">
<input type="hidden" name="transactionId" value="${safe}"><button type="submit">確認付款</button></form></body></html>`;
}
