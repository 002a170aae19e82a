import { MSG, type Envelope } from '@diancan/core';
import { ApiError } from './http';
import { showErrorToast } from './toast';

/**
 * Glue between the contracts and the http client: the contracts' `*_PATHS` name full paths (`/api/back/...`),
 * while the client adds the `/api` base itself.
 */
export function clientPath(call: { path: string }): string {
  return call.path.replace(/^\/api(?=\/)/, '');
}

/**
 * The data of a successful envelope. Refusals are HTTP errors the client already showed; a 200 with
 * `status: false` is shown too (unless silent) and thrown, never ignored.
 */
export async function dataOf<T>(reply: Promise<Envelope<T>>, { silent = false }: { silent?: boolean } = {}): Promise<T> {
  const envelope = await reply;
  if (!envelope.status) {
    const message = envelope.message ?? MSG.DEFAULT_ERROR;
    if (!silent) showErrorToast(message);
    throw new ApiError(200, message, envelope.data);
  }
  return envelope.data as T;
}
