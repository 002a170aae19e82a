import { useMutation } from '@tanstack/react-query';
import { MENU_FILE_API } from '@diancan/core';
import type { UploadedFile } from '@diancan/core/contracts/menu';
import { callApi } from '../../../lib/api';

export interface UploadImageRequest {
  storeId: number;
  file: File;
}

/** The multipart form of the menu's uploads: the file in the part named `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Stores one image (the server checks its type by its bytes and its size) and returns its file id. */
export function uploadImage({ storeId, file }: UploadImageRequest): Promise<UploadedFile> {
  return callApi(MENU_FILE_API.uploadImage, { query: { storeId }, form: fileForm(file) });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
