import { ROLES } from '@diancan/core';
import { useSession } from '../../../lib/session';

/** Only managers (and the super manager) change schemes; a sales person reads them (server enforced too). */
export function useIsPlatformManager(): boolean {
  return useSession((state) => state.superManager || state.loginRole === ROLES.USER_MANAGER);
}
