import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { FaultQueue, nineteenDigits, StandInHttp, withBareIds, type PaymentFault, type StandInHttpAnswer, type StandInHttpRequest } from './stand-in-http.js';

export const JKO_PAY_STAND_IN_MERCHANT = { merchantId: 'JKO0001', storeCode: 'S001', apiKey: 'stand-in-jko-api-key', secretKey: 'stand-in-jko-secret-key' };

const TOKEN_LIFETIME_MS = 3 * 60_000;


interface Trade {
  merchantId: string;
  tradeNo: string;
  jkoTradeNo: string;
  amount: number;
  status: 'SUCCESS' | 'FAIL' | 'CANCEL' | 'PROCESSING';
  paidAt: number;
  completesAt: number;
  refunded: number;
  refundNos: Set<string>;
}

interface OnlineOrder {
  merchantId: string;
  platformOrderId: string;
  amount: number;
  status: '101' | '1' | '0';
  tradeNo: string;
  refunded: number;
  refundNos: Set<string>;
}

/**
 * JKOPay as the product sees it: the POS API (`/pos/payment`, `/pos/inquiry` only 15 s after a payment (916 before),
 * `/pos/cancel`, `/pos/refund`) and the online API (`/platform/entry`, `/platform/inquiry`, `/platform/refund`), each
 * with API-KEY and DIGEST checked exactly (904 otherwise). CardTokens are 18 characters starting with 22, good once
 * for 3 minutes. Payments are idempotent by MerchantTradeNo. Extras: `POST /_stand-in/cardToken {balance?}`,
 * `GET|POST /_stand-in/pay?platformOrderId=` (the customer pays on the phone), `POST /_stand-in/fault`.
 */
export class JkoPayStandIn {
  private readonly http = new StandInHttp((request) => this.answer(request));
  private readonly merchants = new Map<string, { apiKey: string; secretKey: string }>([
    [JKO_PAY_STAND_IN_MERCHANT.merchantId, { apiKey: JKO_PAY_STAND_IN_MERCHANT.apiKey, secretKey: JKO_PAY_STAND_IN_MERCHANT.secretKey }],
  ]);
  private readonly tokens = new Map<string, { balance: number; expiresAt: number; used: boolean }>();
  private readonly trades = new Map<string, Trade>();
  private readonly orders = new Map<string, OnlineOrder>();
  readonly faults = new FaultQueue();
  lateMs = 1500;
  /** The guide's 15 s before an inquiry may be made (tests shorten it). */
  inquiryAfterMs = 15_000;
  processingMs = 1000;
  private skewMs = 0;
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

  registerMerchant(merchantId: string, apiKey: string, secretKey: string): void {
    this.merchants.set(merchantId, { apiKey, secretKey });
  }

  issueCardToken(balance = 100_000): string {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    let token = '';
    do {
      token = '22';
      while (token.length < 18) token += alphabet[randomInt(0, alphabet.length)];
    } while (this.tokens.has(token));
    this.tokens.set(token, { balance, expiresAt: this.now() + TOKEN_LIFETIME_MS, used: false });
    return token;
  }

  fault(fault: PaymentFault, count = 1): void {
    this.faults.add(fault, count);
  }

  advance(ms: number): void {
    this.skewMs += ms;
  }

  /** The customer pays an online order on the phone. */
  payOnline(platformOrderId: string): boolean {
    const order = this.orders.get(platformOrderId);
    if (!order || order.status === '0') return false;
    order.status = '0';
    order.tradeNo = nineteenDigits();
    return true;
  }

  completedCharges(): { tradeNo: string; amount: number; refunded: number }[] {
    const counter = [...this.trades.values()].filter((trade) => trade.status === 'SUCCESS').map((trade) => ({ tradeNo: trade.tradeNo, amount: trade.amount, refunded: trade.refunded }));
    const phone = [...this.orders.values()].filter((order) => order.status === '0').map((order) => ({ tradeNo: order.platformOrderId, amount: order.amount, refunded: order.refunded }));
    return [...counter, ...phone];
  }

  private now(): number {
    return Date.now() + this.skewMs;
  }

  private answer(request: StandInHttpRequest): StandInHttpAnswer {
    if (request.path.startsWith('/_stand-in/')) return this.extras(request);
    const merchant = this.signer(request);
    if (!merchant) return request.path.startsWith('/pos/') ? pos('904', 'Digest error') : online('904', 'Digest error');
    const body = parse(request.body);
    switch (`${request.method} ${request.path}`) {
      case 'POST /pos/payment':
        return this.pay(merchant, body);
      case 'POST /pos/inquiry':
        return this.inquiry(merchant, String(body.MerchantTradeNo ?? ''));
      case 'POST /pos/cancel':
        return this.cancel(merchant, String(body.MerchantTradeNo ?? ''));
      case 'POST /pos/refund':
        return this.refundPos(merchant, body);
      case 'POST /platform/entry':
        return this.entry(merchant, body);
      case 'GET /platform/inquiry':
        return this.onlineInquiry(merchant, request.query.get('platform_order_ids') ?? '');
      case 'POST /platform/refund':
        return this.onlineRefund(merchant, body);
      default:
        return { status: 404, json: '{}' };
    }
  }

