import {
  addDays,
  contractAddRequestSchema,
  contractUpdateRequestSchema,
  dollarsToCents,
  type Contract,
  type ContractAddRequest,
  type ContractUpdateRequest,
  type SchemeOption,
} from '@diancan/core';
import type { DateRangeValue } from '../../../components/date-range';
import { fieldErrors } from './errors';
import type { StoreCheck } from './store-form-values';

/** A contract as the form holds it: the scheme id as a string, the amount in dollars (NT$) as typed. */
export interface ContractFormValues {
  schemeId: string | null;
  period: DateRangeValue;
  amountDollars: number | string;
  remark: string;
}

export const EMPTY_CONTRACT: ContractFormValues = { schemeId: null, period: { start: null, end: null }, amountDollars: '', remark: '' };

export function contractToValues(contract: Contract): ContractFormValues {
  return {
    schemeId: String(contract.schemeId),
    period: { start: contract.startDate, end: contract.endDate },
    amountDollars: contract.amount / 100,
    remark: contract.remark ?? '',
  };
}

/** The day before the same date `months` later: a 12-month contract from 2026-03-15 ends on 2027-03-14. */
export function endAfterMonths(start: string, months: number): string {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const sameDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)));
  return addDays(sameDay.toISOString().slice(0, 10), -1);
}

/** Choosing a scheme proposes its usual amount and length, from the chosen start (or today). */
export function applyScheme(values: ContractFormValues, scheme: SchemeOption, today: string): ContractFormValues {
  const start = values.period.start ?? today;
  return {
    ...values,
    schemeId: String(scheme.id),
    period: { start, end: endAfterMonths(start, scheme.months) },
    amountDollars: scheme.amount / 100,
  };
}

const RENAME = { startDate: 'period', endDate: 'period', amount: 'amountDollars' };

function contractInput(values: ContractFormValues) {
  return {
    schemeId: values.schemeId ? Number(values.schemeId) : undefined,
    startDate: values.period.start ?? '',
    endDate: values.period.end ?? '',
    amount: values.amountDollars === '' ? undefined : (dollarsToCents(values.amountDollars) ?? undefined),
    remark: values.remark,
  };
}

export function checkContract(values: ContractFormValues, target: { storeId: number } | { id: number }): StoreCheck<ContractAddRequest | ContractUpdateRequest> {
  const input = { ...target, ...contractInput(values) };
  const result = 'id' in target ? contractUpdateRequestSchema.safeParse(input) : contractAddRequestSchema.safeParse(input);
  return result.success ? { ok: true, request: result.data } : { ok: false, errors: fieldErrors(result.error, RENAME) };
}
