import { ROLES } from '@diancan/core';
import { useSession } from '../../../lib/session';

/** Managers (and the super manager) manage every store and assign sales people; a sales person only their own. */
export function useIsPlatformManager(): boolean {
  return useSession((state) => state.superManager || state.loginRole === ROLES.USER_MANAGER);
}
