import { useMutation } from '@tanstack/react-query';
import { SCHEME_PATHS, SCHEME_UPLOAD_FIELD, type SchemeFile } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Stores one to three PDFs (the server checks their bytes, count and size again) and answers them with their ids. */
export async function uploadSchemeFiles(files: File[]): Promise<SchemeFile[]> {
  const form = new FormData();
  for (const file of files) form.append(SCHEME_UPLOAD_FIELD, file, file.name);
  return dataOf(http.post<SchemeFile[]>(clientPath(SCHEME_PATHS.upload), form));
}

export function useUploadSchemeFiles() {
  return useMutation({ mutationFn: uploadSchemeFiles });
}
