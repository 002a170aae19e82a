import type { InvoiceCheckProvider } from '@diancan/core';

/**
 * Who confirms that a phone carrier (手機載具) or donation code (捐贈碼) exists. The checks of section 5 call the
 * configured provider after the format rules passed.
 */
export type Verdict =
  /** The authority says it exists. */
  | { kind: 'EXISTS' }
  /** The authority says it does not; `message` is its own wording when it gave one. */
  | { kind: 'MISSING'; message: string | null }
  /** Nobody confirmed it: only the format was checked (`format`), or the authority did not answer in time. */
  | { kind: 'UNVERIFIED'; reason: 'FORMAT_ONLY' | 'UNAVAILABLE' };

export interface VerificationProvider {
  readonly name: InvoiceCheckProvider;
  phoneCarrier(code: string): Promise<Verdict>;
  donationCode(code: string): Promise<Verdict>;
}

/** The default: no outside call. The answer says honestly that only the format was checked. */
export const formatOnlyProvider: VerificationProvider = {
  name: 'format',
  phoneCarrier: () => Promise.resolve({ kind: 'UNVERIFIED', reason: 'FORMAT_ONLY' }),
  donationCode: () => Promise.resolve({ kind: 'UNVERIFIED', reason: 'FORMAT_ONLY' }),
};
