import { storeConfigSchema, type StoreConfig } from '@diancan/core';
import { takeEarly } from './early-reads';
import { http } from './http';
import { readThroughOfflineCopy } from './offline/cached-read';
import { reportError } from './report-error';
import { useSession } from './session';

export const STORE_CONFIG_PATH = '/back/store/setting/getConfig';
/** The early-read key of a store's config (app/pos-boot.ts starts it before React renders). */
export const storeConfigRead = (storeId: number) => `storeConfig:${storeId}`;

/** The store's config; with no network, the copy this browser saved last time (docs/offline.md). */
export async function fetchStoreConfig(storeId: number): Promise<StoreConfig> {
  return readThroughOfflineCopy(
    storeConfigRead(storeId),
    async () => {
      const envelope = await http.get<unknown>(STORE_CONFIG_PATH, { storeId }, { silent: true });
      if (!envelope.status) throw new Error(envelope.message ?? 'getConfig refused');
      return storeConfigSchema.parse(envelope.data);
    },
  );
}

/**
 * Loads the active store's config into the session. A failure is logged only (access section 8) and turns
 * the report manager-code gate on, so a store whose config cannot be read never opens its reports unguarded.
 * Resolves to whether the config was applied.
 */
export async function loadStoreConfig(): Promise<boolean> {
  const { storeId } = useSession.getState();
  if (storeId === null) return false;
  try {
    const config = await takeEarly(storeConfigRead(storeId), () => fetchStoreConfig(storeId));
    // The store may have changed while the call was under way: a late answer must not overwrite the new store.
    if (useSession.getState().storeId !== storeId) return false;
    useSession.getState().applyStoreConfig(config);
    return true;
  } catch (error) {
    reportError('store-config', error);
    useSession.getState().storeConfigFailed();
    return false;
  }
}
