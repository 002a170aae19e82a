import {
  DEFAULT_STAFF_ROLES,
  DEFAULT_VOID_REASONS,
  STAFF_MEMBERS_MAX,
  STAFF_MSG,
  STAFF_ROLES_MAX,
  type StaffAddRequest,
  type StaffMember,
  type StaffModeRequest,
  type StaffPermission,
  type StaffResetPinRequest,
  type StaffRole,
  type StaffRoleAddRequest,
  type StaffRoleUpdateRequest,
  type StaffSettings,
  type StaffUpdateRequest,
} from '@diancan/core';
import { hashSecret, verifySecret } from '../../platform/auth/passwords.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { isUniqueViolation } from '../../platform/records.js';
import { type MemberRow, staffRepository } from './staff.repository.js';

/** Permissions as the role row keeps them, limited to the codes of today (a code dropped later reads as absent). */
export function permissionsOf(stored: readonly string[]): StaffPermission[] {
  return DEFAULT_STAFF_ROLES[0]?.permissions.filter((code) => stored.includes(code)) ?? [];
}

/** The store's staff data starts with the default roles and settings, made the first time anything reads it. */
export async function ensureStaffDefaults(db: Executor, storeId: number, now: Date): Promise<void> {
  if (!(await staffRepository.claimDefaults(db, storeId, DEFAULT_VOID_REASONS, now))) return;
  let sort = 0;
  for (const role of DEFAULT_STAFF_ROLES) {
    sort += 1;
    await staffRepository.insertRole(db, storeId, { name: role.name, permissions: [...role.permissions], sort }, now);
  }
}

/** The live member whose PIN this is, if any: each hash is checked (a store has a few dozen members at most). */
export async function memberWithPin(members: readonly MemberRow[], pin: string): Promise<MemberRow | null> {
  const matches = await Promise.all(members.map(async (member) => ((await verifySecret(member.pinHash, pin)) ? member : null)));
  return matches.find((member) => member !== null) ?? null;
}

