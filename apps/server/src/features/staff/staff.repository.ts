import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { sessions, stores, staffActivity, staffApprovals, staffMembers, staffRoles, staffSettings, staffTimeEntries } from '../../platform/db/schema/index.js';

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type StaffSettingsRow = typeof staffSettings.$inferSelect;
export type StaffActivityRow = typeof staffActivity.$inferSelect;
export type TimeEntryRow = typeof staffTimeEntries.$inferSelect;

/** A live member with their role: what sign-in, approval and the lists read (the hash stays in this area). */
export interface MemberRow {
  id: number;
  name: string;
  roleId: number;
  roleName: string;
  permissions: string[];
  pinHash: string;
}

const memberColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  roleId: staffMembers.roleId,
  roleName: staffRoles.name,
  permissions: staffRoles.permissions,
  pinHash: staffMembers.pinHash,
};

const liveMembersOf = (storeId: number) => and(eq(staffMembers.storeId, storeId), isNull(staffMembers.removedAt));

/** SQL of the staff area: roles, members, the store's staff mode, terminal sign-ins, approvals, log, timesheet. */
export const staffRepository = {
  settings(db: Executor, storeId: number): Promise<StaffSettingsRow | undefined> {
    return db.select().from(staffSettings).where(eq(staffSettings.storeId, storeId)).then((rows) => rows[0]);
  },

  /** The settings row and the default roles, once per store (the row is the marker); false when it was there. */
  async claimDefaults(db: Executor, storeId: number, voidReasons: readonly string[], now: Date): Promise<boolean> {
    const inserted = await db
      .insert(staffSettings)
      .values({ storeId, voidReasons: [...voidReasons], updatedAt: now })
      .onConflictDoNothing()
      .returning({ storeId: staffSettings.storeId });
    return inserted.length > 0;
  },

  /** Serialises a store's staff changes (PIN uniqueness is checked against every member's hash). */
  async lockStore(db: Executor, storeId: number): Promise<void> {
    await db.select({ storeId: staffSettings.storeId }).from(staffSettings).where(eq(staffSettings.storeId, storeId)).for('update');
  },

  async saveSettings(db: Executor, storeId: number, values: Partial<Pick<StaffSettingsRow, 'enabled' | 'idleMinutes' | 'voidReasons'>>, now: Date): Promise<void> {
    await db.update(staffSettings).set({ ...values, updatedAt: now }).where(eq(staffSettings.storeId, storeId));
  },

  roles(db: Executor, storeId: number): Promise<(StaffRoleRow & { staffCount: number })[]> {
    return db
      .select({
        id: staffRoles.id,
        storeId: staffRoles.storeId,
        name: staffRoles.name,
        permissions: staffRoles.permissions,
        sort: staffRoles.sort,
        createdAt: staffRoles.createdAt,
        updatedAt: staffRoles.updatedAt,
        staffCount: sql<number>`(select count(*)::int from ${staffMembers} m where m.role_id = ${staffRoles.id} and m.removed_at is null)`,
      })
      .from(staffRoles)
      .where(eq(staffRoles.storeId, storeId))
      .orderBy(asc(staffRoles.sort), asc(staffRoles.id));
  },

  async roleCount(db: Executor, storeId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(staffRoles).where(eq(staffRoles.storeId, storeId));
    return row?.n ?? 0;
  },

  async findRole(db: Executor, storeId: number, id: number): Promise<StaffRoleRow | undefined> {
    const [row] = await db.select().from(staffRoles).where(and(eq(staffRoles.storeId, storeId), eq(staffRoles.id, id)));
    return row;
  },

  async insertRole(db: Executor, storeId: number, values: { name: string; permissions: string[]; sort: number }, now: Date): Promise<number> {
    const [row] = await db
      .insert(staffRoles)
      .values({ storeId, ...values, createdAt: now, updatedAt: now })
      .returning({ id: staffRoles.id });
    if (!row) throw new Error('staff role not written');
    return row.id;
  },

  async updateRole(db: Executor, storeId: number, id: number, values: { name: string; permissions: string[] }, now: Date): Promise<boolean> {
    const rows = await db
      .update(staffRoles)
      .set({ ...values, updatedAt: now })
      .where(and(eq(staffRoles.storeId, storeId), eq(staffRoles.id, id)))
      .returning({ id: staffRoles.id });
    return rows.length > 0;
  },

  /** A role some member (live or removed) still names cannot go: the removed keep their role for the record. */
  async roleInUse(db: Executor, roleId: number): Promise<{ live: number; any: number }> {
    const [row] = await db
      .select({ any: count(), live: sql<number>`count(*) filter (where ${staffMembers.removedAt} is null)::int` })
      .from(staffMembers)
      .where(eq(staffMembers.roleId, roleId));
    return { live: row?.live ?? 0, any: row?.any ?? 0 };
  },

  async removeRole(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(staffRoles)
      .where(and(eq(staffRoles.storeId, storeId), eq(staffRoles.id, id)))
      .returning({ id: staffRoles.id });
    return rows.length > 0;
  },

  /** The store's live members with their roles (hashes included: the caller matches PINs and never shows them). */
  members(db: Executor, storeId: number): Promise<MemberRow[]> {
    return db
      .select(memberColumns)
      .from(staffMembers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
      .where(liveMembersOf(storeId))
      .orderBy(asc(staffMembers.id));
  },

  async member(db: Executor, storeId: number, id: number): Promise<MemberRow | undefined> {
    const [row] = await db
      .select(memberColumns)
      .from(staffMembers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
      .where(and(liveMembersOf(storeId), eq(staffMembers.id, id)));
    return row;
  },

  /** Any member of the store, removed ones too (the timesheet names them). */
  async memberNames(db: Executor, storeId: number): Promise<Map<number, string>> {
    const rows = await db.select({ id: staffMembers.id, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.storeId, storeId));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  async insertMember(db: Executor, storeId: number, values: { name: string; roleId: number; pinHash: string }, now: Date): Promise<number> {
    const [row] = await db
      .insert(staffMembers)
      .values({ storeId, ...values, createdAt: now, updatedAt: now })
      .returning({ id: staffMembers.id });
    if (!row) throw new Error('staff member not written');
    return row.id;
  },

  async updateMember(db: Executor, storeId: number, id: number, values: { name?: string; roleId?: number; pinHash?: string }, now: Date): Promise<boolean> {
    const rows = await db
      .update(staffMembers)
      .set({ ...values, updatedAt: now })
      .where(and(liveMembersOf(storeId), eq(staffMembers.id, id)))
      .returning({ id: staffMembers.id });
    return rows.length > 0;
  },

  async removeMember(db: Executor, storeId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(staffMembers)
      .set({ removedAt: now, updatedAt: now })
      .where(and(liveMembersOf(storeId), eq(staffMembers.id, id)))
      .returning({ id: staffMembers.id });
    return rows.length > 0;
  },

  /** Signs every terminal out of the member (removal: their open sessions stop at once). */
  async signOutEverywhere(db: Executor, staffId: number): Promise<void> {
    await db.update(sessions).set({ staffMemberId: null, staffStoreId: null, staffActiveAt: null }).where(eq(sessions.staffMemberId, staffId));
  },

  async bindTerminal(db: Executor, sessionId: string, storeId: number, staffId: number | null, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ staffMemberId: staffId, staffStoreId: staffId === null ? null : storeId, staffActiveAt: staffId === null ? null : now })
      .where(eq(sessions.id, sessionId));
  },

  async touchTerminal(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db.update(sessions).set({ staffActiveAt: now }).where(eq(sessions.id, sessionId));
  },

  /** The member bound to the session for the store, the store's idle minutes and the last activity. */
  async terminal(db: Executor, sessionId: string, storeId: number): Promise<{ member: MemberRow; activeAt: Date | null; idleMinutes: number } | null> {
    const [row] = await db
      .select({ ...memberColumns, activeAt: sessions.staffActiveAt, idleMinutes: staffSettings.idleMinutes })
      .from(sessions)
      .innerJoin(staffMembers, eq(staffMembers.id, sessions.staffMemberId))
      .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
      .innerJoin(staffSettings, eq(staffSettings.storeId, staffMembers.storeId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.staffStoreId, storeId), liveMembersOf(storeId)));
    if (!row) return null;
    const { activeAt, idleMinutes, ...member } = row;
    return { member, activeAt, idleMinutes };
  },

  async insertApproval(db: Executor, values: typeof staffApprovals.$inferInsert): Promise<void> {
    await db.insert(staffApprovals).values(values);
  },

  /** Spends an approval in one statement, so two calls racing for it cannot both have it. */
  async useApproval(db: Executor, tokenHash: string, storeId: number, permission: string, now: Date): Promise<number | null> {
    const [row] = await db
      .update(staffApprovals)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffApprovals.tokenHash, tokenHash),
          eq(staffApprovals.storeId, storeId),
          eq(staffApprovals.permission, permission),
          isNull(staffApprovals.usedAt),
          sql`${staffApprovals.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ approverId: staffApprovals.approverId });
    return row?.approverId ?? null;
  },

  async purgeApprovals(db: Executor, before: Date): Promise<void> {
    await db.delete(staffApprovals).where(lt(staffApprovals.expiresAt, before));
  },

  async memberName(db: Executor, storeId: number, id: number): Promise<string | null> {
    const [row] = await db
      .select({ name: staffMembers.name })
      .from(staffMembers)
      .where(and(eq(staffMembers.storeId, storeId), eq(staffMembers.id, id)));
    return row?.name ?? null;
  },

  async insertActivity(db: Executor, values: typeof staffActivity.$inferInsert): Promise<void> {
    await db.insert(staffActivity).values(values);
  },

  activity(db: Executor, storeId: number, from: Date, to: Date, staffId: number | undefined, limit: number): Promise<StaffActivityRow[]> {
    return db
      .select()
      .from(staffActivity)
      .where(
        and(
          eq(staffActivity.storeId, storeId),
          gte(staffActivity.createdAt, from),
          lt(staffActivity.createdAt, to),
          staffId === undefined ? undefined : or(eq(staffActivity.staffId, staffId), eq(staffActivity.approverId, staffId)),
        ),
      )
      .orderBy(desc(staffActivity.createdAt), desc(staffActivity.id))
      .limit(limit);
  },

  async timeZone(db: Executor, storeId: number): Promise<string> {
    const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    return row?.timeZone ?? 'Asia/Taipei';
  },

  async openEntry(db: Executor, staffId: number): Promise<TimeEntryRow | undefined> {
    const [row] = await db.select().from(staffTimeEntries).where(and(eq(staffTimeEntries.staffId, staffId), isNull(staffTimeEntries.clockOutAt)));
    return row;
  },

  async openEntries(db: Executor, storeId: number): Promise<Set<number>> {
    const rows = await db
      .select({ staffId: staffTimeEntries.staffId })
      .from(staffTimeEntries)
      .where(and(eq(staffTimeEntries.storeId, storeId), isNull(staffTimeEntries.clockOutAt)));
    return new Set(rows.map((row) => row.staffId));
  },

  async insertEntry(db: Executor, storeId: number, staffId: number, now: Date): Promise<TimeEntryRow> {
    const [row] = await db.insert(staffTimeEntries).values({ storeId, staffId, clockInAt: now, createdAt: now, updatedAt: now }).returning();
    if (!row) throw new Error('time entry not written');
    return row;
  },

  async closeEntry(db: Executor, id: number, at: Date, now: Date): Promise<TimeEntryRow | undefined> {
    const [row] = await db
      .update(staffTimeEntries)
      .set({ clockOutAt: at, updatedAt: now })
      .where(and(eq(staffTimeEntries.id, id), isNull(staffTimeEntries.clockOutAt)))
      .returning();
    return row;
  },

  async entry(db: Executor, storeId: number, id: number): Promise<TimeEntryRow | undefined> {
    const [row] = await db.select().from(staffTimeEntries).where(and(eq(staffTimeEntries.storeId, storeId), eq(staffTimeEntries.id, id)));
    return row;
  },

  async correctEntry(db: Executor, id: number, values: { clockInAt: Date; clockOutAt: Date; correctionReason: string }, now: Date): Promise<TimeEntryRow | undefined> {
    const [row] = await db
      .update(staffTimeEntries)
      .set({ ...values, correctedAt: now, updatedAt: now })
      .where(eq(staffTimeEntries.id, id))
      .returning();
    return row;
  },

  /** Entries that overlap [from, to): clocked in before its end and out after its start (or still open). */
  entries(db: Executor, storeId: number, from: Date, to: Date): Promise<TimeEntryRow[]> {
    return db
      .select()
      .from(staffTimeEntries)
      .where(
        and(
          eq(staffTimeEntries.storeId, storeId),
          lt(staffTimeEntries.clockInAt, to),
          or(isNull(staffTimeEntries.clockOutAt), gte(staffTimeEntries.clockOutAt, from)),
        ),
      )
      .orderBy(asc(staffTimeEntries.staffId), asc(staffTimeEntries.clockInAt));
  },
};
