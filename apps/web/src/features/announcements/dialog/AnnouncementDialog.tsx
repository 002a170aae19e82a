import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_API, ANNOUNCEMENT_MAX_WIDTH, MSG, type AnnouncementDisplay } from '@diancan/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SafeHtml } from '../../../components/rich-text';
import { refreshAreas } from '../../../lib/api-query';
import { postToNative } from '../../../lib/native-bridge';
import { useRealtimeMessage } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { displayListQuery, fetchDisplayList, fetchOnlineAppVersion, hideAnnouncement } from '../api/announcements';
import {
  DIALOG_BUTTONS,
  pendingAnnouncements,
  prepareDisplayList,
  runDialogAction,
  type DialogAction,
  type FlowEffects,
  type NativeApp,
} from './announcement-flow';
import { reloadClearingCache, searchWithoutReload } from './cache-reload';
import { useDismissedAnnouncements } from './dismissed-store';

/** The wrapper reports its version on start: a known version means this page runs in the native app. */
function nativeAppOf(iosVersion: string | null, androidVersion: string | null): NativeApp | null {
  if (iosVersion) return { platform: 'IOS', installedVersion: iosVersion };
  if (androidVersion) return { platform: 'ANDROID', installedVersion: androidVersion };
  return null;
}

function effectsFor(storeId: number, native: NativeApp | null): FlowEffects {
  return {
    native,
    hide: (announcementId) => hideAnnouncement({ announcementId, display: false, storeId }),
    onlineVersion: fetchOnlineAppVersion,
    postToNative,
    reloadClearingCache,
    toast: (message) => showToast(message),
  };
}

/** After 清除快取 reloaded the page: drop the reload parameter from the address and confirm. */
function useCacheClearedNotice(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = searchWithoutReload(search);
    if (rest === null) return;
    showToast(MSG.CACHE_CLEARED);
    void navigate({ pathname, search: rest, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}

/**
 * The store's announcement dialog (access section 4): the display list of the active store, one at a time, at most
 * 550 px wide, closed only by its buttons. Managers never fetch it. A new ANNOUNCEMENT message refetches the list.
 * Mounted once in the store shell.
 */
export function AnnouncementDialog() {
  const token = useSession((state) => state.token);
  const manager = useSession((state) => state.manager);
  const storeId = useSession((state) => state.storeId);
  const iosVersion = useSession((state) => state.iosVersion);
  const androidVersion = useSession((state) => state.androidVersion);
  const native = nativeAppOf(iosVersion, androidVersion);
  const storeSession = token && !manager && storeId !== null;
  const queryClient = useQueryClient();
  const dismissed = useDismissedAnnouncements();
  const [running, setRunning] = useState<DialogAction | null>(null);
  useCacheClearedNotice();

  const base = displayListQuery(storeId ?? 0, native?.platform ?? null);
  const { data } = useQuery({
    ...base,
    queryFn: async ({ signal }) => {
      const list = await fetchDisplayList(storeId ?? 0, native?.platform ?? null, signal);
      return prepareDisplayList(list, effectsFor(storeId ?? 0, native));
    },
    enabled: storeSession,
  });

  useRealtimeMessage('ANNOUNCEMENT', () => {
    if (storeSession) void refreshAreas(queryClient, [ANNOUNCEMENT_API.getDisplayList.area]);
  });

  const current: AnnouncementDisplay | null = storeSession ? (pendingAnnouncements(data ?? [], dismissed)[0] ?? null) : null;

  const press = async (announcement: AnnouncementDisplay, action: DialogAction) => {
    if (storeId === null) return;
    setRunning(action);
    try {
      const outcome = await runDialogAction(announcement, action, effectsFor(storeId, native));
      if (outcome === 'hidden') dismissed.hide(announcement.id);
      if (outcome === 'skipped') dismissed.skip(announcement.id);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Modal
      opened={current !== null}
      onClose={() => {}}
      title={
        <Text component="span" fw={700} size="lg">
          {current?.title || '公告'}
        </Text>
      }
      size={ANNOUNCEMENT_MAX_WIDTH}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      zIndex={3000}
    >
      {current && (
        <Stack gap="md">
          {current.content.trim() ? <SafeHtml html={current.content} label="公告內容" /> : <Text c="dimmed">（無內容）</Text>}
          <Group justify="flex-end" gap="sm">
            {DIALOG_BUTTONS[current.type].map((button) => (
              <Button
                key={button.action}
                variant={button.primary ? 'filled' : 'default'}
                loading={running === button.action}
                disabled={running !== null && running !== button.action}
                onClick={() => void press(current, button.action)}
              >
                {button.label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