/** Roles, staff members and the store's staff mode (back office). */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onMemberRemoved: (staffId: number) => Promise<void>,
  ) {}

  async settings(storeId: number): Promise<StaffSettings> {
    await this.ensure(storeId);
    const row = await staffRepository.settings(this.db, storeId);
    return { enabled: row?.enabled ?? false, idleMinutes: row?.idleMinutes ?? 10, voidReasons: row?.voidReasons ?? [...DEFAULT_VOID_REASONS] };
  }

  async updateMode(request: StaffModeRequest): Promise<StaffSettings> {
    await this.ensure(request.storeId);
    const { enabled, idleMinutes, voidReasons } = request;
    await staffRepository.saveSettings(this.db, request.storeId, { enabled, idleMinutes, voidReasons }, this.clock());
    return this.settings(request.storeId);
  }

  async roles(storeId: number): Promise<StaffRole[]> {
    await this.ensure(storeId);
    return (await staffRepository.roles(this.db, storeId)).map((row) => ({
      id: row.id,
      name: row.name,
      permissions: permissionsOf(row.permissions),
      staffCount: Number(row.staffCount),
    }));
  }

  addRole(request: StaffRoleAddRequest): Promise<{ id: number }> {
    return this.change(request.storeId, async (tx, now) => {
      const existing = await staffRepository.roleCount(tx, request.storeId);
      if (existing >= STAFF_ROLES_MAX) throw badRequest(STAFF_MSG.TOO_MANY_ROLES);
      const id = await staffRepository.insertRole(tx, request.storeId, { name: request.name, permissions: request.permissions, sort: existing + 1 }, now);
      return { id };
    });
  }

  updateRole(request: StaffRoleUpdateRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      const { name, permissions } = request;
      if (!(await staffRepository.updateRole(tx, request.storeId, request.id, { name, permissions }, now))) throw notFound(STAFF_MSG.ROLE_NOT_FOUND);
    });
  }

  removeRole(storeId: number, id: number): Promise<void> {
    return this.change(storeId, async (tx) => {
      if (!(await staffRepository.findRole(tx, storeId, id))) throw notFound(STAFF_MSG.ROLE_NOT_FOUND);
      if ((await staffRepository.roleInUse(tx, id)).any > 0) throw conflict(STAFF_MSG.ROLE_IN_USE);
      await staffRepository.removeRole(tx, storeId, id);
    });
  }

  async members(storeId: number): Promise<StaffMember[]> {
    await this.ensure(storeId);
    const [rows, clockedIn] = await Promise.all([staffRepository.members(this.db, storeId), staffRepository.openEntries(this.db, storeId)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      roleId: row.roleId,
      roleName: row.roleName,
      permissions: permissionsOf(row.permissions),
      clockedIn: clockedIn.has(row.id),
    }));
  }

  async add(request: StaffAddRequest): Promise<{ id: number }> {
    const pinHash = await hashSecret(request.pin); // before the transaction: argon2 is slow on purpose
    return this.change(request.storeId, async (tx, now) => {
      const members = await staffRepository.members(tx, request.storeId);
      if (members.length >= STAFF_MEMBERS_MAX) throw badRequest(STAFF_MSG.TOO_MANY_STAFF);
      if (!(await staffRepository.findRole(tx, request.storeId, request.roleId))) throw badRequest(STAFF_MSG.ROLE_NOT_FOUND);
      if (await memberWithPin(members, request.pin)) throw conflict(STAFF_MSG.PIN_TAKEN);
      return { id: await staffRepository.insertMember(tx, request.storeId, { name: request.name, roleId: request.roleId, pinHash }, now) };
    });
  }

  update(request: StaffUpdateRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      if (!(await staffRepository.findRole(tx, request.storeId, request.roleId))) throw badRequest(STAFF_MSG.ROLE_NOT_FOUND);
      const { name, roleId } = request;
      if (!(await staffRepository.updateMember(tx, request.storeId, request.id, { name, roleId }, now))) throw notFound(STAFF_MSG.STAFF_NOT_FOUND);
    });
  }

  async resetPin(request: StaffResetPinRequest): Promise<void> {
    const pinHash = await hashSecret(request.pin);
    await this.change(request.storeId, async (tx, now) => {
      const others = (await staffRepository.members(tx, request.storeId)).filter((member) => member.id !== request.id);
      if (await memberWithPin(others, request.pin)) throw conflict(STAFF_MSG.PIN_TAKEN);
      if (!(await staffRepository.updateMember(tx, request.storeId, request.id, { pinHash }, now))) throw notFound(STAFF_MSG.STAFF_NOT_FOUND);
    });
  }

  async remove(storeId: number, id: number): Promise<void> {
    await this.change(storeId, async (tx, now) => {
      if (!(await staffRepository.removeMember(tx, storeId, id, now))) throw notFound(STAFF_MSG.STAFF_NOT_FOUND);
      await staffRepository.signOutEverywhere(tx, id);
    });
    await this.onMemberRemoved(id);
  }

  private ensure(storeId: number): Promise<void> {
    return ensureStaffDefaults(this.db, storeId, this.clock());
  }

  private async change<T>(storeId: number, work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock();
    await this.ensure(storeId);
    try {
      return await this.db.transaction(async (tx) => {
        await staffRepository.lockStore(tx, storeId);
        return work(tx, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(STAFF_MSG.ROLE_NAME_TAKEN);
      throw error;
    }
  }
}

/** Adds members with their role by name (the demo data); the store's default roles are made first when missing. */
export async function addSeedStaff(db: Executor, storeId: number, people: readonly { name: string; pin: string; roleName: string }[], now: Date): Promise<void> {
  await ensureStaffDefaults(db, storeId, now);
  const roles = await staffRepository.roles(db, storeId);
  for (const person of people) {
    const roleId = roles.find((role) => role.name === person.roleName)?.id;
    if (roleId === undefined) throw new Error(`no staff role ${person.roleName}`);
    await staffRepository.insertMember(db, storeId, { name: person.name, roleId, pinHash: await hashSecret(person.pin) }, now);
  }
}
