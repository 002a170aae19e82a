import { ActionIcon, AppShell, Group, Indicator, Tooltip, UnstyledButton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCashRegister, IconChartBar, IconReceipt, IconSettings, type Icon } from '@tabler/icons-react';
import { PATHS, titleOf } from '@diancan/core';
import { Link, Outlet, useLocation } from 'react-router';
import { AnnouncementDialog, AnnouncementListButton } from '../../features/announcements';
import { PrinterControls } from '../../features/printing';
import { MobileOrderSwitch } from '../../features/store-settings';
import { STORE_HEADER_HEIGHT } from '../../lib/look';
import { useSession } from '../../lib/session';
import { Clock } from './Clock';
import { FullscreenToggle } from './FullscreenToggle';
import { LogoutButton } from './LogoutButton';
import { StoreSwitcher } from './StoreSwitcher';


function HeaderLink({ to, area, icon: Icon, dot = false }: { to: string; area: string; icon: Icon; dot?: boolean }) {
  const { pathname } = useLocation();
  const label = titleOf(area) ?? area;
  const active = pathname === area || pathname.startsWith(`${area}/`);
  return (
    <Tooltip label={label}>
      <Indicator color="red" size={10} offset={6} disabled={!dot} processing={dot}>
        <ActionIcon
          component={Link}
          to={to}
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          size="xl"
          aria-label={label}
          aria-current={active ? 'page' : undefined}
        >
          <Icon size={26} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/**
 * Store mode (store operations section 2, header): the announcements icon (the store's 公告 list), icon links for orders (red dot for new orders), reports,
 * menu settings and, in landscape with the POS module on, the POS; the store name (to account settings),
 * a clock in landscape, the store dropdown, fullscreen and logout.
 */
export function StoreShell() {
  const landscape = useMediaQuery('(orientation: landscape)') ?? true;
  const posOrder = useSession((state) => state.systemModule.posOrder);
  const redMarker = useSession((state) => state.redMarker);
  const storeName = useSession((state) => state.storeName);

  return (
    <AppShell header={{ height: STORE_HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="主選單">
            <AnnouncementListButton />
            {landscape && posOrder && <HeaderLink to={PATHS.STORE_POS} area={PATHS.STORE_POS} icon={IconCashRegister} />}
            <HeaderLink to={PATHS.ORDER_SOCKET} area={PATHS.ORDER_MANAGE} icon={IconReceipt} dot={redMarker} />
            <HeaderLink to={PATHS.REPORT_ORDER_LIST} area={PATHS.REPORT} icon={IconChartBar} />
            <HeaderLink to={PATHS.MENU_MEALS} area={PATHS.MENU_MANAGE} icon={IconSettings} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UnstyledButton component={Link} to={PATHS.ACCOUNT_MANAGE} aria-label={`${storeName ?? ''} 帳號管理`}>
              <Text fw={600} truncate maw={landscape ? 280 : 140}>
                {storeName}
              </Text>
            </UnstyledButton>
            <MobileOrderSwitch />
            {landscape && <Clock />}
            <PrinterControls />
            <StoreSwitcher />
            <FullscreenToggle />
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AnnouncementDialog />
    </AppShell>
  );
}
