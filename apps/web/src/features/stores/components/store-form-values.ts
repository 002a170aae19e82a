import { MSG, storeAddRequestSchema, storeUpdateRequestSchema, type StoreAddRequest, type StoreDetail, type StoreUpdateRequest } from '@diancan/core';
import { fieldErrors } from './errors';

/** The store form as @mantine/form values (text fields as typed; the contract schema turns blanks into null). */
export interface StoreFormValues {
  name: string;
  phone: string;
  address: string;
  uniformNumber: string;
  bindCode: string;
  /** The sales person's id as the select holds it, or null for none. */
  salesId: string | null;
  remark: string;
  /** Only when adding: the store's owner account, created with it. */
  owner: { account: string; password: string; confirmPassword: string; name: string; email: string; phone: string };
}

export const EMPTY_STORE: StoreFormValues = {
  name: '',
  phone: '',
  address: '',
  uniformNumber: '',
  bindCode: '',
  salesId: null,
  remark: '',
  owner: { account: '', password: '', confirmPassword: '', name: '', email: '', phone: '' },
};

export function storeToValues(store: StoreDetail): StoreFormValues {
  return {
    ...EMPTY_STORE,
    name: store.name,
    phone: store.phone ?? '',
    address: store.address ?? '',
    uniformNumber: store.uniformNumber ?? '',
    bindCode: store.bindCode ?? '',
    salesId: store.salesId === null ? null : String(store.salesId),
    remark: store.remark ?? '',
  };
}

function storeFields(values: StoreFormValues) {
  return {
    name: values.name,
    phone: values.phone,
    address: values.address,
    uniformNumber: values.uniformNumber,
    bindCode: values.bindCode.trim() || null,
    salesId: values.salesId ? Number(values.salesId) : null,
    remark: values.remark,
  };
}

export type StoreCheck<Request> = { ok: true; request: Request } | { ok: false; errors: Record<string, string> };

/** A new store with its owner: the contract's own checks, plus the password typed twice the same. */
export function checkNewStore(values: StoreFormValues): StoreCheck<StoreAddRequest> {
  const { confirmPassword, ...owner } = values.owner;
  const result = storeAddRequestSchema.safeParse({ ...storeFields(values), owner });
  const errors = result.success ? {} : fieldErrors(result.error);
  if (!confirmPassword) errors['owner.confirmPassword'] ??= MSG.CONFIRM_PASSWORD_REQUIRED;
  else if (confirmPassword !== owner.password) errors['owner.confirmPassword'] ??= MSG.PASSWORD_MISMATCH;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: result.data };
}

export function checkStoreUpdate(values: StoreFormValues, id: number, removeLogo: boolean): StoreCheck<StoreUpdateRequest> {
  const result = storeUpdateRequestSchema.safeParse({ id, ...storeFields(values), removeLogo });
  return result.success ? { ok: true, request: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
