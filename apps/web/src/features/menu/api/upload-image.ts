import { useMutation } from '@tanstack/react-query';
import { MENU_PATHS, type UploadedFile } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

export interface UploadImageRequest {
  storeId: number;
  file: File;
}

/** Stores one image (the server checks its type by its bytes and its size) and returns its file id. */
export async function uploadImage({ storeId, file }: UploadImageRequest): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return dataOf(http.post<UploadedFile>(`${clientPath(MENU_PATHS.file.uploadImage)}?storeId=${storeId}`, form));
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
