import { randomUUID } from 'node:crypto';
import type { VerificationProvider, Verdict } from './verification-provider.js';

/**
 * The Ministry of Finance's e-invoice verification service (財政部電子發票整合服務平台, 營業人 API), as we understood
 * its published format (docs/orders.md, "Invoice checks"): one endpoint taking a form-encoded POST,
 *
 *   version=1.0 & action=bcv               & barCode=/ABC1234 & TxID=<uuid> & appId=<app id>   (手機條碼)
 *   version=1.0 & action=preserveCodeCheck & pCode=168001     & TxID=<uuid> & appId=<app id>   (捐贈碼)
 *
 * answering JSON `{ "v": "1.0", "code": 200, "msg": "執行成功", "isExist": "Y" | "N" }`. A code other than 200, a
 * malformed answer, a network failure or no answer within the timeout (5 s) is "unavailable": the check then says it
 * could not verify, and the checkout is not blocked by an outage of the Ministry's platform.
 */

export interface MofSettings {
  url: string;
  appId: string;
  timeoutMs: number;
}

interface MofLogger {
  warn(object: object, message: string): void;
}

export const MOF_DEFAULT_URL = 'https://www-vc.einvoice.nat.gov.tw/BIZAPIVAN/biz';
export const MOF_DEFAULT_TIMEOUT_MS = 5_000;

interface MofAnswer {
  code?: unknown;
  msg?: unknown;
  isExist?: unknown;
}

export function mofProvider(settings: MofSettings, log: MofLogger): VerificationProvider {
  async function ask(action: string, fields: Record<string, string>): Promise<Verdict> {
    const body = new URLSearchParams({ version: '1.0', action, ...fields, TxID: randomUUID(), appId: settings.appId });
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = (await response.json()) as MofAnswer;
      if (String(answer.code) !== '200') throw new Error(`code ${String(answer.code)}: ${String(answer.msg)}`);
      if (answer.isExist === 'Y') return { kind: 'EXISTS' };
      if (answer.isExist === 'N') return { kind: 'MISSING', message: typeof answer.msg === 'string' && answer.msg !== '執行成功' ? answer.msg : null };
      throw new Error(`unexpected isExist ${String(answer.isExist)}`);
    } catch (error) {
      log.warn({ err: error, action }, 'MOF verification unavailable');
      return { kind: 'UNVERIFIED', reason: 'UNAVAILABLE' };
    }
  }
  return {
    name: 'mof',
    phoneCarrier: (code) => ask('bcv', { barCode: code }),
    donationCode: (code) => ask('preserveCodeCheck', { pCode: code }),
  };
}
