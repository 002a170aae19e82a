import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_FORM_FIELDS, STORE_PATHS, type StoreAddRequest, type StoreDetail, type StoreUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export interface StoreSave {
  request: StoreAddRequest | StoreUpdateRequest;
  /** A new logo image (already checked: png, jpg, jpeg or bmp, at most 1 MB), or null to keep the current one. */
  logo: File | null;
}

/** add (POST) or update (PUT): a multipart form with the JSON `data` part and an optional `logo` file. */
export async function saveStore({ request, logo }: StoreSave): Promise<StoreDetail> {
  const form = new FormData();
  form.append(STORE_FORM_FIELDS.data, JSON.stringify(request));
  if (logo) form.append(STORE_FORM_FIELDS.logo, logo, logo.name);
  if ('id' in request) return dataOf(http.put<StoreDetail>(clientPath(STORE_PATHS.update), form));
  return dataOf(http.post<StoreDetail>(clientPath(STORE_PATHS.add), form));
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStore, onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }) });
}
