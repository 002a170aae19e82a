import type {
  RESERVATION_QUICK_MINUTES} from '@diancan/core';
import {
  addDays,
  endOfMonth,
  isValidTaxId,
  MSG,
  RESERVATION_LEAD_MINUTES,
  TABLE_MSG,
  type Reservation,
  type ReservationType,
} from '@diancan/core';
import { addMinutes, compareClock, dateLabel, minutesOf, timeText, wallClockCeil, type WallClock } from './store-clock';

/**
 * The reservation dialog's rules (store operations sections 3, 4, 5, 9): pickup or delivery, a date from today
 * to the end of next month, a time at least now + 5 minutes (except the original time of a reservation being
 * edited), quick buttons 15 分鐘 / 30 分鐘 / 1 小時, a name with 先生 or 小姐, a phone of digits only, an
 * address, and an optional 統編 that must pass the checksum.
 */

export const RESERVATION_TYPE_LABEL: Readonly<Record<ReservationType, string>> = { PICKUP: '自取', DELIVERY: '外送' };

export const NAME_TITLES = ['先生', '小姐'] as const;
export type NameTitle = (typeof NAME_TITLES)[number];

export interface ReservationDate {
  /** Shown, e.g. '今天 11/21 (六)'. */
  name: string;
  /** 'yyyy-MM-dd' in the store's time zone. */
  value: string;
}

/** The dialog's form: what the cart keeps until checkout (the request takes `reservationRequestOf`). */
export interface ReservationDraft {
  type: ReservationType;
  date: ReservationDate;
  /** 'HH:mm'. */
  time: string;
  /** The name as typed, without the title. */
  name: string;
  title: NameTitle;
  phone: string;
  address: string;
  /** 統編, optional. */
  uniformNumber: string;
  /**
   * The dining table held for a pickup party (有預約 on the floor, docs/tables.md), and its name as shown; none for a
   * delivery. Optional: a draft kept from before the picker has none.
   */
  tableId?: number | null;
  tableName?: string | null;
}

/** Ours: the spec gives no wording for these. */
export const RESERVATION_MSG = {
  NAME_REQUIRED: '姓名為必填',
  PHONE_REQUIRED: '電話為必填',
  ADDRESS_REQUIRED: '外送地址為必填',
  TIME_REQUIRED: '請選擇時間',
  TIME_TOO_EARLY: `時間不可早於現在${RESERVATION_LEAD_MINUTES}分鐘後`,
  DATE_OUT_OF_RANGE: '日期不在可預約範圍內',
} as const;

export const QUICK_TIME_LABEL: Readonly<Record<(typeof RESERVATION_QUICK_MINUTES)[number], string>> = {
  15: '15 分鐘',
  30: '30 分鐘',
  60: '1 小時',
};

/** The name as it is stored and printed: '王' + '先生'. */
export function reservationDisplayName(reservation: Pick<ReservationDraft, 'name' | 'title'>): string {
  return `${reservation.name.trim()}${reservation.title}`;
}

/** The earliest time a new reservation may take: now + 5 minutes, to the next whole minute. */
export function earliestReservation(now: Date, timeZone?: string): WallClock {
  return addMinutes(wallClockCeil(now, timeZone), RESERVATION_LEAD_MINUTES);
}

function dateName(date: string, today: string): string {
  if (date === today) return `今天 ${dateLabel(date)}`;
  if (date === addDays(today, 1)) return `明天 ${dateLabel(date)}`;
  return dateLabel(date);
}

export function reservationDateOf(date: string, today: string): ReservationDate {
  return { name: dateName(date, today), value: date };
}

/**
 * The dates offered: from the earliest reservation's date (today, or tomorrow late at night) to the end of next
 * month relative to the current month.
 */
export function reservationDates(now: Date, timeZone?: string): ReservationDate[] {
  const today = wallClockCeil(now, timeZone).date;
  const last = endOfMonth(today, 1);
  const dates: ReservationDate[] = [];
  for (let date = earliestReservation(now, timeZone).date; date <= last; date = addDays(date, 1)) {
    dates.push(reservationDateOf(date, today));
  }
  return dates;
}

/** The time a quick button sets: now + 15 / 30 / 60 minutes. */
export function quickReservationTime(now: Date, minutes: number, timeZone?: string): WallClock {
  return addMinutes(wallClockCeil(now, timeZone), minutes);
}

