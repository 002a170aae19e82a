import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@diancan/core';
import { http } from '../lib/http';
import { useSession } from '../lib/session';

/** Ends the session on the server, then here: cleared state, /login, 登出成功. */
export async function signOut(): Promise<void> {
  try {
    await http.post('/logout', undefined, { silent: true });
  } catch {
    // The server session may already be gone (expired, revoked): this side logs out all the same.
  }
  useSession.getState().logout();
}

/** The logout confirmation (確定要登出嗎？ 是 / 否). */
export function confirmLogout(): void {
  modals.openConfirmModal({
    centered: true,
    withCloseButton: false,
    children: <Text>{MSG.LOGOUT_CONFIRM}</Text>,
    labels: { confirm: '是', cancel: '否' },
    onConfirm: () => void signOut(),
  });
}
