import type { DeviceSettings, PrintDocument, PrinterSlot, PrinterState, SentKitchenLine, UiSettings } from '@diancan/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  kdsSettings,
  kitchenAreas,
  menuCategories,
  printerStatuses,
  printJobs,
  printKitchenMemory,
  storeConfigs,
  stores,
  userStores,
} from '../../platform/db/schema/index.js';

export type PrintJobRow = typeof printJobs.$inferSelect;

export interface NewPrintJob {
  storeId: number;
  printerName: string;
  document: PrintDocument;
  columns: number;
  dots: number;
  orderId: number | null;
}

export interface StorePrintContext {
  storeName: string;
  timeZone: string;
  switchSettings: Record<string, unknown> | null;
  deviceSettings: Partial<DeviceSettings> | null;
  uiSettings: Partial<UiSettings> | null;
  /** The kitchen display's per-station choice (docs/kds.md): a SCREEN station's lines print no kitchen ticket. */
  stationModes: Record<string, 'PRINT' | 'SCREEN' | 'BOTH'> | null;
}

/** The SQL of printing: jobs, the kitchen's memory, printer states, and what documents need from the menu. */
export const printingRepository = {
  async insertJobs(db: Executor, jobs: NewPrintJob[]): Promise<PrintJobRow[]> {
    if (jobs.length === 0) return [];
    return db
      .insert(printJobs)
      .values(jobs.map((job) => ({ ...job, kind: job.document.kind, title: job.document.title })))
      .returning();
  },

  /** Jobs not acknowledged yet of those printers, oldest first. */
  openJobs(db: Executor, storeId: number, printerNames: string[]): Promise<PrintJobRow[]> {
    if (printerNames.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.storeId, storeId), inArray(printJobs.printerName, printerNames), ne(printJobs.state, 'DONE')))
      .orderBy(asc(printJobs.id))
      .limit(200);
  },

  async claim(db: Executor, storeId: number, jobId: number, now: Date): Promise<PrintJobRow | undefined> {
    const [row] = await db
      .update(printJobs)
      .set({ state: 'PRINTING', claims: sql`${printJobs.claims} + 1`, claimedAt: now })
      .where(and(eq(printJobs.id, jobId), eq(printJobs.storeId, storeId), ne(printJobs.state, 'DONE')))
      .returning();
    return row;
  },

  /** Claims the printer's open jobs, oldest first (one statement; rows another take holds are skipped). */
  async claimOpen(db: Executor, storeId: number, printerName: string, limit: number, now: Date): Promise<PrintJobRow[]> {
    const open = db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.storeId, storeId), eq(printJobs.printerName, printerName), ne(printJobs.state, 'DONE')))
      .orderBy(asc(printJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(printJobs)
      .set({ state: 'PRINTING', claims: sql`${printJobs.claims} + 1`, claimedAt: now })
      .where(inArray(printJobs.id, open))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },

  async existingJobIds(db: Executor, storeId: number, jobIds: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.storeId, storeId), inArray(printJobs.id, jobIds)));
    return new Set(rows.map((row) => row.id));
  },

  /** Marks the jobs done; answers those that were not done before. */
  async acknowledgeAll(db: Executor, storeId: number, jobIds: number[], now: Date): Promise<Set<number>> {
    const rows = await db
      .update(printJobs)
      .set({ state: 'DONE', doneAt: now })
      .where(and(eq(printJobs.storeId, storeId), inArray(printJobs.id, jobIds), ne(printJobs.state, 'DONE')))
      .returning({ id: printJobs.id });
    return new Set(rows.map((row) => row.id));
  },

  async acknowledge(db: Executor, storeId: number, jobId: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(printJobs)
      .set({ state: 'DONE', doneAt: now })
      .where(and(eq(printJobs.id, jobId), eq(printJobs.storeId, storeId), ne(printJobs.state, 'DONE')))
      .returning({ id: printJobs.id });
    return rows.length > 0;
  },

  async findJob(db: Executor, storeId: number, jobId: number): Promise<PrintJobRow | undefined> {
    const [row] = await db.select().from(printJobs).where(and(eq(printJobs.id, jobId), eq(printJobs.storeId, storeId)));
    return row;
  },

  async context(db: Executor, storeId: number): Promise<StorePrintContext | undefined> {
    const [row] = await db
      .select({
        storeName: stores.name,
        timeZone: stores.timeZone,
        switchSettings: storeConfigs.switchSettings,
        deviceSettings: storeConfigs.deviceSettings,
        uiSettings: storeConfigs.uiSettings,
        stationModes: kdsSettings.stationModes,
      })
      .from(stores)
      .leftJoin(storeConfigs, eq(storeConfigs.storeId, stores.id))
      .leftJoin(kdsSettings, eq(kdsSettings.storeId, stores.id))
      .where(eq(stores.id, storeId));
    return row;
  },

  async storeUserIds(db: Executor, storeId: number): Promise<number[]> {
    const rows = await db.select({ userId: userStores.userId }).from(userStores).where(eq(userStores.storeId, storeId));
    return rows.map((row) => row.userId);
  },

  /** Kitchen area and label flag of the categories named, with the areas' names. */
  async categories(
    db: Executor,
    storeId: number,
    categoryIds: number[],
  ): Promise<Map<number, { kitchenAreaId: number | null; areaName: string | null; printTag: boolean }>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: menuCategories.id,
        kitchenAreaId: menuCategories.kitchenAreaId,
        areaName: kitchenAreas.name,
        printTag: menuCategories.printTag,
      })
      .from(menuCategories)
      .leftJoin(kitchenAreas, eq(kitchenAreas.id, menuCategories.kitchenAreaId))
      .where(and(eq(menuCategories.storeId, storeId), inArray(menuCategories.id, categoryIds)));
    return new Map(rows.map((row) => [row.id, row]));
  },

  async kitchenMemory(db: Executor, storeId: number, orderId: number): Promise<Map<number, SentKitchenLine[]>> {
    const rows = await db
      .select({ target: printKitchenMemory.target, lines: printKitchenMemory.lines })
      .from(printKitchenMemory)
      .where(and(eq(printKitchenMemory.storeId, storeId), eq(printKitchenMemory.orderId, orderId)));
    return new Map(rows.map((row) => [row.target, row.lines as SentKitchenLine[]]));
  },

  async saveKitchenMemory(db: Executor, storeId: number, orderId: number, target: number, lines: SentKitchenLine[], now: Date) {
    await db
      .insert(printKitchenMemory)
      .values({ storeId, orderId, target, lines, updatedAt: now })
      .onConflictDoUpdate({
        target: [printKitchenMemory.storeId, printKitchenMemory.orderId, printKitchenMemory.target],
        set: { lines, updatedAt: now },
      });
  },

  async saveStatus(db: Executor, storeId: number, printer: PrinterSlot, printerName: string, status: PrinterState, now: Date) {
    await db
      .insert(printerStatuses)
      .values({ storeId, printer, printerName, status, updatedAt: now })
      .onConflictDoUpdate({
        target: [printerStatuses.storeId, printerStatuses.printer],
        set: { printerName, status, updatedAt: now },
      });
  },

  statuses(db: Executor, storeId: number) {
    return db.select().from(printerStatuses).where(eq(printerStatuses.storeId, storeId));
  },
};
