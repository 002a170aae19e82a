import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { einvoiceOfflineBlocks as blocks } from '../../platform/db/schema/index.js';

export type OfflineBlockRow = typeof blocks.$inferSelect;

/** The numbers of a block already recorded as invoices (voided ones too: a number is used once, ever). */
const usedNumbersOf = sql`coalesce((
  select array_agg(right(i.invoice_number, 8)::int order by i.invoice_number) from einvoice_invoices i
  where i.store_id = b.store_id and i.period_key = b.period_key and left(i.invoice_number, 2) = b.letters
    and right(i.invoice_number, 8)::int between b.start_number and b.end_number), '{}')`;

interface BlockWithUse {
  id: number | string;
  terminal_id: string;
  period_key: string;
  letters: string;
  start_number: number;
  end_number: number;
  reserved_at: Date | string;
  revoked_at: Date | string | null;
  random_codes: string[] | null;
  used: number[];
}

export type OfflineBlockWithUse = Pick<
  OfflineBlockRow,
  'id' | 'terminalId' | 'periodKey' | 'letters' | 'startNumber' | 'endNumber' | 'reservedAt' | 'revokedAt' | 'randomCodes'
> & { usedNumbers: number[] };

/** A list of 4-digit random codes as a PostgreSQL array literal (drizzle would spread a JS array into a list). */
const codesArray = (codes: readonly string[]) => `{${codes.join(',')}}`;

function withUse(row: BlockWithUse): OfflineBlockWithUse {
  return {
    id: Number(row.id),
    terminalId: row.terminal_id,
    periodKey: row.period_key,
    letters: row.letters,
    startNumber: row.start_number,
    endNumber: row.end_number,
    reservedAt: new Date(row.reserved_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    randomCodes: row.random_codes,
    usedNumbers: row.used.map(Number),
  };
}

export const offlineBlockRepository = {
  /**
   * Reserves up to `size` numbers of the period's first track with numbers left, in ONE statement: the track row is
   * locked and its next_number moved past the block (as a checkout takes one number), so blocks of different
   * terminals, and the numbers checkouts take, never overlap. Answers nothing when the period has no number left.
   * `randomCodes` (one per number of a full block) are kept for the numbers the block got.
   */
  async reserve(
    db: Executor,
    input: { storeId: number; terminalId: string; periodKey: string; size: number; userId: number | null; now: Date; randomCodes: readonly string[] },
  ): Promise<OfflineBlockRow | undefined> {
    const rows = await queryRows<{ id: number | string }>(db, sql`
      with track as (
        select id, letters, next_number, end_number from einvoice_tracks
        where store_id = ${input.storeId}::int and period_key = ${input.periodKey}::text and next_number <= end_number
        order by letters, start_number limit 1 for update
      ), taken as (
        update einvoice_tracks t set next_number = least(track.next_number + ${input.size}::int, track.end_number + 1)
        from track where t.id = track.id
        returning t.id, track.letters, track.next_number as first_number,
          least(track.next_number + ${input.size}::int, track.end_number + 1) - 1 as last_number
      )
      insert into einvoice_offline_blocks (store_id, terminal_id, track_id, period_key, letters, start_number, end_number,
        reserved_by, reserved_at, random_codes)
      select ${input.storeId}::int, ${input.terminalId}::text, taken.id, ${input.periodKey}::text, taken.letters,
        taken.first_number, taken.last_number, ${input.userId}::int, ${input.now.toISOString()}::timestamptz,
        (${codesArray(input.randomCodes)}::text[])[1:taken.last_number - taken.first_number + 1]
      from taken returning id`);
    const id = rows[0]?.id;
    return id === undefined ? undefined : this.find(db, input.storeId, Number(id));
  },

  async find(db: Executor, storeId: number, id: number): Promise<OfflineBlockRow | undefined> {
    const [row] = await db.select().from(blocks).where(and(eq(blocks.storeId, storeId), eq(blocks.id, id)));
    return row;
  },

  /** The store's blocks with the numbers used, newest first; only one terminal's open ones of a period when asked. */
  async listWithUse(db: Executor, storeId: number, open?: { terminalId: string; periodKey: string }): Promise<OfflineBlockWithUse[]> {
    const only = open
      ? sql`and b.terminal_id = ${open.terminalId}::text and b.period_key = ${open.periodKey}::text and b.revoked_at is null`
      : sql``;
    const rows = await queryRows<BlockWithUse>(db, sql`
      select b.id, b.terminal_id, b.period_key, b.letters, b.start_number, b.end_number, b.reserved_at, b.revoked_at,
        b.random_codes, ${usedNumbersOf} as used
      from einvoice_offline_blocks b where b.store_id = ${storeId}::int ${only}
      order by b.id desc`);
    return rows.map(withUse);
  },

  /** Gives a block reserved before random codes were kept its codes, once (the first filler wins); answers the kept ones. */
  async fillRandomCodes(db: Executor, storeId: number, id: number, codes: readonly string[]): Promise<string[] | null> {
    await queryRows(db, sql`
      update einvoice_offline_blocks set random_codes = ${codesArray(codes)}::text[]
      where store_id = ${storeId}::int and id = ${id}::bigint and random_codes is null`);
    return (await this.find(db, storeId, id))?.randomCodes ?? null;
  },

  async revoke(db: Executor, storeId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(blocks)
      .set({ revokedAt: now })
      .where(and(eq(blocks.storeId, storeId), eq(blocks.id, id), isNull(blocks.revokedAt)))
      .returning({ id: blocks.id });
    return rows.length > 0;
  },

  /** The unused ranges of a period's blocks (blanks for E0402), per letter pair. */
  async unusedRanges(db: Executor, storeId: number, periodKey: string): Promise<{ letters: string; start: number; end: number }[]> {
    return (await unusedBlockRanges(db, sql`b.store_id = ${storeId}::int`, periodKey)).map(({ letters, start, end }) => ({ letters, start, end }));
  },

  /** Every store's unused block numbers of a period, with the store's seller (the daily export's E0402 blanks). */
  unusedRangesOfAllStores(db: Executor, periodKey: string): Promise<{ sellerTaxId: string | null; letters: string; start: number; end: number }[]> {
    return unusedBlockRanges(db, sql`true`, periodKey);
  },

};

/** The unused numbers of the period's blocks matching `where`, as ranges (islands of consecutive numbers). */
async function unusedBlockRanges(db: Executor, where: SQL, periodKey: string) {
  const rows = await queryRows<{ seller_tax_id: string | null; letters: string; first_number: number; last_number: number }>(db, sql`
    select s.seller_tax_id, letters, min(n) as first_number, max(n) as last_number from (
      select b.id, b.store_id, b.letters, n, n - row_number() over (partition by b.id order by n) as island
      from einvoice_offline_blocks b cross join generate_series(b.start_number, b.end_number) n
      where ${where} and b.period_key = ${periodKey}::text
        and not exists (select 1 from einvoice_invoices i where i.store_id = b.store_id and i.period_key = b.period_key
          and i.invoice_number = b.letters || lpad(n::text, 8, '0'))
    ) unused left join einvoice_settings s on s.store_id = unused.store_id
    group by s.seller_tax_id, letters, id, island order by s.seller_tax_id, letters, first_number`);
  return rows.map((row) => ({ sellerTaxId: row.seller_tax_id, letters: row.letters, start: Number(row.first_number), end: Number(row.last_number) }));
}
