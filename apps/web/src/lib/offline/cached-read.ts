import { ApiError } from '../http';
import { reportError } from '../report-error';
import type { ApiCall } from '@diancan/core';
import { apiKey } from '../api-query';
import { callApi } from '../api';
import { savedRead, saveRead } from './offline-db';

/** No answer at all from our server (offline, or the link is down): what a saved copy stands in for. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus === 502 || error.httpStatus === 504);
}

/**
 * A read the POS sells with, kept in IndexedDB: each answer is saved under `name`; when the server cannot be reached
 * the last saved answer is used instead (the counter keeps selling with the menu it had). A refusal (4xx) is not
 * covered up: only an unreachable server is.
 */
export async function readThroughOfflineCopy<T>(name: string, read: () => Promise<T>): Promise<T> {
  try {
    const fresh = await read();
    void saveRead(name, fresh).catch((error: unknown) => reportError('offline-copy', error));
    return fresh;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const saved = await savedRead(name).catch(() => undefined);
    if (saved === undefined) throw error;
    // Our own copy of an answer that passed its schema when it was saved (structured clone keeps its shape).
    return saved as T;
  }
}

/** apiQuery's options for a read the POS needs offline: the same key, answered from the saved copy when unreachable. */
export function offlineApiQuery<Input, Output>(call: ApiCall<Input, Output>, input: Input) {
  const key = apiKey(call, input);
  return {
    queryKey: key,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readThroughOfflineCopy(JSON.stringify(key), () => callApi(call, input, { signal, silent: true })),
  };
}
