import {
  STAFF_MSG,
  type StaffActivity,
  type StaffActivityQuery,
  type StaffCorrectTimeEntryRequest,
  type StaffTimeEntry,
  type StaffTimesheet,
  type StaffTimesheetQuery,
  zonedDateTime,
  zonedInstant,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { type SheetColumn, writeSheet } from '../../platform/files/spreadsheet.js';
import { isUniqueViolation } from '../../platform/records.js';
import { staffRepository } from './staff.repository.js';
import type { StaffTerminalService, Terminal } from './staff-terminal.service.js';
import { buildTimesheet, minutesOf, presentEntry } from './timesheet.js';

/** The activity log answers at most this many lines per query (newest first). */
const ACTIVITY_LIMIT = 2000;

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Clock in and out with a PIN, the timesheet with its corrections and its Excel copy, and the activity log. */
export class StaffTimeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly terminal: StaffTerminalService,
  ) {}

  async clockIn(terminal: Terminal, pin: string): Promise<StaffTimeEntry> {
    const member = await this.terminal.memberByPin(terminal, pin);
    const now = this.clock();
    if (await staffRepository.openEntry(this.db, member.id)) throw conflict(STAFF_MSG.ALREADY_CLOCKED_IN);
    try {
      const row = await staffRepository.insertEntry(this.db, terminal.storeId, member.id, now);
      await this.terminal.note(terminal, member, 'staff/clockIn');
      return presentEntry(row, member.name, now);
    } catch (error) {
      // Two clock-ins racing: the open-entry index keeps one.
      if (isUniqueViolation(error)) throw conflict(STAFF_MSG.ALREADY_CLOCKED_IN);
      throw error;
    }
  }

  async clockOut(terminal: Terminal, pin: string): Promise<StaffTimeEntry> {
    const member = await this.terminal.memberByPin(terminal, pin);
    const now = this.clock();
    const open = await staffRepository.openEntry(this.db, member.id);
    const row = open ? await staffRepository.closeEntry(this.db, open.id, now, now) : undefined;
    if (!row) throw conflict(STAFF_MSG.NOT_CLOCKED_IN);
    await this.terminal.note(terminal, member, 'staff/clockOut', { minutes: minutesOf(row, now) });
    return presentEntry(row, member.name, now);
  }

  /** A manager's correction of an entry (a forgotten clock-out), kept with its reason in the entry and the log. */
  async correct(terminal: Terminal, request: StaffCorrectTimeEntryRequest): Promise<StaffTimeEntry> {
    const now = this.clock();
    const entry = await staffRepository.entry(this.db, terminal.storeId, request.entryId);
    if (!entry) throw notFound(STAFF_MSG.ENTRY_NOT_FOUND);
    const clockInAt = request.clockInAt ? new Date(request.clockInAt) : entry.clockInAt;
    const clockOutAt = new Date(request.clockOutAt);
    if (clockOutAt.getTime() <= clockInAt.getTime()) throw badRequest(STAFF_MSG.CLOCK_OUT_BEFORE_IN);
    if (clockOutAt.getTime() > now.getTime()) throw badRequest(STAFF_MSG.CLOCK_OUT_IN_FUTURE);
    const row = await staffRepository.correctEntry(this.db, entry.id, { clockInAt, clockOutAt, correctionReason: request.reason }, now);
    if (!row) throw notFound(STAFF_MSG.ENTRY_NOT_FOUND);
    const name = (await staffRepository.memberName(this.db, terminal.storeId, row.staffId)) ?? '';
    await this.terminal.note(terminal, { id: row.staffId, name }, 'staff/correctTimeEntry', {
      reason: request.reason,
      before: { clockInAt: entry.clockInAt.toISOString(), clockOutAt: entry.clockOutAt?.toISOString() ?? null },
      after: { clockInAt: clockInAt.toISOString(), clockOutAt: clockOutAt.toISOString() },
    });
    return presentEntry(row, name, now);
  }

  async timesheet(query: StaffTimesheetQuery): Promise<StaffTimesheet> {
    const timeZone = await staffRepository.timeZone(this.db, query.storeId);
    const from = zonedInstant(query.startDate, '00:00', timeZone);
    const to = zonedInstant(addDay(query.endDate), '00:00', timeZone);
    const [rows, names] = await Promise.all([
      staffRepository.entries(this.db, query.storeId, from, to),
      staffRepository.memberNames(this.db, query.storeId),
    ]);
    return buildTimesheet(rows, names, query, timeZone, this.clock());
  }

  async timesheetWorkbook(query: StaffTimesheetQuery): Promise<Buffer> {
    const timeZone = await staffRepository.timeZone(this.db, query.storeId);
    const at = (iso: string | null) => {
      if (!iso) return '';
      const local = zonedDateTime(new Date(iso), timeZone);
      return `${local.date} ${local.time.slice(0, 5)}`;
    };
    type Key = 'name' | 'clockIn' | 'clockOut' | 'minutes' | 'overtime' | 'reason';
    const columns: SheetColumn<Key>[] = [
      { key: 'name', header: '員工' },
      { key: 'clockIn', header: '上班時間' },
      { key: 'clockOut', header: '下班時間' },
      { key: 'minutes', header: '工時(分鐘)' },
      { key: 'overtime', header: '加班(分鐘)' },
      { key: 'reason', header: '更正原因' },
    ];
    const rows: Record<Key, string | number | null>[] = [];
    for (const person of await this.timesheet(query)) {
      for (const entry of person.entries) {
        rows.push({ name: person.name, clockIn: at(entry.clockInAt), clockOut: at(entry.clockOutAt), minutes: entry.minutes, overtime: null, reason: entry.correctionReason });
      }
      rows.push({ name: `${person.name} 合計`, clockIn: '', clockOut: '', minutes: person.minutes, overtime: person.overtimeMinutes, reason: null });
    }
    return writeSheet('工時表', columns, rows);
  }

  async activity(query: StaffActivityQuery): Promise<StaffActivity[]> {
    const timeZone = await staffRepository.timeZone(this.db, query.storeId);
    const from = zonedInstant(query.startDate, '00:00', timeZone);
    const to = zonedInstant(addDay(query.endDate), '00:00', timeZone);
    const rows = await staffRepository.activity(this.db, query.storeId, from, to, query.staffId, ACTIVITY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      staffId: row.staffId,
      staffName: row.staffName,
      approverId: row.approverId,
      approverName: row.approverName,
      action: row.action,
      permission: row.permission,
      orderId: row.orderId,
      detail: row.detail,
    }));
  }
}
