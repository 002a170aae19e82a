import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
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
