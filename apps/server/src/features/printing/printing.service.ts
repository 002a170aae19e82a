import {
  type AddOrderResult,
  DEFAULT_PRINT_SETTINGS,
  DEFAULT_TIME_ZONE,
  type DeviceSettings,
  type DocumentTarget,
  invoiceProofDocument,
  kitchenChanges,
  kitchenTicketDocument,
  LABEL_MEDIA,
  linesByKitchenArea,
  tableTicketDocument,
  type TableTicketInput,
  markReprint,
  numberTicketDocument,
  paperMedia,
  PRINTER_SLOTS,
  type PrintAckResult,
  type PrintDocument,
  type PrinterSlot,
  type PrinterStatusRequest,
  type PrinterStatusView,
  type PrintJob,
  type PrintJobsQuery,
  type PrintJobSummary,
  type PrintMedia,
  type PrintResult,
  type PrintTagRequest,
  type PrintTestRequest,
  type OrderDetail,
  type OrderPrintRequest,
  type PrintAckAllRequest,
  type PrintTakeRequest,
  type TakenJob,
  PRINT_TAKE_MAX,
  type ReprintRequest,
  receiptDocument,
  sentLines,
  type SentKitchenLine,
  testPageDocument,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error.js';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { type BusEvent, publishAfterCommit, publishNow, type RealtimeBus, type RealtimeOutbox } from '../../platform/realtime/index.js';
import type { OrderInvoiceService } from '../einvoice/index.js';
import { readOrderDetail } from '../orders/index.js';
import { kitchenLinesOf, labelDocumentsOf, receiptInputOf, storeTime } from './order-documents.js';
import { printingRepository, type PrintJobRow, type StorePrintContext } from './printing.repository.js';

/** An order as printing reads it: the detail and its lines' categories (kitchen areas, label flags). */
type OrderRead = { order: OrderDetail; categories: Awaited<ReturnType<typeof printingRepository.categories>> };

/** A document and the printer slot it goes to. */
export interface Printout {
  printer: PrinterSlot;
  document: PrintDocument;
}

/** The printout, unless the store set that document not to print (NONE). */
function routed(target: DocumentTarget, document: PrintDocument): Printout[] {
  return target === 'NONE' ? [] : [{ printer: target, document }];
}

/** deviceSettings with our print fields' defaults under a config saved before they existed. */
type PrinterSettings = DeviceSettings;

interface Store {
  storeName: string;
  timeZone: string;
  switches: Record<string, unknown>;
  printers: PrinterSettings;
  printerBox: boolean;
  /** Kitchen stations (area id, 0 for none) shown on a kitchen display instead of printed. */
  screenOnly: Set<number>;
}

/**
 * One held take's wait for its printer's next job. A wake that comes while the take is not waiting (its claim is
 * running) is kept, so the take claims once more instead of waiting for a job already queued.
 */
class JobWaiter {
  private woken = false;
  private resolve: (() => void) | null = null;

  constructor(readonly stop: () => void) {}

  wake(): void {
    this.woken = true;
    this.resolve?.();
  }

  /** True when woken within `ms`; false when the time ran out or `gone` aborted. */
  async next(ms: number, gone?: AbortSignal): Promise<boolean> {
    if (!this.woken && ms > 0 && !gone?.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        gone?.addEventListener('abort', done, { once: true });
        function done() {
          clearTimeout(timer);
          gone?.removeEventListener('abort', done);
          resolve();
        }
        this.resolve = done;
      });
      this.resolve = null;
    }
    const woken = this.woken;
    this.woken = false;
    return woken;
  }
}

/** The kitchen lines that print: not those of a station the store set to its kitchen display only (SCREEN). */
function printedKitchenLines<T extends { kitchenAreaId: number | null }>(store: Store, lines: T[]): T[] {
  return store.screenOnly.size === 0 ? lines : lines.filter((line) => !store.screenOnly.has(line.kitchenAreaId ?? 0));
}

const SLOT_LABEL: Record<PrinterSlot, string> = { POS: '出單機 1', SECOND_POS: '出單機 2', TAG: '標籤機' };