  /** The merchant whose API key the call carries, when its digest over the exact bytes is right. */
  private signer(request: StandInHttpRequest): string | null {
    const apiKey = String(request.headers['api-key'] ?? '');
    const entry = [...this.merchants.entries()].find(([, keys]) => keys.apiKey === apiKey);
    if (!entry) return null;
    const payload = request.method === 'GET' ? request.rawQuery : request.body;
    const expected = Buffer.from(createHmac('sha256', entry[1].secretKey).update(payload).digest('hex'));
    const given = Buffer.from(String(request.headers.digest ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected) ? entry[0] : null;
  }

  private pay(merchant: string, body: Record<string, unknown>): StandInHttpAnswer {
    this.payCalls += 1;
    const tradeNo = body.MerchantTradeNo;
    const amount = body.TradeAmount;
    const cardToken = body.CardToken;
    if (body.MerchantID !== merchant || typeof tradeNo !== 'string' || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || typeof cardToken !== 'string') {
      return pos('200', 'Bad request');
    }
    const known = this.trades.get(`${merchant}:${tradeNo}`);
    // Idempotent by MerchantTradeNo: the same trade answers what it became.
    if (known) return known.status === 'SUCCESS' ? this.paid(known) : pos(known.status === 'PROCESSING' ? '190' : '511', known.status);
    const token = this.tokens.get(cardToken);
    if (!token || token.used || token.expiresAt < this.now()) return pos('511', 'Token invalid');
    const fault = this.faults.next();
    token.used = true;
    const trade: Trade = { merchantId: merchant, tradeNo, jkoTradeNo: nineteenDigits(), amount, status: 'SUCCESS', paidAt: this.now(), completesAt: 0, refunded: 0, refundNos: new Set() };
    this.trades.set(`${merchant}:${tradeNo}`, trade);
    if (fault === 'lowBalance' || token.balance < amount) {
      trade.status = 'FAIL';
      return pos('510', 'Insufficient balance');
    }
    token.balance -= amount;
    if (fault === 'processing') {
      trade.status = 'PROCESSING';
      trade.completesAt = this.now() + this.processingMs;
      return pos('190', 'Processing');
    }
    if (fault === 'drop') return { drop: true };
    const answer = this.paid(trade);
    return fault === 'late' && 'json' in answer ? { ...answer, delayMs: this.lateMs } : answer;
  }

  private paid(trade: Trade): StandInHttpAnswer {
    return {
      status: 200,
      json: withBareIds({ StatusCode: '000', StatusDesc: 'Success', Result: { TradeNo: trade.jkoTradeNo, MerchantTradeNo: trade.tradeNo, TradeAmount: trade.amount, TradeStatus: 'SUCCESS' } }, ['TradeNo']),
    };
  }

  private settle(trade: Trade): void {
    if (trade.status === 'PROCESSING' && trade.completesAt <= this.now()) trade.status = 'SUCCESS';
  }

  private inquiry(merchant: string, tradeNo: string): StandInHttpAnswer {
    const trade = this.trades.get(`${merchant}:${tradeNo}`);
    if (!trade) return pos('404', 'Trade not found');
    if (this.now() - trade.paidAt < this.inquiryAfterMs) return pos('916', 'Inquiry too early');
    this.settle(trade);
    return { status: 200, json: withBareIds({ StatusCode: '000', StatusDesc: 'Success', Result: { TradeNo: trade.jkoTradeNo, MerchantTradeNo: tradeNo, TradeAmount: trade.amount, TradeStatus: trade.status, RefundedAmount: trade.refunded } }, ['TradeNo']) };
  }

  /** Cancel: whatever the payment became, the money goes back and the trade is CANCEL (a trade never seen is fine too). */
  private cancel(merchant: string, tradeNo: string): StandInHttpAnswer {
    const trade = this.trades.get(`${merchant}:${tradeNo}`);
    if (trade) {
      this.settle(trade);
      if (trade.refunded > 0) return pos('520', 'Refunded trade cannot be cancelled');
      trade.status = 'CANCEL';
    }
    return pos('000', 'Cancelled');
  }

  private refundPos(merchant: string, body: Record<string, unknown>): StandInHttpAnswer {
    const trade = this.trades.get(`${merchant}:${String(body.MerchantTradeNo ?? '')}`);
    const refundNo = String(body.RefundTradeNo ?? '');
    const amount = body.RefundAmount;
    if (!trade || trade.status !== 'SUCCESS') return pos('404', 'Trade not found');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || refundNo === '') return pos('200', 'Bad request');
    if (trade.refundNos.has(refundNo)) return pos('000', 'Refunded');
    if (trade.refunded + amount > trade.amount) return pos('520', 'Refund amount exceeds the trade');
    trade.refunded += amount;
    trade.refundNos.add(refundNo);
    return { status: 200, json: withBareIds({ StatusCode: '000', StatusDesc: 'Refunded', Result: { RefundTradeNo: refundNo, JkoRefundTradeNo: nineteenDigits() } }, ['JkoRefundTradeNo']) };
  }

