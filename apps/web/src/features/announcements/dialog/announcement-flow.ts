import { MSG, type AnnouncementDisplay, type AnnouncementKind, type AppPlatform } from '@diancan/core';
import type { OutgoingNativeMessage } from '../../../lib/native-bridge';

/**
 * The store-side announcement dialog (access section 4), as pure decisions: which buttons each type offers, what a
 * button does, and how the queue moves on. The dialog component supplies the effects (API calls, the native bridge,
 * reload, toast), so every branch is testable without a browser.
 */

export type DialogAction = 'KNOW_IT' | 'REMIND_LATER' | 'CLEAR_CACHE' | 'GO_UPDATE';

export interface DialogButton {
  action: DialogAction;
  label: string;
  /** The main button of the type (filled); the other is the quiet "later". */
  primary: boolean;
}

const REMIND_LATER: DialogButton = { action: 'REMIND_LATER', label: '下次再提醒', primary: false };

export const DIALOG_BUTTONS: Readonly<Record<AnnouncementKind, readonly DialogButton[]>> = {
  TEXT: [REMIND_LATER, { action: 'KNOW_IT', label: '我知道了', primary: true }],
  CLEAR_CACHE: [REMIND_LATER, { action: 'CLEAR_CACHE', label: '清除快取', primary: true }],
  APP_UPDATE: [REMIND_LATER, { action: 'GO_UPDATE', label: '前往更新', primary: true }],
};

/** The native wrapper this page runs in: its platform and the version installed (it reports both). */
export interface NativeApp {
  platform: AppPlatform;
  installedVersion: string;
}

export interface FlowEffects {
  /** null in a plain browser. */
  native: NativeApp | null;
  /** Sends display false for the store: the announcement never shows there again. */
  hide(announcementId: number): Promise<void>;
  /** The version the platform publishes for the app. */
  onlineVersion(platform: AppPlatform): Promise<string>;
  /** Posts to the native wrapper; false when nobody listens. */
  postToNative(message: OutgoingNativeMessage): boolean;
  /** Web: empties the page's caches and reloads with the reload parameter (the toast shows after the reload). */
  reloadClearingCache(): void;
  toast(message: string): void;
}

/** What happens to the announcement shown: gone for good, gone for this session, or still shown (a call failed). */
export type Outcome = 'hidden' | 'skipped' | 'stay';

/** Versions compare as their trimmed text, with or without a leading v (v2.1.0 is 2.1.0). */
export function sameVersion(a: string, b: string): boolean {
  const normal = (version: string) => version.trim().replace(/^v/i, '');
  return normal(a) !== '' && normal(a) === normal(b);
}

export function storeLinkFor(announcement: Pick<AnnouncementDisplay, 'iosAppUrl' | 'androidAppUrl'>, platform: AppPlatform): string | null {
  return (platform === 'IOS' ? announcement.iosAppUrl : announcement.androidAppUrl) || null;
}

async function hideOrStay(announcementId: number, effects: FlowEffects): Promise<boolean> {
  try {
    await effects.hide(announcementId);
    return true;
  } catch {
    // The http client already showed why; the announcement stays so the button can be pressed again.
    return false;
  }
}

async function goUpdate(announcement: AnnouncementDisplay, effects: FlowEffects): Promise<Outcome> {
  const { native } = effects;
  // On the web there is nothing to update: the announcement is only put off.
  if (!native) return 'skipped';
  let online: string;
  try {
    online = await effects.onlineVersion(native.platform);
  } catch {
    return 'skipped';
  }
  if (sameVersion(online, native.installedVersion)) {
    if (!(await hideOrStay(announcement.id, effects))) return 'skipped';
    effects.toast(MSG.APP_ALREADY_LATEST);
    return 'hidden';
  }
  const url = storeLinkFor(announcement, native.platform);
  if (url) effects.postToNative({ type: 'openStoreLink', url });
  // Until the app really is updated the announcement comes back next session, so it is only put off here.
  return 'skipped';
}

/** Runs one button of the dialog. */
export async function runDialogAction(announcement: AnnouncementDisplay, action: DialogAction, effects: FlowEffects): Promise<Outcome> {
  switch (action) {
    case 'REMIND_LATER':
      return 'skipped';
    case 'KNOW_IT':
      return (await hideOrStay(announcement.id, effects)) ? 'hidden' : 'stay';
    case 'CLEAR_CACHE': {
      if (!(await hideOrStay(announcement.id, effects))) return 'stay';
      const nativeCleared = effects.native !== null && effects.postToNative({ type: 'clearCache' });
      if (!nativeCleared) effects.reloadClearingCache();
      return 'hidden';
    }
    case 'GO_UPDATE':
      return goUpdate(announcement, effects);
  }
}

/**
 * The list as fetched, made ready to show. In the native app an APP_UPDATE whose version the device already runs is
 * marked not displayed on the server and left out; if the online version cannot be read, nothing is dropped.
 */
export async function prepareDisplayList(list: readonly AnnouncementDisplay[], effects: FlowEffects): Promise<AnnouncementDisplay[]> {
  const { native } = effects;
  const updates = list.filter((announcement) => announcement.type === 'APP_UPDATE');
  if (!native || updates.length === 0) return [...list];
  let online: string;
  try {
    online = await effects.onlineVersion(native.platform);
  } catch {
    return [...list];
  }
  if (!sameVersion(online, native.installedVersion)) return [...list];
  const settled = await Promise.all(updates.map(async (update) => ((await hideOrStay(update.id, effects)) ? update.id : null)));
  const dropped = new Set(settled.filter((id): id is number => id !== null));
  return list.filter((announcement) => !dropped.has(announcement.id));
}

/** The announcements still to show, in the server's order: neither hidden nor put off this session. */
export function pendingAnnouncements(
  list: readonly AnnouncementDisplay[],
  dismissed: { hiddenIds: readonly number[]; skippedIds: readonly number[] },
): AnnouncementDisplay[] {
  const gone = new Set([...dismissed.hiddenIds, ...dismissed.skippedIds]);
  return list.filter((announcement) => !gone.has(announcement.id));
}
