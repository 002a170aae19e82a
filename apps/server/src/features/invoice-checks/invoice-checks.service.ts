import {
  type Envelope,
  INVOICE_CHECK_MSG,
  type InvoiceCheckResult,
  isValidDonationCode,
  isValidPhoneCarrier,
  MSG,
} from '@diancan/core';
import { ok, rejected } from '../../platform/errors/envelope.js';
import { MOF_DEFAULT_TIMEOUT_MS, MOF_DEFAULT_URL, mofProvider, type MofSettings } from './mof-provider.js';
import { formatOnlyProvider, type Verdict, type VerificationProvider } from './verification-provider.js';

/**
 * checkPhoneCarrier / checkDonationNumber: the format rules first (the same as the checkout's), then the provider.
 * Answers are checks the UI shows as results: 200 with status false and the message to show for a refused code.
 */
export class InvoiceCheckService {
  constructor(readonly provider: VerificationProvider) {}

  async phoneCarrier(code: string): Promise<Envelope<InvoiceCheckResult>> {
    if (!isValidPhoneCarrier(code)) return rejected(MSG.PHONE_CARRIER_INVALID);
    return this.answer(await this.provider.phoneCarrier(code), () => MSG.PHONE_CARRIER_INVALID);
  }

  async donationCode(code: string): Promise<Envelope<InvoiceCheckResult>> {
    if (!isValidDonationCode(code)) return rejected(MSG.DONATION_CODE_INVALID);
    return this.answer(await this.provider.donationCode(code), (message) => message ?? MSG.DONATION_CODE_UNKNOWN);
  }

  private answer(verdict: Verdict, missing: (message: string | null) => string): Envelope<InvoiceCheckResult> {
    const provider = this.provider.name;
    switch (verdict.kind) {
      case 'EXISTS':
        return ok({ verified: true, provider });
      case 'MISSING':
        return rejected(missing(verdict.message));
      case 'UNVERIFIED':
        return {
          status: true,
          message: verdict.reason === 'FORMAT_ONLY' ? INVOICE_CHECK_MSG.FORMAT_ONLY : INVOICE_CHECK_MSG.MOF_UNAVAILABLE,
          data: { verified: false, provider },
        };
    }
  }
}

type Env = Record<string, string | undefined>;

/** MOF_API_URL (default the Ministry's endpoint), MOF_APP_ID (required), MOF_TIMEOUT_MS (default 5000). */
export function mofSettingsFromEnv(env: Env): MofSettings {
  const appId = env.MOF_APP_ID?.trim();
  if (!appId) throw new Error('INVOICE_CHECK_PROVIDER=mof needs MOF_APP_ID');
  const timeoutMs = Number(env.MOF_TIMEOUT_MS?.trim() || MOF_DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`MOF_TIMEOUT_MS must be a positive integer, got "${env.MOF_TIMEOUT_MS}"`);
  return { url: env.MOF_API_URL?.trim() || MOF_DEFAULT_URL, appId, timeoutMs };
}

/** The provider the environment asks for: INVOICE_CHECK_PROVIDER=format (default) or mof (see mofSettingsFromEnv). */
export function verificationProviderFromEnv(env: Env, log: { warn(object: object, message: string): void }): VerificationProvider {
  const name = env.INVOICE_CHECK_PROVIDER?.trim() || 'format';
  if (name === 'format') return formatOnlyProvider;
  if (name !== 'mof') throw new Error(`INVOICE_CHECK_PROVIDER must be format or mof, got "${name}"`);
  return mofProvider(mofSettingsFromEnv(env), log);
}
