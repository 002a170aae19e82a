import { MSG, type Envelope } from '@diancan/core';
import type { z } from 'zod';
import { ApiError } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toast';

/** The contracts name full paths (`/api/back/...`); the http client adds the `/api` base itself. */
export function clientPath(call: { path: string }): string {
  return call.path.replace(/^\/api(?=\/)/, '');
}

/** The data of a successful envelope; a `status: false` answer is shown (unless silent) and thrown. */
export async function dataOf<T>(reply: Promise<Envelope<T>>, { silent = false }: { silent?: boolean } = {}): Promise<T> {
  const envelope = await reply;
  if (!envelope.status) {
    const message = envelope.message ?? MSG.DEFAULT_ERROR;
    if (!silent) showErrorToast(message);
    throw new ApiError(200, message, envelope.data);
  }
  return envelope.data as T;
}

/** The first message of each field of a failed contract check, keyed by the field name, for a form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
