import { ROLES } from '@diancan/core';
import { useSession } from '../../lib/session';
import { ManagerShell } from './ManagerShell';
import { StoreShell } from './StoreShell';

/** The home shell at the root (access section 2): store mode for the store role, manager mode for staff. */
export function HomeShell() {
  const switchRole = useSession((state) => state.switchRole);
  return switchRole === ROLES.USER_STORE ? <StoreShell /> : <ManagerShell />;
}
