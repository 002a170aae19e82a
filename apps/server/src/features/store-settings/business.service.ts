import {
  availabilityAt,
  BUSINESS_MSG,
  DEFAULT_MOBILE_ORDER_SETTING,
  defaultBusinessHours,
  type AvailabilityAnswer,
  type BusinessHours,
  type StoreSetting,
  type UpdateBusinessHoursRequest,
  type UpdateMobileOrderSettingRequest,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { businessRepository, type StoreBusinessRow } from './business.repository.js';

/**
 * Business hours (營業時間 / 休息時間 / 公休日), the mobile-order settings and whether the store takes orders now.
 * The rule itself is core's (availabilityAt); this service stores the settings and answers for a store.
 * After a change the store's devices hear CONFIG_CHANGED (setting BUSINESS_HOURS or MOBILE_ORDER_SETTING).
 */
export class BusinessSettingService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async getStoreSetting(storeId: number): Promise<StoreSetting> {
    const row = await this.storeOf(storeId);
    const businessHours = row.businessHours ?? defaultBusinessHours();
    return {
      store: { id: row.id, name: row.name, phone: row.phone, address: row.address, timeZone: row.timeZone },
      businessHours,
      mobileOrderSetting: { ...DEFAULT_MOBILE_ORDER_SETTING, ...row.mobileOrderSetting },
      availability: this.availabilityOf(row),
    };
  }

  async isAvailable(storeId: number): Promise<AvailabilityAnswer> {
    return this.availabilityOf(await this.storeOf(storeId));
  }

  async updateBusinessHours(request: UpdateBusinessHoursRequest): Promise<StoreSetting> {
    const { storeId, businessSwitch, weekly, closedDays } = request;
    const businessHours: BusinessHours = {
      businessSwitch,
      weekly: [...weekly].sort((a, b) => a.weekday - b.weekday),
      closedDays: [...new Set(closedDays)].sort(),
    };
    await this.storeOf(storeId);
    await this.publishChange(storeId, 'BUSINESS_HOURS', (tx) => businessRepository.save(tx, storeId, { businessHours }, this.clock()));
    return this.getStoreSetting(storeId);
  }

  async updateMobileOrderSetting(request: UpdateMobileOrderSettingRequest): Promise<StoreSetting> {
    const { storeId, setting } = request;
    const hiddenCategoryIds = [...new Set(setting.hiddenCategoryIds)].sort((a, b) => a - b);
    await this.storeOf(storeId);
    await this.publishChange(storeId, 'MOBILE_ORDER_SETTING', async (tx) => {
      const known = await businessRepository.categoryIdsOf(tx, storeId, hiddenCategoryIds);
      if (known.length !== hiddenCategoryIds.length) throw badRequest(BUSINESS_MSG.CATEGORY);
      await businessRepository.save(tx, storeId, { mobileOrderSetting: { ...setting, hiddenCategoryIds } }, this.clock());
    });
    return this.getStoreSetting(storeId);
  }

  private publishChange(storeId: number, setting: string, write: (tx: Transaction) => Promise<void>) {
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        await write(tx);
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting });
      }),
    );
  }

  private async storeOf(storeId: number): Promise<StoreBusinessRow> {
    const row = await businessRepository.storeOf(this.db, storeId);
    if (!row) throw notFound();
    return row;
  }

  private availabilityOf(row: StoreBusinessRow): AvailabilityAnswer {
    return { storeId: row.id, ...availabilityAt(row.businessHours ?? defaultBusinessHours(), this.clock(), row.timeZone) };
  }
}
