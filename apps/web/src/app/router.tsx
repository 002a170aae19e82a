import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PATHS, ROUTES, type RouteEntry } from '@diancan/core';
import { AccountManageArea } from './AccountManageArea';
import { MenuManageArea, OrderManageArea, ReportArea } from './areas';
import { LoginGuard, RefreshRedirect, ShellGuard } from './guards';
import { lazyPage } from './overlays/chunk-errors';
import { pageFor } from './route-pages';
import { RouteError } from './RouteError';
import { HomeShell } from './shells/HomeShell';
import { KDS_SCREEN_LOADERS } from '../features/kds';

/**
 * Every route of access section 2 and store operations section 2, built from core's route table so the
 * web app and the server agree on who enters what.
 */

/** The login page (and its forgot-password wizard) is not part of a signed-in cashier's first paint. */
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage').then((module) => ({ default: module.LoginPage })));

/** Areas with behaviour on entering or leaving (see areas.tsx). */
const AREA_ELEMENTS: Record<string, ReactNode> = {
  [PATHS.REPORT]: <ReportArea />,
  [PATHS.ORDER_MANAGE]: <OrderManageArea />,
  [PATHS.MENU_MANAGE]: <MenuManageArea />,
  [PATHS.ACCOUNT_MANAGE]: <AccountManageArea />,
};

function pageElement(path: string): ReactNode {
  const Page = pageFor(path);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** One table entry as a React Router route; child paths are absolute, as core writes them. */
function toRouteObject(entry: RouteEntry): RouteObject {
  const page = pageElement(entry.path);
  const area = AREA_ELEMENTS[entry.path];
  if (!entry.children?.length) {
    return area ? { path: entry.path, element: area, children: [{ index: true, element: page }] } : { path: entry.path, element: page };
  }
  // A parent with a redirect (e.g. /report -> /report/order-list) has no page of its own.
  const index: RouteObject = { index: true, element: entry.redirect ? <Navigate to={entry.redirect} replace /> : page };
  return {
    path: entry.path,
    element: area ?? <Outlet />,
    children: [index, ...entry.children.map(toRouteObject)],
  };
}

export const appRoutes: RouteObject[] = [
  {
    path: PATHS.LOGIN,
    element: (
      <LoginGuard>
        <Suspense fallback={null}>
          <LoginPage />
        </Suspense>
      </LoginGuard>
    ),
  },
  { path: '/Refresh/*', element: <RefreshRedirect /> },
  // The kitchen display's screens: full screen, no header navigation (docs/kds.md); the same session and access.
  ...Object.entries(KDS_SCREEN_LOADERS).map(([path, load]): RouteObject => {
    const Screen = lazyPage(load);
    return {
      path,
      errorElement: <RouteError />,
      element: (
        <ShellGuard>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </ShellGuard>
      ),
    };
  }),
  {
    path: PATHS.ROOT,
    element: (
      <ShellGuard>
        <HomeShell />
      </ShellGuard>
    ),
    children: [
      {
        // A pathless layer so a failing page shows its error inside the shell, header and drawer still there.
        errorElement: <RouteError />,
        children: [
          { index: true, element: null },
          ...ROUTES.map(toRouteObject),
          // Unknown paths never render: the guard refuses them (canEnter) and sends the user home.
          { path: '*', element: null },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}
