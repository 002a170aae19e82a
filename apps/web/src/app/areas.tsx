import { useEffect, useState } from 'react';
import { matchRoute, PATHS } from '@diancan/core';
import { Outlet, useLocation } from 'react-router';
import { ManagerCodeGate } from '../components/manager-code-gate';
import { withLoadingOverlay } from '../lib/overlay-state';
import { isStoreSession, useSession } from '../lib/session';
import { loadStoreConfig } from '../lib/store-config';

/**
 * Behaviour bound to entering or leaving an area (access section 2, routing rules). Each wrapper is the
 * element of the area's parent route, so it mounts when the area is entered from outside and stays mounted
 * while moving between the area's own pages.
 */

/**
 * The e-invoice proof lives under /report but is printed by the cashier right after a checkout: a buyer's proof is
 * not report data, so the manager-code gate does not stand in front of it.
 */
const INVOICE_PROOF_ROUTE = `${PATHS.REPORT}/invoice-proof/:orderId`;

/** Reports: entering reloads the store config (a store session), then the manager-code gate if it is on. */
export function ReportArea() {
  const { pathname } = useLocation();
  const gated = matchRoute(pathname)?.route.path !== INVOICE_PROOF_ROUTE;
  const managerGateOn = useSession((state) => state.managerGateOn);
  const storeId = useSession((state) => state.storeId);
  const passManagerGate = useSession((state) => state.passManagerGate);
  const [configChecked, setConfigChecked] = useState(false);

  useEffect(() => {
    let current = true;
    const reload = isStoreSession(useSession.getState()) ? withLoadingOverlay(loadStoreConfig) : Promise.resolve(true);
    void reload.finally(() => {
      if (current) setConfigChecked(true);
    });
    return () => {
      current = false;
    };
  }, []);

  if (!configChecked) return null;
  if (gated && managerGateOn && storeId !== null) return <ManagerCodeGate storeId={storeId} onSuccess={passManagerGate} />;
  return <Outlet />;
}

/** Live orders: entering clears the new-order red marker. */
export function OrderManageArea() {
  const setRedMarker = useSession((state) => state.setRedMarker);
  useEffect(() => setRedMarker(false), [setRedMarker]);
  return <Outlet />;
}

/** Menu: leaving resets the selected menu category to none. */
export function MenuManageArea() {
  const setSelectedMenu = useSession((state) => state.setSelectedMenu);
  useEffect(() => () => setSelectedMenu(null), [setSelectedMenu]);
  return <Outlet />;
}
