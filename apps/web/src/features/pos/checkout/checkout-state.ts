import { dollarsToCents, type InvoiceInfo, type InvoiceInfoType, type ManualDiscount } from '@diancan/core';

/**
 * The checkout modal as a reducer (store operations section 4), so every rule between its views is tested
 * without rendering:
 * - three views: MAIN (結帳), DISCOUNT (折扣) and INVOICE (發票類型);
 * - once DISCOUNT or INVOICE is open the buttons for both are hidden (the component reads `view`), and both are
 *   disabled under whole-order entertain;
 * - choosing entertain clears the manual discount and the amount paid; opening invoice or discount turns
 *   entertain off;
 * - cancel in DISCOUNT returns to MAIN and restores the saved discount; cancel in MAIN closes the modal;
 * - confirm in INVOICE validates (the component runs the checks) and returns to MAIN; confirm in DISCOUNT saves
 *   the discount, unless the modal was opened directly as the discount modal: then confirm submits the checkout.
 */

export type CheckoutView = 'MAIN' | 'DISCOUNT' | 'INVOICE';
/** Money off, or "person" (the spec's word for the ratio the customer pays). */
export type DiscountKind = 'MONEY' | 'RATIO';
export type InvoiceInputMode = 'MANUAL' | 'SCAN';

export interface DiscountDraft {
  kind: DiscountKind;
  /** Whole dollars as typed on the keypad. */
  moneyText: string;
  ratio: number | null;
}

/** One invoice type's field (store operations 3: number, confirmNumber, errorMessage). */
export interface InvoiceEntry {
  number: string;
  /** The number that passed its checks (local and server); '' while not confirmed. */
  confirmNumber: string;
  errorMessage: string;
}

export interface CheckoutState {
  view: CheckoutView;
  /** Opened straight into the discount view (the 折扣 button of the POS): its confirm submits the checkout. */
  directDiscount: boolean;
  entertain: boolean;
  /** The saved manual discount. */
  discount: ManualDiscount | null;
  discountDraft: DiscountDraft;
  payMethodId: number | null;
  /**
   * The chosen method was switched off or removed meanwhile: nothing is chosen and the cashier is told
   * 付款方式已被關閉請重新選擇, rather than the checkout moving to another method silently.
   */
  payMethodClosed: boolean;
  /** The pay-method page shown (6 per page). */
  payPage: number;
  /** Cash tendered in whole dollars as typed; '' means the exact amount. */
  paidText: string;
  /** The buyer's confirmed e-invoice choice, or null (no buyer information). */
  invoice: InvoiceInfo | null;
  invoiceType: InvoiceInfoType;
  invoiceEntries: Record<InvoiceInfoType, InvoiceEntry>;
  inputMode: InvoiceInputMode;
}

export type CheckoutAction =
  | { type: 'OPEN_DISCOUNT' }
  | { type: 'OPEN_INVOICE' }
  | { type: 'SET_ENTERTAIN'; entertain: boolean }
  | { type: 'DISCOUNT_KIND'; kind: DiscountKind }
  | { type: 'DISCOUNT_MONEY'; text: string }
  | { type: 'DISCOUNT_RATIO'; ratio: number | null }
  | { type: 'DISCOUNT_CANCEL' }
  | { type: 'DISCOUNT_SAVE' }
  | { type: 'PAY_METHOD'; payMethodId: number }
  | { type: 'PAY_PAGE'; page: number }
  | { type: 'PAY_METHODS_CHANGED'; enabledIds: readonly number[] }
  | { type: 'PAID'; text: string }
  | { type: 'INVOICE_TYPE'; invoiceType: InvoiceInfoType }
  | { type: 'INVOICE_NUMBER'; invoiceType: InvoiceInfoType; number: string }
  | { type: 'INVOICE_ERROR'; invoiceType: InvoiceInfoType; message: string }
  | { type: 'INVOICE_CONFIRMED'; invoiceType: InvoiceInfoType; number: string }
  | { type: 'INVOICE_CANCEL' }
  | { type: 'INVOICE_CLEAR' }
  | { type: 'INPUT_MODE'; mode: InvoiceInputMode };

const emptyEntry: InvoiceEntry = { number: '', confirmNumber: '', errorMessage: '' };

export interface CheckoutStart {
  /** Open as the discount modal. */
  view?: 'MAIN' | 'DISCOUNT';
  /** The enabled pay methods in their order: the first is the default. */
  payMethodIds: readonly number[];
}

export function draftOf(discount: ManualDiscount | null): DiscountDraft {
  if (discount === null) return { kind: 'MONEY', moneyText: '', ratio: null };
  if (discount.type === 'RATIO') return { kind: 'RATIO', moneyText: '', ratio: discount.ratio };
  return { kind: 'MONEY', moneyText: discount.amount > 0 ? String(discount.amount / 100) : '', ratio: null };
}

