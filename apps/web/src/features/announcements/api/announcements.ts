import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_API,
  ANNOUNCEMENT_TEMPLATE_API,
  STORE_API,
  SYSTEM_API,
  type AnnouncementDisplay,
  type AnnouncementDisplayUpdate,
  type AnnouncementPageInput,
  type AnnouncementTemplatePageInput,
  type AppPlatform,
  type SystemParamId,
} from '@diancan/core';
import { callApi } from '../../../lib/api';
import { allPagesQuery, apiQuery, refreshAreas, useSaveMutation, useStoreMutation } from '../../../lib/api-query';

// ---- the platform side: announcements and templates --------------------------------------------

export function useAnnouncementPage(request: AnnouncementPageInput) {
  return useQuery({ ...apiQuery(ANNOUNCEMENT_API.getPage, request), placeholderData: keepPreviousData });
}

/** Every announcement in its sort order (the drag-sort view: updateSort names every id). */
export function useAllAnnouncements(enabled: boolean) {
  return useQuery({ ...allPagesQuery(ANNOUNCEMENT_API.getPage, {}), enabled });
}

export function useAnnouncement(id: number | null) {
  return useQuery({ ...apiQuery(ANNOUNCEMENT_API.get, { id: id ?? 0 }), enabled: id !== null });
}

/** Publishes a new announcement (the server pushes ANNOUNCEMENT to the stores it names) or changes one. */
export const useSaveAnnouncement = () => useSaveMutation(ANNOUNCEMENT_API.add, ANNOUNCEMENT_API.update);
export const useRemoveAnnouncement = () => useStoreMutation(ANNOUNCEMENT_API.remove, { success: '刪除成功' });

export function useTemplatePage(request: AnnouncementTemplatePageInput) {
  return useQuery({ ...apiQuery(ANNOUNCEMENT_TEMPLATE_API.getPage, request), placeholderData: keepPreviousData });
}

/** Every template in its order: the sort view, and the 套用範本 picker of the announcement form. */
export function useAllTemplates(enabled = true) {
  return useQuery({ ...allPagesQuery(ANNOUNCEMENT_TEMPLATE_API.getPage, {}), enabled });
}

export function useTemplate(id: number | null) {
  return useQuery({ ...apiQuery(ANNOUNCEMENT_TEMPLATE_API.get, { id: id ?? 0 }), enabled: id !== null });
}

export const useSaveTemplate = () => useSaveMutation(ANNOUNCEMENT_TEMPLATE_API.add, ANNOUNCEMENT_TEMPLATE_API.update);
export const useRemoveTemplate = () => useStoreMutation(ANNOUNCEMENT_TEMPLATE_API.remove, { success: '刪除成功' });

/**
 * Saves the order of every row (the first shows first in the stores' dialog), then reads the lists again. Silent:
 * the sortable table reports 排序操作異常 itself.
 */
export function useSaveOrder(call: typeof ANNOUNCEMENT_API.updateSort | typeof ANNOUNCEMENT_TEMPLATE_API.updateSort) {
  const queryClient = useQueryClient();
  return async (idList: number[]) => {
    await callApi(call, { idList }, { silent: true });
    await refreshAreas(queryClient, call.affects);
  };
}

/** Every active store, for choosing the stores an announcement is for. */
export function useStoreOptions() {
  return useQuery({ ...apiQuery(STORE_API.getList, { includeInactive: false }), staleTime: 60_000 });
}

// ---- the store side: the announcement dialog ---------------------------------------------------

const VERSION_PARAM: Record<AppPlatform, SystemParamId> = { IOS: 'APP_VERSION_IOS', ANDROID: 'APP_VERSION_ANDROID' };

/** The app version the platform publishes for a platform (GET back/system/get?paramId=APP_VERSION_...). */
export async function fetchOnlineAppVersion(platform: AppPlatform): Promise<string> {
  const value = await callApi(SYSTEM_API.get, { paramId: VERSION_PARAM[platform] }, { silent: true });
  if (typeof value !== 'string') throw new Error(`no version string for ${platform}`);
  return value;
}

/** What the store's announcement dialog shows now, in order (`app` only from the native wrapper). */
export function fetchDisplayList(storeId: number, app: AppPlatform | null, signal?: AbortSignal): Promise<AnnouncementDisplay[]> {
  // Silent: a failed fetch only means no dialog this time; the next ANNOUNCEMENT message or page load retries.
  return callApi(ANNOUNCEMENT_API.getDisplayList, { storeId, app: app ?? undefined }, { signal, silent: true });
}

export function displayListQuery(storeId: number, app: AppPlatform | null) {
  return queryOptions({
    ...apiQuery(ANNOUNCEMENT_API.getDisplayList, { storeId, app: app ?? undefined }, { silent: true }),
    // The list changes when the platform publishes (ANNOUNCEMENT message), not with time on the page.
    staleTime: Infinity,
    retry: false,
  });
}

/** "Know it": hides the announcement from this store's dialog for good (display false on the server). */
export async function hideAnnouncement(request: AnnouncementDisplayUpdate): Promise<void> {
  await callApi(ANNOUNCEMENT_API.updateDisplay, request);
}