  private entry(merchant: string, body: Record<string, unknown>): StandInHttpAnswer {
    const id = body.platform_order_id;
    const price = body.final_price;
    if (typeof id !== 'string' || typeof price !== 'number' || price <= 0 || body.currency !== 'TWD') return online('200', 'Bad request');
    const known = this.orders.get(id);
    if (known && known.status === '0') return online('101', 'Already paid');
    if (!known) this.orders.set(id, { merchantId: merchant, platformOrderId: id, amount: price, status: '101', tradeNo: '', refunded: 0, refundNos: new Set() });
    const page = `${this.url}/_stand-in/pay?platformOrderId=${encodeURIComponent(id)}`;
    return { status: 200, json: JSON.stringify({ result: '000', message: 'OK', result_object: { payment_url: page, qr_img: page, qr_timeout: 600 } }) };
  }

  private onlineInquiry(merchant: string, ids: string): StandInHttpAnswer {
    const transactions = ids
      .split(',')
      .map((id) => this.orders.get(id))
      .filter((order): order is OnlineOrder => order !== undefined && order.merchantId === merchant)
      .map((order) => ({ platform_order_id: order.platformOrderId, status: Number(order.status), tradeNo: order.tradeNo || null, final_price: order.amount, refunded: order.refunded }));
    return { status: 200, json: withBareIds({ result: '000', message: 'OK', result_object: { transactions } }, ['tradeNo']) };
  }

  private onlineRefund(merchant: string, body: Record<string, unknown>): StandInHttpAnswer {
    const order = this.orders.get(String(body.platform_order_id ?? ''));
    const refundNo = String(body.refund_order_id ?? '');
    const amount = body.refund_amount;
    if (!order || order.merchantId !== merchant || order.status !== '0') return online('404', 'Not found');
    if (typeof amount !== 'number' || amount <= 0 || refundNo === '') return online('200', 'Bad request');
    if (order.refundNos.has(refundNo)) return online('000', 'OK');
    if (order.refunded + amount > order.amount) return online('520', 'Refund amount exceeds the order');
    order.refunded += amount;
    order.refundNos.add(refundNo);
    return { status: 200, json: JSON.stringify({ result: '000', message: 'OK', result_object: { refund_order_id: refundNo } }) };
  }

  private extras(request: StandInHttpRequest): StandInHttpAnswer {
    const body = parse(request.body);
    switch (`${request.method} ${request.path}`) {
      case 'POST /_stand-in/cardToken':
        return { status: 200, json: JSON.stringify({ cardToken: this.issueCardToken(typeof body.balance === 'number' ? body.balance : undefined) }) };
      case 'POST /_stand-in/fault':
        this.fault(body.fault as PaymentFault, typeof body.count === 'number' ? body.count : 1);
        return { status: 200, json: '{}' };
      case 'GET /_stand-in/pay':
        return { status: 200, html: `<!doctype html><meta charset="utf-8"><title>街口支付（模擬）</title><form method="post" action="/_stand-in/pay"><input type="hidden" name="platformOrderId" value="${(request.query.get('platformOrderId') ?? '').replace(/[^\w-]/g, '')}"><button>確認付款</button></form>` };
      case 'POST /_stand-in/pay': {
        const paid = this.payOnline(new URLSearchParams(request.body).get('platformOrderId') ?? String(body.platformOrderId ?? ''));
        return { status: paid ? 200 : 409, html: `<p>${paid ? '付款完成，請回到點餐頁面' : '此付款已失效'}</p>` };
      }
      default:
        return { status: 404, json: '{}' };
    }
  }
}

function pos(code: string, desc: string): StandInHttpAnswer {
  return { status: 200, json: JSON.stringify({ StatusCode: code, StatusDesc: desc }) };
}

function online(code: string, message: string): StandInHttpAnswer {
  return { status: 200, json: JSON.stringify({ result: code, message }) };
}

function parse(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
