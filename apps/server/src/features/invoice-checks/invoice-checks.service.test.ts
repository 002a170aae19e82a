import { describe, expect, it } from 'vitest';
import { mofSettingsFromEnv, verificationProviderFromEnv } from './invoice-checks.service.js';

const log = { warn: () => undefined };

describe('invoice check provider from the environment', () => {
  it('checks the format only unless told otherwise', () => {
    expect(verificationProviderFromEnv({}, log).name).toBe('format');
    expect(verificationProviderFromEnv({ INVOICE_CHECK_PROVIDER: 'format' }, log).name).toBe('format');
  });

  it('uses the Ministry of Finance with an app id, its endpoint and a 5 s timeout by default', () => {
    expect(mofSettingsFromEnv({ MOF_APP_ID: 'EINV1234' })).toEqual({
      url: 'https://www-vc.einvoice.nat.gov.tw/BIZAPIVAN/biz',
      appId: 'EINV1234',
      timeoutMs: 5000,
    });
    expect(verificationProviderFromEnv({ INVOICE_CHECK_PROVIDER: 'mof', MOF_APP_ID: 'EINV1234' }, log).name).toBe('mof');
  });

  it('refuses a configuration it cannot use', () => {
    expect(() => verificationProviderFromEnv({ INVOICE_CHECK_PROVIDER: 'mof' }, log)).toThrow(/MOF_APP_ID/);
    expect(() => verificationProviderFromEnv({ INVOICE_CHECK_PROVIDER: 'other' }, log)).toThrow(/format or mof/);
    expect(() => mofSettingsFromEnv({ MOF_APP_ID: 'x', MOF_TIMEOUT_MS: '-1' })).toThrow(/MOF_TIMEOUT_MS/);
  });
});
