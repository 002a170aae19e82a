import { useQuery } from '@tanstack/react-query';
import { EINVOICE_UPLOAD_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** einvoice/getUploadStatus: the Turnkey queue (pending, failed, near the deadline), last period's blanks, the supply. */
export function useUploadStatus(storeId: number) {
  return useQuery({ ...apiQuery(EINVOICE_UPLOAD_API.getUploadStatus, { storeId }, { silent: true }), refetchInterval: 60_000 });
}

/** A failed message is written again at the loop's next run. */
export const useResendUpload = () => useStoreMutation(EINVOICE_UPLOAD_API.resendUpload, { success: '已重新排入上傳' });