function presentSummary(row: PrintJobRow): PrintJobSummary {
  return {
    id: row.id,
    printerName: row.printerName,
    kind: row.kind,
    title: row.title,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Printing on the server (docs/printing.md): the documents of an order (receipt, kitchen tickets with the kitchen's
 * memory, labels, the e-invoice proof) and of the report slips, and the print jobs of printer-box printers. Every
 * print call answers its documents, so a screen can preview them or send them to its Bluetooth printer; when the
 * store prints through a printer box they are also queued as jobs for the printer named for their slot.
 */
export class PrintingService implements SlipPrinter {
  /** The held takes of each store's printer (`storeId NUL printerName`). */
  private readonly waiters = new Map<string, Set<JobWaiter>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly invoices: OrderInvoiceService,
    /** Where the receipt's points-claim QR points (config PUBLIC_ORIGIN); null: the code only. */
    private readonly publicOrigin: string | null = null,
  ) {
    realtime.subscribe((event) => this.heard(event));
  }

  // ---- store and printers ----------------------------------------------------------------------

  private async store(storeId: number, db: Executor = this.db): Promise<Store> {
    const context: StorePrintContext | undefined = await printingRepository.context(db, storeId);
    if (!context) throw notFound();
    const stored = context.deviceSettings ?? {};
    const printers = {
      ...DEFAULT_PRINT_SETTINGS,
      ...stored,
      documentPrinters: { ...DEFAULT_PRINT_SETTINGS.documentPrinters, ...stored.documentPrinters },
    } as PrinterSettings;
    return {
      storeName: context.storeName,
      timeZone: context.timeZone || DEFAULT_TIME_ZONE,
      switches: context.switchSettings ?? {},
      printers,
      printerBox: context.uiSettings?.printClient === 'PRINTER_BOX',
      screenOnly: new Set(
        Object.entries(context.stationModes ?? {}).flatMap(([station, mode]) => (mode === 'SCREEN' ? [Number(station)] : [])),
      ),
    };
  }

  /** The printer-box name and paper of a slot, or null when none is named. */
  private static target(printers: PrinterSettings, slot: PrinterSlot): { name: string; media: PrintMedia } | null {
    const name = {
      POS: printers.printerboxPrinterName,
      SECOND_POS: printers.printerboxPrinterNameSecond,
      TAG: printers.printerboxTagPrinterName,
    }[slot];
    if (!name) return null;
    if (slot === 'TAG') return { name, media: LABEL_MEDIA };
    return { name, media: paperMedia(slot === 'POS' ? printers.paperWidth : printers.paperWidthSecond) };
  }

  private static slotOfName(printers: PrinterSettings, printerName: string): PrinterSlot | null {
    return PRINTER_SLOTS.find((slot) => PrintingService.target(printers, slot)?.name === printerName) ?? null;
  }

  /** Queues the printouts for the store's printer box (when it prints through one) and tells the box. */
  private async enqueue(storeId: number, store: Store, printouts: Printout[], orderId: number | null): Promise<number[]> {
    if (!store.printerBox) return [];
    return publishAfterCommit(this.realtime, (outbox) => this.db.transaction((tx) => this.queueJobs(tx, outbox, storeId, store, printouts, orderId)));
  }

  /** Inserts the printer-box jobs on `db` and adds their notices to `outbox` (sent once `db`'s work committed). */
  private async queueJobs(db: Executor, outbox: RealtimeOutbox, storeId: number, store: Store, printouts: Printout[], orderId: number | null): Promise<number[]> {
    if (!store.printerBox) return [];
    const jobs = printouts.flatMap(({ printer, document }) => {
      const target = PrintingService.target(store.printers, printer);
      if (!target) return [];
      // The proofs (invoice, allowance) are laid out for their 5.7 cm paper whatever the printer's width.
      const media = document.kind === 'INVOICE_PROOF' || document.kind === 'ALLOWANCE' ? paperMedia(58) : target.media;
      return [{ storeId, printerName: target.name, document, columns: media.columns, dots: media.dots, orderId }];
    });
    const rows = await printingRepository.insertJobs(db, jobs);
    if (rows.length === 0) return [];
    const userIds = await printingRepository.storeUserIds(db, storeId);
    // One notice per printer (its newest job): a box takes all of a printer's pending jobs at once.
    const newestPerPrinter = new Map(rows.map((row) => [row.printerName, row]));
    for (const row of newestPerPrinter.values()) {
      for (const userId of userIds) {
        outbox.add({ destination: 'printer', userId }, 'PRINT_JOB', { storeId, printerName: row.printerName, jobId: row.id });
      }
    }
    return rows.map((row) => row.id);
  }

  private async print(storeId: number, store: Store, printouts: Printout[], orderId: number | null): Promise<PrintResult> {
    const jobIds = await this.enqueue(storeId, store, printouts, orderId);
    return { documents: printouts, jobIds };
  }

  // ---- documents of an order -------------------------------------------------------------------

  private async order(storeId: number, orderId: number, db: Executor = this.db) {
    const order = await readOrderDetail(db, storeId, orderId);
    if (!order) throw notFound('訂單不存在');
    const categoryIds = [...new Set(order.lines.flatMap((line) => (line.categoryId === null ? [] : [line.categoryId])))];
    const categories = await printingRepository.categories(db, storeId, categoryIds);
    return { order, categories };
  }

  /**
   * Kitchen tickets for what the kitchen has not been sent of the order (everything the first time; 加點 / 取消
   * after an edit), one per kitchen area when kitchenAreaSwitch is on; the memory is updated.
   */
  async kitchenChanges(storeId: number, orderId: number): Promise<PrintResult> {
    const store = await this.store(storeId);
    const printouts = await this.kitchenPrintouts(storeId, store, orderId);
    return this.print(storeId, store, printouts, orderId);
  }

  /** `read`: the order already read; `fresh`: the order was created in this transaction (the kitchen has been sent nothing). */
  private async kitchenPrintouts(
    storeId: number,
    store: Store,
    orderId: number,
    db: Executor = this.db,
    read?: OrderRead,
    fresh = false,
  ): Promise<Printout[]> {
    const { order, categories } = read ?? (await this.order(storeId, orderId, db));
    const areasOn = store.switches.kitchenAreaSwitch === true;
    const memory = fresh ? new Map<number, SentKitchenLine[]>() : await printingRepository.kitchenMemory(db, storeId, orderId);
    const groups = linesByKitchenArea(printedKitchenLines(store, kitchenLinesOf(order, categories)), areasOn);
    for (const target of memory.keys()) if (!groups.has(target === 0 ? null : target)) groups.set(target === 0 ? null : target, []);
    const areaNames = new Map([...categories.values()].map((category) => [category.kitchenAreaId, category.areaName]));
    const printouts: Printout[] = [];
    const now = this.clock();
    for (const [areaId, lines] of groups) {
      const target = areaId ?? 0;
      const previous = memory.get(target) ?? [];
      const live = order.status === 'CANCELLED' ? [] : lines;
      const changes = kitchenChanges(previous, live);
      if (changes.added.length === 0 && changes.cancelled.length === 0) continue;
      printouts.push(
        ...routed(
          store.printers.documentPrinters.kitchen,
          kitchenTicketDocument({
          orderNo: order.orderNo,
          orderType: order.type,
          tableNumber: order.tableNumber,
          time: storeTime(now, store.timeZone),
          areaName: areaId === null ? null : (areaNames.get(areaId) ?? null),
          change: previous.length > 0,
          changes,
            orderRemark: order.remark,
          }),
        ),
      );
      await printingRepository.saveKitchenMemory(db, storeId, orderId, target, sentLines(live), now);
    }
    return printouts;
  }

  private async proofPrintouts(storeId: number, store: Store, orderId: number, tx?: Transaction): Promise<Printout[]> {
    if (store.printers.documentPrinters.proof === 'NONE') return [];
    const proof = await this.invoices.proof({ storeId, orderId, invoiceId: null }, tx);
    return routed(store.printers.documentPrinters.proof, invoiceProofDocument(proof));
  }

  /**
   * The documents of a checkout, not marked 補印: the receipt (printSwitch; a cash payment opens the drawer), the
   * e-invoice proof when it prints on paper, the kitchen tickets (the kitchen's memory remembers them) and labels
   * (tagSwitch). The proof comes from the e-invoice service, which reads on its own connection: the caller reads it
   * first (never inside a transaction of ours, which the embedded database's one connection would wait on forever).
   */
  private async checkoutPrintouts(storeId: number, store: Store, orderId: number, proof: Printout[], db: Executor = this.db, fresh = false) {
    const read = await this.order(storeId, orderId, db);
    const { order, categories } = read;
    const printouts: Printout[] = [];
    if (store.switches.printSwitch === true) {
      const cash = order.payments.some((payment) => payment.statisticKey === 'CASH');
      const input = receiptInputOf(order, store.storeName, store.timeZone, cash, this.publicOrigin);
      printouts.push(...routed(store.printers.documentPrinters.receipt, receiptDocument(input)));
    }
    printouts.push(...proof);
    printouts.push(...(await this.kitchenPrintouts(storeId, store, orderId, db, read, fresh)));
    if (store.switches.tagSwitch === true) {
      for (const document of labelDocumentsOf(order, categories, store.storeName, store.timeZone, undefined)) {
        printouts.push({ printer: 'TAG', document });
      }
    }
    return printouts;
  }

  /** The proof when the order has an issued invoice printed on paper (no carrier, no donation); else nothing. */
  private async proofIfPrintable(storeId: number, store: Store, orderId: number, tx?: Transaction): Promise<Printout[]> {
    try {
      return await this.proofPrintouts(storeId, store, orderId, tx);
    } catch (error) {
      // 409: no invoice issued, one on a carrier or donated, or no AES key: there is no paper proof to print.
      if (error instanceof AppError && error.statusCode === 409) return [];
      throw error;
    }
  }

  /**
   * In the checkout's transaction, when the store prints through a printer box: the receipt, the e-invoice proof when
   * it prints on paper, kitchen tickets and labels, queued; the notices go out with the checkout's own once it
   * committed. Queued here rather than after the answer: on the embedded database every transaction and every
   * statement outside one waits its turn behind all other requests' (one connection), and at 10 terminals that
   * second turn was most of the way from the checkout to the printer (bench:print). Under a savepoint: a failure here
   * undoes only the print jobs and is thrown to the caller, which logs it and lets the order commit.
   * `kitchenPrinted`: an order uploaded from a terminal that printed its kitchen tickets itself while offline
   * (docs/offline.md): for a store printing through its browsers, the kitchen memory records the whole order as sent.
   */
  async queueCheckout(tx: Transaction, outbox: RealtimeOutbox, storeId: number, result: AddOrderResult, kitchenPrinted = false): Promise<void> {
    await tx.transaction(async (savepoint) => {
      const store = await this.store(storeId, savepoint);
      if (!store.printerBox) {
        // The tickets (already on paper) are built only for the memory they leave; nothing is printed again.
        if (kitchenPrinted) await this.kitchenPrintouts(storeId, store, result.orderId, savepoint, undefined, true);
        return;
      }
      const proof = result.invoice?.printable ? await this.proofIfPrintable(storeId, store, result.orderId, savepoint) : [];
      const printouts = await this.checkoutPrintouts(storeId, store, result.orderId, proof, savepoint, true);
      await this.queueJobs(savepoint, outbox, storeId, store, printouts, result.orderId);
    });
  }

  /**
   * An offline upload answered from an earlier send's record (the online send reached the server, its answer was
   * lost, and the terminal then printed the kitchen tickets itself): the kitchen memory is written now, against what
   * was already sent, so the board's next edit prints only what changed. A printer-box store printed nothing at the
   * terminal.
   */
  async recordTerminalKitchenPrint(storeId: number, orderId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const store = await this.store(storeId, tx);
      if (!store.printerBox) await this.kitchenPrintouts(storeId, store, orderId, tx);
    });
  }

  /**
   * The checkout's documents for a screen printing through its own Bluetooth / serial printer. A printer-box store
   * had them queued by the checkout itself: nothing more is answered (sending them again would print twice).
   */
  async checkout(request: OrderPrintRequest): Promise<PrintResult> {
    const store = await this.store(request.storeId);
    if (store.printerBox) {
      await this.order(request.storeId, request.orderId);
      return { documents: [], jobIds: [] };
    }
    const proof = await this.proofIfPrintable(request.storeId, store, request.orderId);
    const printouts = await this.checkoutPrintouts(request.storeId, store, request.orderId, proof);
    return { documents: printouts, jobIds: [] };
  }

  /** After an edit of the order on the board, when the store prints through a printer box: 加點 / 取消 tickets. */
  async afterOrderEdit(storeId: number, orderId: number): Promise<void> {
    const store = await this.store(storeId);
    if (!store.printerBox) return;
    await this.enqueue(storeId, store, await this.kitchenPrintouts(storeId, store, orderId), orderId);
  }

  /**
   * Table service (docs/tables.md): checks were split, moved or merged. For a printer-box store the kitchen's memory of
   * each check becomes its lines as they now are (they were sent already, under whichever check), so the next edit
   * prints only what was really added or cancelled; a 移桌 / 併單 ticket goes to the kitchen's printer.
   */
  async afterTableChange(storeId: number, change: { orderIds: readonly number[]; ticket: Omit<TableTicketInput, 'time'> | null }): Promise<void> {
    const store = await this.store(storeId);
    if (!store.printerBox) return;
    const now = this.clock();
    const areasOn = store.switches.kitchenAreaSwitch === true;
    for (const orderId of change.orderIds) {
      const { order, categories } = await this.order(storeId, orderId);
      const live = order.status === 'CANCELLED' ? [] : kitchenLinesOf(order, categories);
      const groups = linesByKitchenArea(live, areasOn);
      for (const target of (await printingRepository.kitchenMemory(this.db, storeId, orderId)).keys()) {
        if (!groups.has(target === 0 ? null : target)) groups.set(target === 0 ? null : target, []);
      }
      for (const [areaId, lines] of groups) await printingRepository.saveKitchenMemory(this.db, storeId, orderId, areaId ?? 0, sentLines(lines), now);
    }
    if (change.ticket) {
      const document = tableTicketDocument({ ...change.ticket, time: storeTime(now, store.timeZone) });
      await this.enqueue(storeId, store, routed(store.printers.documentPrinters.kitchen, document), change.orderIds[0] ?? null);
    }
  }

  /**
   * The kiosk's number ticket (出單點餐), queued for the receipt's printer when the store prints through a printer box
   * and names one; nothing otherwise (the kiosk's screen shows the number either way).
   */
  async numberTicket(storeId: number, orderId: number): Promise<PrintResult> {
    const store = await this.store(storeId);
    const { order } = await this.order(storeId, orderId);
    const document = numberTicketDocument(receiptInputOf(order, store.storeName, store.timeZone, false));
    return this.print(storeId, store, routed(store.printers.documentPrinters.receipt, document), orderId);
  }

  /** 補印 of an order's receipt, kitchen tickets (the whole order), labels or e-invoice proof. */
  async reprint(request: ReprintRequest): Promise<PrintResult> {
    const { storeId, orderId } = request;
    const store = await this.store(storeId);
    const { order, categories } = await this.order(storeId, orderId);
    const now = storeTime(this.clock(), store.timeZone);
    let printouts: Printout[];
    switch (request.document) {
      case 'RECEIPT':
        printouts = routed(
          store.printers.documentPrinters.receipt,
          markReprint(receiptDocument(receiptInputOf(order, store.storeName, store.timeZone, false, this.publicOrigin))),
        );
        break;
      case 'KITCHEN': {
        const areasOn = store.switches.kitchenAreaSwitch === true;
        const groups = linesByKitchenArea(printedKitchenLines(store, kitchenLinesOf(order, categories)), areasOn);
        const areaNames = new Map([...categories.values()].map((category) => [category.kitchenAreaId, category.areaName]));
        printouts = [...groups].flatMap(([areaId, lines]) =>
          routed(
            store.printers.documentPrinters.kitchen,
            markReprint(
            kitchenTicketDocument({
              orderNo: order.orderNo,
              orderType: order.type,
              tableNumber: order.tableNumber,
              time: now,
              areaName: areaId === null ? null : (areaNames.get(areaId) ?? null),
              change: false,
              changes: { added: lines, cancelled: [] },
                orderRemark: order.remark,
              }),
            ),
          ),
        );
        break;
      }
      case 'LABEL':
        printouts = labelDocumentsOf(order, categories, store.storeName, store.timeZone, order.lines.map((line) => line.id)).map(
          (document) => ({ printer: 'TAG' as const, document: markReprint(document) }),
        );
        break;
      case 'INVOICE_PROOF':
        // The proof itself says 補印 from its second print on (the e-invoice area counts the prints).
        printouts = await this.proofPrintouts(storeId, store, orderId);
        break;
    }
    return this.print(storeId, store, printouts, orderId);
  }

  /** POST back/pos/printTag: labels of the order's labelled lines, or of the lines named. */
  async printTag(request: PrintTagRequest): Promise<PrintResult> {
    const store = await this.store(request.storeId);
    const { order, categories } = await this.order(request.storeId, request.orderId);
    if (request.lineIds?.some((id) => !order.lines.some((line) => line.id === id))) throw badRequest('訂單明細不存在');
    const documents = labelDocumentsOf(order, categories, store.storeName, store.timeZone, request.lineIds);
    const printouts = documents.map((document) => ({ printer: 'TAG' as const, document }));
    return this.print(request.storeId, store, printouts, request.orderId);
  }

  /** The settings' test page on one printer slot. */
  async test(request: PrintTestRequest): Promise<PrintResult> {
    const store = await this.store(request.storeId);
    const target = PrintingService.target(store.printers, request.printer);
    const columns = target?.media.columns ?? paperMedia(store.printers.paperWidth).columns;
    const name = target ? `${SLOT_LABEL[request.printer]} ${target.name}` : SLOT_LABEL[request.printer];
    const document = testPageDocument(name, columns, storeTime(this.clock(), store.timeZone));
    return this.print(request.storeId, store, [{ printer: request.printer, document }], null);
  }

  /**
   * A document another area answers for printing (turnover and shift slips to the report printer, the e-invoice
   * proof to the invoice printer), queued when the store prints through a box.
   */
  async printSlip(
    storeId: number,
    purpose: 'REPORT' | 'INVOICE',
    build: (printedAt: string, storeName: string) => PrintDocument,
  ): Promise<PrintResult> {
    const store = await this.store(storeId);
    const document = build(storeTime(this.clock(), store.timeZone), store.storeName);
    const target = purpose === 'REPORT' ? store.printers.documentPrinters.report : store.printers.documentPrinters.proof;
    return this.print(storeId, store, routed(target, document), null);
  }

  // ---- the printer box --------------------------------------------------------------------------

  async jobs(query: PrintJobsQuery): Promise<PrintJobSummary[]> {
    const rows = await printingRepository.openJobs(this.db, query.storeId, [...new Set(query.printer)]);
    return rows.map(presentSummary);
  }

  /** Takes a job to print: its document, marked 補印 when an earlier claim was never acknowledged. */
  async claim(storeId: number, jobId: number): Promise<PrintJob> {
    const row = await printingRepository.claim(this.db, storeId, jobId, this.clock());
    if (!row) {
      const done = await printingRepository.findJob(this.db, storeId, jobId);
      if (!done) throw notFound('列印工作不存在');
      return { ...presentSummary(done), document: done.document, columns: done.columns, dots: done.dots, reprint: false };
    }
    const reprint = row.claims > 1;
    const document = reprint ? markReprint(row.document) : row.document;
    return { ...presentSummary(row), document, columns: row.columns, dots: row.dots, reprint };
  }

  /**
   * The printer box takes a printer's pending jobs in one call (oldest first, at most PRINT_TAKE_MAX), each claimed;
   * the documents are as queued and `claimedBefore` says an earlier claim was never acknowledged (the box decides
   * from its journal whether that print had begun, and marks it 補印). With `waitMs` and nothing pending, the answer
   * is held until the printer's next job is queued (its PRINT_JOB notice, from this instance or another over the
   * bus) and then claimed, or until the wait is over (an empty list). `gone` aborts when the box's connection closed:
   * nothing is claimed for a box that is no longer there (its claim would print as 補印).
   */
  async take(request: PrintTakeRequest, gone?: AbortSignal): Promise<TakenJob[]> {
    const acknowledge = request.acknowledge ?? [];
    const claim = (db: Executor) => printingRepository.claimOpen(db, request.storeId, request.printer, PRINT_TAKE_MAX, this.clock());
    // Listening before the first claim: a job queued while it runs is not missed.
    const waiting = this.waitingFor(request.storeId, request.printer);
    try {
      let rows =
        acknowledge.length === 0
          ? await claim(this.db)
          : await this.db.transaction(async (tx) => {
              await this.acknowledgeOn(tx, { storeId: request.storeId, jobIds: acknowledge });
              return claim(tx);
            });
      const deadline = performance.now() + (request.waitMs ?? 0);
      while (rows.length === 0 && !gone?.aborted && (await waiting.next(deadline - performance.now(), gone))) {
        if (gone?.aborted) break;
        rows = await claim(this.db);
      }
      return rows.map((row) => ({ ...presentSummary(row), document: row.document, columns: row.columns, dots: row.dots, claimedBefore: row.claims > 1 }));
    } finally {
      waiting.stop();
    }
  }

  /** News of a printer's next jobs: a held take waits on it. */
  private waitingFor(storeId: number, printerName: string): JobWaiter {
    const key = `${storeId}\u0000${printerName}`;
    let waiters = this.waiters.get(key);
    if (!waiters) this.waiters.set(key, (waiters = new Set()));
    const waiter = new JobWaiter(() => {
      waiters.delete(waiter);
      if (waiters.size === 0 && this.waiters.get(key) === waiters) this.waiters.delete(key);
    });
    waiters.add(waiter);
    return waiter;
  }

  /** A PRINT_JOB notice (one per printer and batch, to each of the store's users): wakes the printer's held takes. */
  private heard(event: BusEvent): void {
    if (event.kind !== 'message' || event.message.type !== 'PRINT_JOB') return;
    const { storeId, printerName } = event.message.data;
    for (const waiter of this.waiters.get(`${storeId}\u0000${printerName}`) ?? []) waiter.wake();
  }

  /** Acknowledges several jobs; each answers `first` as acknowledge does. Another store's job: 404, nothing changed. */
  acknowledgeAll(request: PrintAckAllRequest): Promise<PrintAckResult[]> {
    return this.db.transaction((tx) => this.acknowledgeOn(tx, request));
  }

  private async acknowledgeOn(db: Executor, request: PrintAckAllRequest): Promise<PrintAckResult[]> {
    const jobIds = [...new Set(request.jobIds)];
    const known = await printingRepository.existingJobIds(db, request.storeId, jobIds);
    if (known.size < jobIds.length) throw notFound('列印工作不存在');
    const first = await printingRepository.acknowledgeAll(db, request.storeId, jobIds, this.clock());
    return jobIds.map((jobId) => ({ jobId, first: first.has(jobId) }));
  }

  /** Marks the job printed; a second acknowledgement changes nothing and answers first: false. */
  async acknowledge(storeId: number, jobId: number): Promise<PrintAckResult> {
    if (await printingRepository.acknowledge(this.db, storeId, jobId, this.clock())) return { jobId, first: true };
    if (!(await printingRepository.findJob(this.db, storeId, jobId))) throw notFound('列印工作不存在');
    return { jobId, first: false };
  }

  /** A box reports one of its printers: the slot it is named for hears the state on the store's screens. */
  async reportStatus(request: PrinterStatusRequest): Promise<PrinterStatusView> {
    const store = await this.store(request.storeId);
    const slot = PrintingService.slotOfName(store.printers, request.printerName);
    if (!slot) throw badRequest('印表機名稱未設定');
    const now = this.clock();
    await printingRepository.saveStatus(this.db, request.storeId, slot, request.printerName, request.status, now);
    for (const userId of await printingRepository.storeUserIds(this.db, request.storeId)) {
      await publishNow(this.realtime, { destination: 'printer', userId }, 'PRINTER_STATUS', {
        storeId: request.storeId,
        printer: slot,
        status: request.status,
      });
    }
    return { printer: slot, printerName: request.printerName, status: request.status, updatedAt: now.toISOString() };
  }

  async statuses(storeId: number): Promise<PrinterStatusView[]> {
    const store = await this.store(storeId);
    const rows = await printingRepository.statuses(this.db, storeId);
    return PRINTER_SLOTS.map((slot) => {
      const name = PrintingService.target(store.printers, slot)?.name ?? null;
      const row = rows.find((candidate) => candidate.printer === slot && candidate.printerName === name);
      return { printer: slot, printerName: name, status: row?.status ?? 'OFFLINE', updatedAt: row?.updatedAt.toISOString() ?? null };
    });
  }
}
