import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_API,
  CONTRACT_API,
  SALES_API,
  SCHEME_API,
  STORE_API,
  STORE_FORM_FIELDS,
  type AuditPageInput,
  type ContractPageInput,
  type CopyMenuRequest,
  type ExpirePageInput,
  type StoreAddRequest,
  type StoreDetail,
  type StorePageInput,
  type StoreUpdateRequest,
} from '@diancan/core';
import { callApi } from '../../../lib/api';
import { apiQuery, refreshAreas, useSaveMutation, useStoreMutation } from '../../../lib/api-query';

// ---- the store table and one store -------------------------------------------------------------

/** One page of the store table (a sales person gets only their own stores). */
export function useStorePage(request: StorePageInput) {
  return useQuery({ ...apiQuery(STORE_API.getPage, request), placeholderData: keepPreviousData });
}

export function useStoreDetail(id: number | null) {
  return useQuery({ ...apiQuery(STORE_API.getDetail, { id: id ?? 0 }), enabled: id !== null });
}

/** Stores whose latest contract ends within 30 days (a sales person: only their own). */
export function useExpiringStores(request: ExpirePageInput) {
  return useQuery({ ...apiQuery(STORE_API.getExpire, request), placeholderData: keepPreviousData });
}

/** The audit log of a store, newest first. */
export function useAuditPage(request: AuditPageInput) {
  return useQuery({ ...apiQuery(AUDIT_API.getPage, request), placeholderData: keepPreviousData });
}

/** back/store/getQRHash: the store's front-stage link (qrCodeHash, frontStageURL). */
export function useFrontStage(storeId: number | null) {
  return useQuery({ ...apiQuery(STORE_API.getQRHash, { storeId: storeId ?? 0 }), enabled: storeId !== null, staleTime: Infinity });
}

/** A bind code no other store uses (8 characters without look-alikes), for the store form's 產生 button. */
export const fetchRandomBindCode = () => callApi(STORE_API.randomBindCode, undefined);

export interface StoreSave {
  request: StoreAddRequest | StoreUpdateRequest;
  /** A new logo image (already checked: png, jpg, jpeg or bmp, at most 1 MB), or null to keep the current one. */
  logo: File | null;
}

/** add (POST) or update (PUT): a multipart form with the JSON `data` part and an optional `logo` file. */
function storeForm({ request, logo }: StoreSave): FormData {
  const form = new FormData();
  form.append(STORE_FORM_FIELDS.data, JSON.stringify(request));
  if (logo) form.append(STORE_FORM_FIELDS.logo, logo, logo.name);
  return form;
}

export function useSaveStore() {
  const add = useStoreMutation(STORE_API.add);
  const update = useStoreMutation(STORE_API.update);
  return {
    isPending: add.isPending || update.isPending,
    mutate: (save: StoreSave, options?: { onSuccess?: (store: StoreDetail) => void }) => ('id' in save.request ? update : add).mutate(storeForm(save), options),
  };
}

/** Deactivates a store (never erased: its users can no longer sign in) or makes it active again. */
export function useStoreStatus() {
  const deactivate = useStoreMutation(STORE_API.remove, { success: '已停用' });
  const restore = useStoreMutation(STORE_API.restore, { success: '已啟用' });
  return {
    isPending: deactivate.isPending || restore.isPending,
    change: ({ id, active }: { id: number; active: boolean }) => (active ? restore.mutate({ id }) : deactivate.mutate({ id })),
  };
}

/** Turns one module (POS_ORDER, FRONT_ORDER, MOBILE_ORDER) of a store on or off. */
export const useUpdateModule = () => useStoreMutation(STORE_API.updateModule, { success: '修改成功' });
/** The admin invoice switch: whether the platform lets the store issue e-invoices at all. */
export const useUpdateAdminInvoiceSwitch = () => useStoreMutation(STORE_API.updateAdminInvoiceSwitch, { success: '修改成功' });
/** The owner's name and contact. */
export const useUpdateOwner = () => useStoreMutation(STORE_API.updateOwner, { success: '修改成功' });
/** Sets the owner's password; the owner's sessions end (they see the password-changed notice and sign in again). */
export const useSetOwnerPassword = () => useStoreMutation(STORE_API.setOwnerPassword, { success: '密碼設定成功' });

// ---- contracts of a store ------------------------------------------------------------------------

/** A store's contracts (the contracts tab). */
export function useStoreContracts(request: ContractPageInput) {
  return useQuery({ ...apiQuery(CONTRACT_API.getPage, request), placeholderData: keepPreviousData });
}

/** The schemes a contract can be made under. */
export function usePlanList() {
  return useQuery({ ...apiQuery(SCHEME_API.getPlanList, undefined), staleTime: 60_000 });
}

/** A contract changes the store rows too (their contract state and end date). */
export const useSaveContract = () => useSaveMutation(CONTRACT_API.add, CONTRACT_API.update);
export const useRemoveContract = () => useStoreMutation(CONTRACT_API.remove, { success: '刪除成功' });

// ---- pickers and the menu copy -----------------------------------------------------------------

/** The active sales people (store form and filter); managers only, so a sales person never asks. */
export function useSalesOptions(enabled: boolean) {
  return useQuery({ ...apiQuery(SALES_API.getSimpleList, undefined), enabled, staleTime: 60_000 });
}

/** Every active store (the copy-menu source and target pickers). */
export function useStoreOptions(enabled: boolean) {
  return useQuery({ ...apiQuery(STORE_API.getList, { includeInactive: false }), enabled, staleTime: 60_000 });
}

/**
 * Copies one store's whole menu into another; without `overwrite` a target that has a menu answers 409, which the
 * modal turns into its overwrite question (so that first try is silent).
 */
export function useCopyMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, silent }: { request: CopyMenuRequest; silent?: boolean }) => callApi(STORE_API.copyMenu, request, { silent }),
    onSuccess: () => refreshAreas(queryClient, STORE_API.copyMenu.affects),
  });
}
