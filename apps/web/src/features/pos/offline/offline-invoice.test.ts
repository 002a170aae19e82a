import { beforeEach, describe, expect, it } from 'vitest';
import type { AddOrderRequest, HeldOfflineBlock } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { dueInvoice, NoOfflineNumber, numberOffline } from './offline-invoice';

const TERMINAL = '0123456789abcdef0123456789abcdef';
const takenAt = '2026-11-21T04:00:00.000Z'; // period 11512 in Taipei
const request = { storeId: 1, entertain: false, withoutInvoice: false, takenAt, offlineInvoice: null } as unknown as AddOrderRequest;
const held: HeldOfflineBlock = {
  block: { id: 9, letters: 'AB', periodKey: '11512', startNumber: 100, endNumber: 149, usedNumbers: [], revokedAt: null },
  next: 148,
};

beforeEach(() => {
  localStorage.setItem('diancan-device-id', TERMINAL);
  useSession.setState({ invoiceSwitch: { admin: true, store: true } });
});

describe('offline invoice numbers at the POS', () => {
  it('is due an invoice with invoices on and something to pay, unless entertained or chosen to go without', () => {
    expect(dueInvoice(request, 3000)).toBe(true);
    expect(dueInvoice(request, 0)).toBe(false);
    expect(dueInvoice({ ...request, entertain: true }, 3000)).toBe(false);
    expect(dueInvoice({ ...request, withoutInvoice: true }, 3000)).toBe(false);
    useSession.setState({ invoiceSwitch: { admin: true, store: false } });
    expect(dueInvoice(request, 3000)).toBe(false);
  });

  it('takes the next number of the block for the upload, then the last one, then none', () => {
    const first = numberOffline(request, held, true);
    expect(first.request.offlineInvoice).toEqual({ terminalId: TERMINAL, blockId: 9, number: 148 });
    expect(first.invoiceNumber).toBe('AB00000148');
    const last = numberOffline(request, first.held, true);
    expect(last.invoiceNumber).toBe('AB00000149');
    expect(() => numberOffline(request, last.held, true)).toThrow(NoOfflineNumber);
    expect(() => numberOffline(request, null, true)).toThrow(NoOfflineNumber);
  });

  it("gives the number's proof codes from the block, and the upload names the random code printed", () => {
    const codes = [148, 149].map((number) => ({ number, randomCode: `0${number}`, checkCode: `${'x'.repeat(22)}==` }));
    const proof = { sellerTaxId: '24536806', sellerName: '示範餐廳', sellerAddress: null, codes };
    const taken = numberOffline(request, { ...held, block: { ...held.block, proof } }, true);
    expect(taken.request.offlineInvoice).toEqual({ terminalId: TERMINAL, blockId: 9, number: 148, randomCode: '0148' });
    expect(taken.issue).toEqual({ invoiceNumber: 'AB00000148', randomCode: '0148', checkCode: codes[0]!.checkCode, sellerTaxId: '24536806', sellerName: '示範餐廳', sellerAddress: null });
    expect(numberOffline(request, held, true).issue).toBeNull();
  });

  it('leaves an order that is not due an invoice, and the block, as they are', () => {
    expect(numberOffline(request, held, false)).toEqual({ request, held, invoiceNumber: null, issue: null });
  });
});