/** A new reservation: now + 5 minutes, pickup, 先生, the rest empty. */
export function newReservation(now: Date, timeZone?: string): ReservationDraft {
  const start = earliestReservation(now, timeZone);
  const today = wallClockCeil(now, timeZone).date;
  return {
    type: 'PICKUP',
    date: reservationDateOf(start.date, today),
    time: timeText(start.minutes),
    name: '',
    title: '先生',
    phone: '',
    address: '',
    uniformNumber: '',
    tableId: null,
    tableName: null,
  };
}

export type ReservationField = 'date' | 'time' | 'name' | 'phone' | 'address' | 'uniformNumber';
export type ReservationErrors = Partial<Record<ReservationField, string>>;

export interface ValidationContext {
  now: Date;
  timeZone?: string;
  /** The reservation being edited, whose own time stays allowed even once it is less than 5 minutes away. */
  original?: ReservationDraft | null;
}

function sameSlot(a: Pick<ReservationDraft, 'date' | 'time'>, b: Pick<ReservationDraft, 'date' | 'time'>): boolean {
  return a.date.value === b.date.value && a.time === b.time;
}

/** The field errors of a reservation; empty when it may be saved. */
export function validateReservation(reservation: ReservationDraft, { now, timeZone, original = null }: ValidationContext): ReservationErrors {
  const errors: ReservationErrors = {};
  if (!reservation.name.trim()) errors.name = RESERVATION_MSG.NAME_REQUIRED;
  if (!reservation.phone) errors.phone = RESERVATION_MSG.PHONE_REQUIRED;
  else if (!/^\d+$/.test(reservation.phone)) errors.phone = MSG.PHONE_FORMAT;
  if (reservation.type === 'DELIVERY' && !reservation.address.trim()) errors.address = RESERVATION_MSG.ADDRESS_REQUIRED;
  if (reservation.uniformNumber && !isValidTaxId(reservation.uniformNumber)) errors.uniformNumber = MSG.TAX_ID_INVALID;

  const minutes = minutesOf(reservation.time);
  if (minutes === null) {
    errors.time = RESERVATION_MSG.TIME_REQUIRED;
    return errors;
  }
  const offered = reservationDates(now, timeZone).some((date) => date.value === reservation.date.value);
  const keepsOriginal = original !== null && sameSlot(reservation, original);
  if (keepsOriginal) return errors;
  if (!offered) {
    errors.date = RESERVATION_MSG.DATE_OUT_OF_RANGE;
    return errors;
  }
  if (compareClock({ date: reservation.date.value, minutes }, earliestReservation(now, timeZone)) < 0) {
    errors.time = RESERVATION_MSG.TIME_TOO_EARLY;
  }
  return errors;
}

/** Saving an existing reservation at another time: the dialog tells the cashier 取餐時間更改！. */
export function pickupTimeChanged(original: ReservationDraft | null, next: ReservationDraft): boolean {
  return original !== null && !sameSlot(original, next);
}

/** The phone field keeps what was typed; the rule reports non-digits rather than dropping them silently. */
export function isReservationValid(errors: ReservationErrors): boolean {
  return Object.keys(errors).length === 0;
}

/**
 * The server's refusals of a reservation's table (docs/tables.md "有預約 on the floor"): none of the store's, removed
 * since it was picked, or on a delivery. The 預約 dialog shows them on its 桌位 field.
 */
export const RESERVATION_TABLE_REFUSALS: readonly string[] = [TABLE_MSG.TABLE_NOT_FOUND, TABLE_MSG.TABLE_REMOVED, '外送預約不可指定桌位'];

/** The table a reservation holds: a pickup's chosen table; never a delivery's (the server refuses it). */
export function reservedTableOf(draft: Pick<ReservationDraft, 'type' | 'tableId'>): number | null {
  return draft.type === 'PICKUP' ? (draft.tableId ?? null) : null;
}

/** The reservation as addOrder takes it: the date's value, the name with its title, and the table when one is held. */
export function reservationRequestOf(draft: ReservationDraft): Reservation {
  const tableId = reservedTableOf(draft);
  return {
    ...(tableId === null ? {} : { tableId }),
    type: draft.type,
    date: draft.date.value,
    time: draft.time,
    name: reservationDisplayName(draft),
    phone: draft.phone,
    address: draft.address.trim(),
    uniformNumber: draft.uniformNumber,
  };
}
