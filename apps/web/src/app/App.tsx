import { PATHS } from '@diancan/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { closeBootScreen } from '../features/pos';
import { listenToNativeWrapper } from '../lib/native-bridge';
import { registerNavigator } from '../lib/navigation';
import { DisconnectModal, useRealtime } from '../lib/realtime';
import { useAppStart } from './app-start';
import { GlobalOverlays } from './overlays/GlobalOverlays';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';

/** The app around a given router (tests pass a memory router). */
export function AppRoot({ router }: { router: AppRouter }) {
  useEffect(() => {
    registerNavigator((path, options) => void router.navigate(path, options));
    return () => registerNavigator(null);
  }, [router]);
  // The counter's first screen, drawn before the app (boot.ts), stays only while the app is on its way to the POS.
  useLayoutEffect(() => {
    const leaveUnlessPos = (pathname: string) => {
      if (pathname !== PATHS.STORE_POS) closeBootScreen();
    };
    leaveUnlessPos(router.state.location.pathname);
    return router.subscribe((state) => leaveUnlessPos(state.location.pathname));
  }, [router]);
  useAppStart();
  useRealtime();
  useEffect(listenToNativeWrapper, []);

  return (
    <AppProviders>
      <RouterProvider router={router} />
      <GlobalOverlays />
      <DisconnectModal />
    </AppProviders>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return <AppRoot router={router} />;
}
