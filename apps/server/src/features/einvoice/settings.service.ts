import {
  type AddInvoiceTrackRequest,
  EINVOICE_MSG,
  invoicePeriod,
  type InvoiceTrack,
  periodKey,
  periodOfDate,
  periodText,
  type StoreInvoiceSetting,
  type TrackRange,
  type UpdateStoreInvoiceSettingRequest,
  validateTrackRange,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { einvoiceRepository, type StoreInvoiceContext } from './einvoice.repository.js';
import { presentTrack, trackPeriod } from './einvoice.presenter.js';
import { numberSupply } from './number-supply.js';

/**
 * The store's e-invoice settings: the seller, the QR key, its own invoice switch (kept in the store config with the
 * platform's switch), and the number tracks. Track changes of a store are serialized by a lock, so the overlap check
 * holds under concurrent adds.
 */
export class EinvoiceSettingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async getSetting(storeId: number, executor: Executor = this.db): Promise<StoreInvoiceSetting> {
    const context = await this.context(executor, storeId);
    const today = zonedDateTime(this.clock(), context.timeZone).date;
    const current = periodOfDate(today);
    const rows = await einvoiceRepository.tracks(executor, storeId);
    const tracks = rows.map((row) => presentTrack(row, current));
    const supply = await numberSupply(executor, storeId, rows, periodKey(current), this.clock());
    const adminInvoiceSwitch = context.switches.adminInvoiceSwitch === true;
    const storeInvoiceSwitch = context.switches.storeInvoiceSwitch === true;
    return {
      storeId,
      adminInvoiceSwitch,
      storeInvoiceSwitch,
      enabled: adminInvoiceSwitch && storeInvoiceSwitch,
      sellerTaxId: context.seller?.sellerTaxId ?? null,
      sellerName: context.seller?.sellerName ?? null,
      sellerAddress: context.seller?.sellerAddress ?? null,
      aesKeySet: Boolean(context.seller?.aesKeyHex),
      currentPeriodKey: periodKey(current),
      currentPeriodText: periodText(current),
      currentRemaining: supply.currentRemaining,
      lowOnNumbers: supply.runningOut,
      supply,
      tracks,
    };
  }

  /** Saves the seller and the store's switch; a switch turned on needs an AES key, stored or sent. */
  async updateSetting(request: UpdateStoreInvoiceSettingRequest): Promise<StoreInvoiceSetting> {
    const { storeId } = request;
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const context = await this.context(tx, storeId);
        const aesKeyHex = request.aesKey ?? context.seller?.aesKeyHex ?? null;
        if (request.storeInvoiceSwitch && !aesKeyHex) throw badRequest(EINVOICE_MSG.AES_KEY_REQUIRED);
        await einvoiceRepository.saveSeller(
          tx,
          storeId,
          {
            sellerTaxId: request.sellerTaxId || null,
            sellerName: request.sellerName || null,
            sellerAddress: request.sellerAddress || null,
            aesKeyHex,
          },
          now,
        );
        if (!(await einvoiceRepository.setStoreInvoiceSwitch(tx, storeId, request.storeInvoiceSwitch, now))) throw notFound();
        if (context.switches.storeInvoiceSwitch !== request.storeInvoiceSwitch) {
          // The POS reads the switches from the store config: it reloads it.
          outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: 'storeInvoiceSwitch' });
        }
        return this.getSetting(storeId, tx);
      }),
    );
  }

  async listTracks(storeId: number): Promise<InvoiceTrack[]> {
    return (await this.getSetting(storeId)).tracks;
  }

  async addTrack(request: AddInvoiceTrackRequest, userId: number): Promise<InvoiceTrack> {
    const { storeId } = request;
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const context = await this.context(tx, storeId);
      const today = zonedDateTime(now, context.timeZone).date;
      await einvoiceRepository.lockTracks(tx, storeId);
      const range: TrackRange = {
        period: invoicePeriod(request.year, request.startMonth),
        letters: request.letters,
        start: Number(request.startNumber),
        end: Number(request.endNumber),
      };
      const others = (await einvoiceRepository.tracks(tx, storeId)).map((row) => ({
        period: trackPeriod(row),
        letters: row.letters,
        start: row.startNumber,
        end: row.endNumber,
      }));
      const issue = validateTrackRange(range, others, { today });
      if (issue) throw issue.code === 'OVERLAP' ? conflict(issue.message) : badRequest(issue.message);
      const row = await einvoiceRepository.insertTrack(tx, {
        storeId,
        year: range.period.year,
        startMonth: range.period.startMonth,
        periodKey: periodKey(range.period),
        letters: range.letters,
        startNumber: range.start,
        endNumber: range.end,
        createdBy: userId,
        createdAt: now,
      });
      return presentTrack(row, periodOfDate(today));
    });
  }

  /** Removes a track entered by mistake; one whose numbers were used stays (it is the record of those invoices). */
  async removeTrack(storeId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await einvoiceRepository.lockTracks(tx, storeId);
      const row = await einvoiceRepository.findTrack(tx, storeId, id);
      if (!row) throw notFound(EINVOICE_MSG.TRACK_NOT_FOUND);
      if (!(await einvoiceRepository.removeUnusedTrack(tx, storeId, id))) throw conflict(EINVOICE_MSG.TRACK_IN_USE);
    });
  }

  private async context(executor: Executor, storeId: number): Promise<StoreInvoiceContext> {
    const context = await einvoiceRepository.storeContext(executor, storeId);
    if (!context) throw notFound();
    return context;
  }
}
