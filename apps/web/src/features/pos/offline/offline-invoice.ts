import {
  DEFAULT_TIME_ZONE,
  EINVOICE_OFFLINE_API,
  formatInvoiceNumber,
  heldAfterReservation,
  offlineInvoiceIssue,
  OFFLINE_BLOCK_SIZE,
  periodKey,
  periodOfDate,
  takeOfflineNumber,
  terminalIdSchema,
  zonedDateTime,
  type AddOrderRequest,
  type HeldOfflineBlock,
  type OfflineInvoiceIssue,
} from '@diancan/core';
import { modals } from '@mantine/modals';
import { callApi } from '../../../lib/api';
import { heldBlock, keepHeldBlock } from '../../../lib/offline/offline-db';
import { deviceId } from '../../../lib/realtime/device-id';
import { reportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { invoiceFeaturesOn } from '../checkout/invoice-rules';

/**
 * E-invoices issued with no network (docs/offline.md): while online the POS reserves this terminal's block of numbers
 * (one book of 50) and keeps it in IndexedDB; an order taken offline that is due an invoice takes the block's next
 * number in the transaction that keeps the order, and is uploaded with it (`offlineInvoice`). With no number to give,
 * the cashier is asked before the order is sold without an invoice (`withoutInvoice`).
 */

/** Asked when the terminal has no offline number to give (none reserved, used up, revoked, another period). */
export const SELL_WITHOUT_INVOICE = {
  TITLE: '無法開立離線發票',
  MESSAGE: '此終端機的離線發票號碼已用完或尚未保留，是否不開立發票繼續結帳？',
  CONFIRM: '不開發票結帳',
  CANCEL: '取消',
} as const;

/** This terminal's id: the device id the browser keeps (the one the realtime link names), when the server accepts it. */
export function terminalId(): string | null {
  const id = deviceId();
  return terminalIdSchema.safeParse(id).success ? id : null;
}

/** Whether the store issues invoices now (both switches on). */
export function storeIssuesInvoices(): boolean {
  return invoiceFeaturesOn(useSession.getState().invoiceSwitch);
}

/** The invoice period of a moment, in Taiwan (the stores' time zone; the server dates an offline invoice the same way). */
function periodKeyAt(at: Date): string {
  return periodKey(periodOfDate(zonedDateTime(at, DEFAULT_TIME_ZONE).date));
}

/** Reserves this terminal's block (or reads it again) while the server answers; nothing happens when it does not. */
export async function reserveOfflineBlock(storeId: number): Promise<void> {
  const terminal = terminalId();
  if (!terminal || !storeIssuesInvoices()) return;
  try {
    const reserved = await callApi(EINVOICE_OFFLINE_API.reserveOfflineBlock, { storeId, terminalId: terminal, size: OFFLINE_BLOCK_SIZE }, { silent: true });
    await keepHeldBlock(storeId, (held) => heldAfterReservation(held, reserved));
  } catch (error) {
    reportError('offline-block', error);
  }
}

/** Whether an order taken now would get an offline invoice number (else the cashier is asked first). */
export async function hasOfflineNumber(storeId: number, at: Date): Promise<boolean> {
  return 'number' in takeOfflineNumber(await heldBlock(storeId).catch(() => null), periodKeyAt(at));
}

/** An order due an invoice when the server takes it: invoices on, something to pay, not chosen to go without. */
export function dueInvoice(request: AddOrderRequest, payable: number): boolean {
  return storeIssuesInvoices() && payable > 0 && !request.entertain && !request.withoutInvoice;
}

export class NoOfflineNumber extends Error {
  constructor() {
    super(SELL_WITHOUT_INVOICE.MESSAGE);
  }
}

/**
 * The request as it goes to the outbox, inside its transaction: with the block's next number when it is due an
 * invoice (throws NoOfflineNumber when there is none: the cashier was asked before, so this is a race with another
 * tab), and the block after it. `issue`: what the number's proof prints (its random code, the server's check code,
 * the seller), when the block came with them; the upload then names the random code it printed.
 */
export function numberOffline(
  request: AddOrderRequest,
  held: HeldOfflineBlock | null,
  due: boolean,
): { request: AddOrderRequest; held: HeldOfflineBlock | null; invoiceNumber: string | null; issue: OfflineInvoiceIssue | null } {
  const terminal = terminalId();
  if (!due || !terminal) return { request, held, invoiceNumber: null, issue: null };
  const take = takeOfflineNumber(held, periodKeyAt(new Date(request.takenAt ?? Date.now())));
  if (!('number' in take)) throw new NoOfflineNumber();
  const { block } = take.held;
  const issue = offlineInvoiceIssue(block, take.number);
  const offlineInvoice = { terminalId: terminal, blockId: block.id, number: take.number, ...(issue ? { randomCode: issue.randomCode } : {}) };
  return { request: { ...request, offlineInvoice }, held: take.held, invoiceNumber: formatInvoiceNumber(block.letters, take.number), issue };
}

/** Asks the cashier before an offline order is sold without an invoice; resolves to the choice. */
export function askSellWithoutInvoice(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: SELL_WITHOUT_INVOICE.TITLE,
      children: SELL_WITHOUT_INVOICE.MESSAGE,
      labels: { confirm: SELL_WITHOUT_INVOICE.CONFIRM, cancel: SELL_WITHOUT_INVOICE.CANCEL },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
