import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { FRONT_WEB_PATHS } from '@diancan/core/front-stage';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MenuPage } from './MenuPage';
import { keepOrder } from './kept-orders';

const StatusPage = lazy(() => import('./StatusPage'));
const ReadyBoardPage = lazy(() => import('./ReadyBoardPage'));
const PointsClaimPage = lazy(() => import('./PointsClaimPage'));

/**
 * The customer's pages by URL: /order/<table token>, /front-stage/<store QR hash>, /kiosk/<token>, /order/status/<token>,
 * the ready board /ready/<token> (docs/kds.md) and the receipt's points claim /order/points/<token> (docs/members.md).
 */
export type FrontRoute =
  | { page: 'menu'; token: string; kiosk: boolean }
  | { page: 'status'; statusToken: string }
  | { page: 'ready'; token: string }
  | { page: 'claim'; claimToken: string }
  | { page: 'unknown' };

export function frontRouteOf(pathname: string): FrontRoute {
  const [, first, second, third] = pathname.split('/').map(decodeURIComponent);
  if (first === 'order' && second === 'status' && third) return { page: 'status', statusToken: third };
  // MEMBER_WEB_PATHS.pointsClaim
  if (first === 'order' && second === 'points' && third) return { page: 'claim', claimToken: third };
  if (first === 'ready' && second) return { page: 'ready', token: second };
  if ((first === 'order' || first === 'front-stage') && second) return { page: 'menu', token: second, kiosk: false };
  if (first === 'kiosk' && second) return { page: 'menu', token: second, kiosk: true };
  return { page: 'unknown' };
}

/** Seconds the kiosk shows the number before it starts over for the next customer. */
const KIOSK_RESET_SECONDS = 10;

export function FrontApp() {
  const [path, setPath] = useState(window.location.pathname);
  const [kioskDone, setKioskDone] = useState<string | null>(null);
  const [menuKey, setMenuKey] = useState(0);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (kioskDone === null) return;
    const timer = setTimeout(() => setKioskDone(null), KIOSK_RESET_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [kioskDone]);

  const route = frontRouteOf(path);
  if (route.page === 'status') {
    return (
      <Suspense fallback={null}>
        <StatusPage statusToken={route.statusToken} />
      </Suspense>
    );
  }
  if (route.page === 'ready') {
    return (
      <Suspense fallback={null}>
        <ReadyBoardPage token={route.token} />
      </Suspense>
    );
  }
  if (route.page === 'claim') {
    return (
      <Suspense fallback={null}>
        <PointsClaimPage claimToken={route.claimToken} />
      </Suspense>
    );
  }
  if (route.page === 'unknown') return <Text p="md">找不到此頁面，請重新掃描QR Code</Text>;
  return (
    <>
      <MenuPage
        key={menuKey}
        token={route.token}
        kiosk={route.kiosk}
        onPlaced={(statusToken, orderNo) => {
          if (route.kiosk) {
            // The kiosk starts over: a fresh menu and cart for the next customer.
            setKioskDone(orderNo);
            setMenuKey((key) => key + 1);
            return;
          }
          keepOrder(statusToken);
          const next = FRONT_WEB_PATHS.status(statusToken);
          window.history.pushState(null, '', next);
          setPath(next);
        }}
      />
      <Modal opened={kioskDone !== null} onClose={() => setKioskDone(null)} withCloseButton={false} centered size="lg">
        <Stack align="center" gap="lg" p="xl">
          <Text size="xl">點餐完成，請至櫃檯付款</Text>
          <Text c="dimmed">您的號碼</Text>
          <Title order={1} style={{ fontSize: 96 }}>{kioskDone}</Title>
          <Button size="xl" onClick={() => setKioskDone(null)}>完成</Button>
        </Stack>
      </Modal>
    </>
  );
}
