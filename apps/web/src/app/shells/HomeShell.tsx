import { ROLES } from '@diancan/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { StoreShell } from './StoreShell';

/** Manager mode is a chunk of its own: the store's counter screen never loads the platform back office's shell. */
const ManagerShell = lazy(() => import('./ManagerShell').then((module) => ({ default: module.ManagerShell })));

/** The home shell at the root (access section 2): store mode for the store role, manager mode for staff. */
export function HomeShell() {
  const switchRole = useSession((state) => state.switchRole);
  return switchRole === ROLES.USER_STORE ? (
    <StoreShell />
  ) : (
    <Suspense fallback={null}>
      <ManagerShell />
    </Suspense>
  );
}
