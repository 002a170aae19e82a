import { MSG, salesAddRequestSchema, salesUpdateRequestSchema, type SalesAddRequest, type SalesDetail, type SalesUpdateRequest } from '@diancan/core';
import type { z } from 'zod';

/** A sales person as the form holds it; store ids as the multi-select holds them. */
export interface SalesFormValues {
  account: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  email: string;
  code: string;
  remark: string;
  storeIds: string[];
}

export const EMPTY_SALES: SalesFormValues = {
  account: '',
  password: '',
  confirmPassword: '',
  name: '',
  phone: '',
  email: '',
  code: '',
  remark: '',
  storeIds: [],
};

export function salesToValues(person: SalesDetail): SalesFormValues {
  return {
    ...EMPTY_SALES,
    account: person.account,
    name: person.name,
    phone: person.phone ?? '',
    email: person.email ?? '',
    code: person.code ?? '',
    remark: person.remark ?? '',
    storeIds: person.stores.map((store) => String(store.id)),
  };
}

function errorsOf(error: z.ZodError | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const top = String(issue.path[0] ?? '');
    const field = top === 'storeIdList' ? 'storeIds' : top;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

function fields(values: SalesFormValues) {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    code: values.code,
    remark: values.remark,
    storeIdList: values.storeIds.map(Number),
  };
}

export type SalesCheck<Request> = { ok: true; request: Request } | { ok: false; errors: Record<string, string> };

/** The password typed twice the same; on an update a blank password keeps the current one. */
function confirmationError(values: SalesFormValues, required: boolean): string | null {
  if (!values.password && !required) return null;
  if (!values.confirmPassword) return MSG.CONFIRM_PASSWORD_REQUIRED;
  return values.confirmPassword === values.password ? null : MSG.PASSWORD_MISMATCH;
}

export function checkNewSales(values: SalesFormValues): SalesCheck<SalesAddRequest> {
  const result = salesAddRequestSchema.safeParse({ account: values.account, password: values.password, ...fields(values) });
  const errors = errorsOf(result.success ? null : result.error);
  const confirmation = confirmationError(values, true);
  if (confirmation) errors.confirmPassword ??= confirmation;
  return result.success && Object.keys(errors).length === 0 ? { ok: true, request: result.data } : { ok: false, errors };
}

export function checkSalesUpdate(values: SalesFormValues, id: number): SalesCheck<SalesUpdateRequest> {
  const result = salesUpdateRequestSchema.safeParse({ id, password: values.password || null, ...fields(values) });
  const errors = errorsOf(result.success ? null : result.error);
  const confirmation = confirmationError(values, false);
  if (confirmation) errors.confirmPassword ??= confirmation;
  return result.success && Object.keys(errors).length === 0 ? { ok: true, request: result.data } : { ok: false, errors };
}
