import { STORE_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** A bind code no other store uses (8 characters without look-alikes), for the store form's 產生 button. */
export function fetchRandomBindCode(): Promise<string> {
  return dataOf(http.get<string>(clientPath(STORE_PATHS.randomBindCode)));
}
