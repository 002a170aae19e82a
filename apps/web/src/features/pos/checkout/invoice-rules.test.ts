import { describe, expect, it } from 'vitest';
import { cameraErrorMessage, cameraPrecondition } from './camera-errors';
import { autoSubmitsCarrier, invoiceFeaturesOn, localInvoiceError, normalizeInvoiceInput, serverRefusalMessage } from './invoice-rules';
import { enabledPayMethods, pageOfPayMethod, payMethodPages, shortPayMethodName } from './pay-method-pages';

describe('invoice rules', () => {
  it('needs both switches', () => {
    expect(invoiceFeaturesOn({ admin: true, store: true })).toBe(true);
    expect(invoiceFeaturesOn({ admin: true, store: false })).toBe(false);
  });
  it('checks each type locally with the spec messages', () => {
    expect(localInvoiceError('uniformNumber', '04595257')).toBeNull();
    expect(localInvoiceError('uniformNumber', '12345679')).toBe('統編不正確');
    expect(localInvoiceError('phoneCarrier', '/ABC+-.1')).toBeNull();
    expect(localInvoiceError('phoneCarrier', 'ABC1234')).toBe('手機載具不正確');
    expect(localInvoiceError('donationNumber', '12')).toBe('捐贈碼不正確');
    expect(localInvoiceError('donationNumber', '8585')).toBeNull();
  });
  it('tidies typed and scanned input', () => {
    expect(normalizeInvoiceInput('phoneCarrier', ' /abc1234 ')).toBe('/ABC1234');
    expect(normalizeInvoiceInput('uniformNumber', '0459 5257 9')).toBe('04595257');
  });
  it('auto-submits a well-formed carrier of 8 characters', () => {
    expect(autoSubmitsCarrier('phoneCarrier', '/ABC1234')).toBe(true);
    expect(autoSubmitsCarrier('phoneCarrier', '/ABC123')).toBe(false);
    expect(autoSubmitsCarrier('phoneCarrier', '/abc1234')).toBe(false);
    expect(autoSubmitsCarrier('donationNumber', '1234567')).toBe(false);
  });
  it('shows the server message or the default', () => {
    expect(serverRefusalMessage('donationNumber', null)).toBe('捐贈碼不存在，請重新確認');
    expect(serverRefusalMessage('donationNumber', '查無此捐贈碼')).toBe('查無此捐贈碼');
    expect(serverRefusalMessage('phoneCarrier', ' ')).toBe('手機載具不正確');
  });
});

describe('camera messages', () => {
  it('words every camera failure of section 8', () => {
    expect(cameraPrecondition({ isSecureContext: false, hasGetUserMedia: true })).toBe('需要安全連線(HTTPS)才能使用相機');
    expect(cameraPrecondition({ isSecureContext: true, hasGetUserMedia: false })).toBe('此瀏覽器不支援相機串流');
    expect(cameraPrecondition({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
    expect(cameraErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe('您需要授予相機訪問權限');
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toBe('此設備沒有相機');
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toBe('相機正被其他程式使用中');
    expect(cameraErrorMessage({ name: 'OverconstrainedError' })).toBe('相機不符合所需的設定');
    expect(cameraErrorMessage(new TypeError('no stream'))).toBe('此瀏覽器不支援相機串流');
    expect(cameraErrorMessage(new Error('?'))).toBe('沒有可用的相機設備');
  });
});

describe('pay method pages', () => {
  const method = (id: number, sort: number, enabled = true) => ({ id, name: `方式${id}`, statisticKey: 'OTHER', enabled, sort });
  it('lists enabled methods in order, 6 per page', () => {
    const methods = enabledPayMethods([method(3, 3), method(1, 1), method(2, 2, false), ...[4, 5, 6, 7, 8].map((id) => method(id, id))]);
    expect(methods.map((m) => m.id)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(payMethodPages(methods).map((page) => page.length)).toEqual([6, 1]);
    expect(pageOfPayMethod(methods, 8)).toBe(1);
    expect(pageOfPayMethod(methods, 99)).toBe(0);
  });
  it('cuts names at 8 characters', () => {
    expect(shortPayMethodName('LINE Pay 線下付款')).toBe('LINE Pay');
    expect(shortPayMethodName('現金')).toBe('現金');
  });
});
