import { useMutation } from '@tanstack/react-query';
import { MAIL_PATHS } from '@diancan/core';
import { fetchFile, saveFile } from '../../../lib/download';

/** Downloads one mail as an .eml file (opens in any mail program). */
export async function downloadMail(id: number): Promise<void> {
  const { blob, fileName } = await fetchFile({ path: MAIL_PATHS.download.path, query: { id }, fallbackName: `mail-${id}.eml` });
  saveFile(blob, fileName);
}

export function useDownloadMail() {
  return useMutation({ mutationFn: downloadMail });
}