export function initialCheckout({ view = 'MAIN', payMethodIds }: CheckoutStart): CheckoutState {
  return {
    view,
    directDiscount: view === 'DISCOUNT',
    entertain: false,
    discount: null,
    discountDraft: draftOf(null),
    payMethodId: payMethodIds[0] ?? null,
    payMethodClosed: false,
    payPage: 0,
    paidText: '',
    invoice: null,
    invoiceType: 'uniformNumber',
    invoiceEntries: { uniformNumber: emptyEntry, phoneCarrier: emptyEntry, donationNumber: emptyEntry },
    inputMode: 'MANUAL',
  };
}

/** The discount a draft stands for; null when nothing (or 0) is entered. */
export function discountOfDraft(draft: DiscountDraft): ManualDiscount | null {
  if (draft.kind === 'RATIO') return draft.ratio === null ? null : { type: 'RATIO', ratio: draft.ratio };
  const amount = draft.moneyText === '' ? 0 : (dollarsToCents(draft.moneyText) ?? 0);
  return amount > 0 ? { type: 'MONEY', amount } : null;
}

/** The discount that prices the order now: the draft while the discount view is open, else the saved one. */
export function effectiveDiscount(state: CheckoutState): ManualDiscount | null {
  if (state.entertain) return null;
  return state.view === 'DISCOUNT' ? discountOfDraft(state.discountDraft) : state.discount;
}

function withEntry(state: CheckoutState, type: InvoiceInfoType, entry: Partial<InvoiceEntry>): CheckoutState['invoiceEntries'] {
  return { ...state.invoiceEntries, [type]: { ...state.invoiceEntries[type], ...entry } };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'OPEN_DISCOUNT':
      return { ...state, view: 'DISCOUNT', entertain: false, discountDraft: draftOf(state.discount) };
    case 'OPEN_INVOICE':
      return { ...state, view: 'INVOICE', entertain: false, invoiceType: state.invoice?.type ?? state.invoiceType };
    case 'SET_ENTERTAIN':
      if (state.view !== 'MAIN') return state;
      return action.entertain
        ? { ...state, entertain: true, discount: null, discountDraft: draftOf(null), paidText: '' }
        : { ...state, entertain: false };
    case 'DISCOUNT_KIND':
      return { ...state, discountDraft: { ...state.discountDraft, kind: action.kind } };
    case 'DISCOUNT_MONEY':
      return { ...state, discountDraft: { ...state.discountDraft, kind: 'MONEY', moneyText: action.text } };
    case 'DISCOUNT_RATIO':
      return { ...state, discountDraft: { ...state.discountDraft, kind: 'RATIO', ratio: action.ratio } };
    case 'DISCOUNT_CANCEL':
      return { ...state, view: 'MAIN', directDiscount: false, discountDraft: draftOf(state.discount) };
    case 'DISCOUNT_SAVE': {
      const discount = discountOfDraft(state.discountDraft);
      // Opened as the discount modal, the view stays: the component submits the checkout right away.
      return { ...state, discount, view: state.directDiscount ? 'DISCOUNT' : 'MAIN' };
    }
    case 'PAY_METHOD':
      return { ...state, payMethodId: action.payMethodId, payMethodClosed: false };
    case 'PAY_PAGE':
      return { ...state, payPage: Math.max(0, action.page) };
    case 'PAY_METHODS_CHANGED': {
      if (state.payMethodId === null) {
        // Nothing chosen yet (the list had not arrived): the first is the default. After a closed method, wait.
        return state.payMethodClosed ? state : { ...state, payMethodId: action.enabledIds[0] ?? null, payPage: 0 };
      }
      if (action.enabledIds.includes(state.payMethodId)) return state;
      return { ...state, payMethodId: null, payMethodClosed: true, payPage: 0 };
    }
    case 'PAID':
      return state.entertain ? state : { ...state, paidText: action.text };
    case 'INVOICE_TYPE':
      return { ...state, invoiceType: action.invoiceType };
    case 'INVOICE_NUMBER':
      return { ...state, invoiceEntries: withEntry(state, action.invoiceType, { number: action.number, confirmNumber: '', errorMessage: '' }) };
    case 'INVOICE_ERROR':
      return { ...state, invoiceEntries: withEntry(state, action.invoiceType, { confirmNumber: '', errorMessage: action.message }) };
    case 'INVOICE_CONFIRMED':
      return {
        ...state,
        view: 'MAIN',
        invoice: { type: action.invoiceType, number: action.number },
        invoiceEntries: withEntry(state, action.invoiceType, { number: action.number, confirmNumber: action.number, errorMessage: '' }),
      };
    case 'INVOICE_CANCEL':
      return { ...state, view: 'MAIN', inputMode: 'MANUAL' };
    case 'INVOICE_CLEAR':
      return { ...state, invoice: null };
    case 'INPUT_MODE':
      return { ...state, inputMode: action.mode };
  }
}
