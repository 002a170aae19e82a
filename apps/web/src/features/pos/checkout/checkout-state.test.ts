import { describe, expect, it } from 'vitest';
import { checkoutReducer, discountOfDraft, effectiveDiscount, initialCheckout, type CheckoutAction, type CheckoutState } from './checkout-state';

const start = () => initialCheckout({ payMethodIds: [7, 8] });
const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

describe('opening', () => {
  it('defaults to the first pay method on the main view', () => {
    expect(start()).toMatchObject({ view: 'MAIN', payMethodId: 7, directDiscount: false, entertain: false, invoice: null });
    expect(initialCheckout({ payMethodIds: [] }).payMethodId).toBeNull();
  });
  it('opened as the discount modal, confirm keeps the view so the checkout is submitted', () => {
    const direct = initialCheckout({ view: 'DISCOUNT', payMethodIds: [7] });
    const saved = run(direct, { type: 'DISCOUNT_RATIO', ratio: 0.9 }, { type: 'DISCOUNT_SAVE' });
    expect(saved).toMatchObject({ view: 'DISCOUNT', discount: { type: 'RATIO', ratio: 0.9 } });
  });
});

describe('the discount view', () => {
  it('saves the draft on confirm and returns to the main view', () => {
    const state = run(start(), { type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_MONEY', text: '50' }, { type: 'DISCOUNT_SAVE' });
    expect(state).toMatchObject({ view: 'MAIN', discount: { type: 'MONEY', amount: 5000 } });
  });

  it('cancel restores the saved discount', () => {
    const saved = run(start(), { type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_RATIO', ratio: 0.9 }, { type: 'DISCOUNT_SAVE' });
    const cancelled = run(saved, { type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_MONEY', text: '100' }, { type: 'DISCOUNT_CANCEL' });
    expect(cancelled.view).toBe('MAIN');
    expect(cancelled.discount).toEqual({ type: 'RATIO', ratio: 0.9 });
    expect(cancelled.discountDraft).toEqual({ kind: 'RATIO', moneyText: '', ratio: 0.9 });
  });

  it('prices with the draft while open and with the saved discount otherwise', () => {
    const open = run(start(), { type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_MONEY', text: '30' });
    expect(effectiveDiscount(open)).toEqual({ type: 'MONEY', amount: 3000 });
    expect(effectiveDiscount(run(open, { type: 'DISCOUNT_CANCEL' }))).toBeNull();
  });

  it('reads nothing or 0 as no discount', () => {
    expect(discountOfDraft({ kind: 'MONEY', moneyText: '', ratio: null })).toBeNull();
    expect(discountOfDraft({ kind: 'MONEY', moneyText: '0', ratio: 0.9 })).toBeNull();
    expect(discountOfDraft({ kind: 'RATIO', moneyText: '40', ratio: null })).toBeNull();
  });
});

describe('entertain', () => {
  it('clears the discount and the amount paid', () => {
    const before = run(start(), { type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_MONEY', text: '20' }, { type: 'DISCOUNT_SAVE' }, { type: 'PAID', text: '500' });
    const state = run(before, { type: 'SET_ENTERTAIN', entertain: true });
    expect(state).toMatchObject({ entertain: true, discount: null, paidText: '' });
    expect(run(state, { type: 'PAID', text: '100' }).paidText).toBe('');
    expect(effectiveDiscount(state)).toBeNull();
  });

  it('is turned off by opening the discount or the invoice view', () => {
    const on = run(start(), { type: 'SET_ENTERTAIN', entertain: true });
    expect(run(on, { type: 'OPEN_DISCOUNT' }).entertain).toBe(false);
    expect(run(on, { type: 'OPEN_INVOICE' }).entertain).toBe(false);
  });

  it('cannot be switched from a sub-view', () => {
    const invoice = run(start(), { type: 'OPEN_INVOICE' });
    expect(run(invoice, { type: 'SET_ENTERTAIN', entertain: true }).entertain).toBe(false);
  });
});

describe('pay methods', () => {
  it('asks for another method when the chosen one is switched off, never moving silently', () => {
    const chosen = run(start(), { type: 'PAY_METHOD', payMethodId: 8 }, { type: 'PAY_PAGE', page: 1 });
    expect(run(chosen, { type: 'PAY_METHODS_CHANGED', enabledIds: [7, 8, 9] })).toBe(chosen);
    const closed = run(chosen, { type: 'PAY_METHODS_CHANGED', enabledIds: [7, 9] });
    expect(closed).toMatchObject({ payMethodId: null, payMethodClosed: true, payPage: 0 });
    expect(run(closed, { type: 'PAY_METHODS_CHANGED', enabledIds: [7] }).payMethodId).toBeNull();
    expect(run(closed, { type: 'PAY_METHOD', payMethodId: 9 })).toMatchObject({ payMethodId: 9, payMethodClosed: false });
  });

  it('takes the first method as the default once the list arrives', () => {
    const empty = initialCheckout({ payMethodIds: [] });
    expect(run(empty, { type: 'PAY_METHODS_CHANGED', enabledIds: [9, 7] }).payMethodId).toBe(9);
  });
});

describe('the invoice view', () => {
  it('keeps each type its number, confirmNumber and errorMessage', () => {
    let state = run(start(), { type: 'OPEN_INVOICE' }, { type: 'INVOICE_NUMBER', invoiceType: 'uniformNumber', number: '12345679' });
    state = run(state, { type: 'INVOICE_ERROR', invoiceType: 'uniformNumber', message: '統編不正確' });
    expect(state.invoiceEntries.uniformNumber).toEqual({ number: '12345679', confirmNumber: '', errorMessage: '統編不正確' });
    state = run(state, { type: 'INVOICE_NUMBER', invoiceType: 'uniformNumber', number: '04595257' });
    expect(state.invoiceEntries.uniformNumber.errorMessage).toBe('');
    state = run(state, { type: 'INVOICE_CONFIRMED', invoiceType: 'uniformNumber', number: '04595257' });
    expect(state).toMatchObject({ view: 'MAIN', invoice: { type: 'uniformNumber', number: '04595257' } });
    expect(state.invoiceEntries.uniformNumber.confirmNumber).toBe('04595257');
  });

  it('reopens on the confirmed type; cancel and clear', () => {
    let state = run(start(), { type: 'OPEN_INVOICE' }, { type: 'INVOICE_CONFIRMED', invoiceType: 'donationNumber', number: '919' });
    state = run(state, { type: 'INVOICE_TYPE', invoiceType: 'uniformNumber' }, { type: 'INVOICE_CANCEL' }, { type: 'OPEN_INVOICE' });
    expect(state.invoiceType).toBe('donationNumber');
    expect(run(state, { type: 'INVOICE_CLEAR' }).invoice).toBeNull();
  });
});
