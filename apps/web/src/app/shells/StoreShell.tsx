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
import { StoreHeaderMenu } from './StoreHeaderMenu';
import { StoreSwitcher } from './StoreSwitcher';

/** Below this width the header keeps its links, the store name and a menu button for the rest (issue 39). */
const FULL_HEADER_QUERY = '(min-width: 975px)';


function HeaderLink({ to, area, icon: Icon, dot = false, compact = false }: { to: string; area: string; icon: Icon; dot?: boolean; compact?: boolean }) {
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
          size={compact ? 'lg' : 'xl'}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
        >
          <Icon size={compact ? 22 : 26} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/**
 * Store mode (store operations section 2, header): the announcements icon (the store's 公告 list), icon links for orders (red dot for new orders), reports,
 * menu settings and, in landscape with the POS module on, the POS; the store name (to account settings),
 * a clock in landscape, the store dropdown, fullscreen and logout. Below 975 px (a phone, a tablet held upright) the
 * 手機點餐 switch, printer status, clock, store dropdown, fullscreen and logout move into a menu (StoreHeaderMenu).
 */
export function StoreShell() {
  const landscape = useMediaQuery('(orientation: landscape)') ?? true;
  const posOrder = useSession((state) => state.systemModule.posOrder);
  const redMarker = useSession((state) => state.redMarker);
  const storeName = useSession((state) => state.storeName);
  const full = useMediaQuery(FULL_HEADER_QUERY) ?? true;

  return (
    <AppShell header={{ height: STORE_HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px={full ? 'md' : 'sm'} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={full ? 'xs' : 4} wrap="nowrap" component="nav" aria-label="主選單">
            <AnnouncementListButton />
            {landscape && posOrder && <HeaderLink to={PATHS.STORE_POS} area={PATHS.STORE_POS} icon={IconCashRegister} compact={!full} />}
            <HeaderLink to={PATHS.ORDER_SOCKET} area={PATHS.ORDER_MANAGE} icon={IconReceipt} dot={redMarker} compact={!full} />
            <HeaderLink to={PATHS.REPORT_ORDER_LIST} area={PATHS.REPORT} icon={IconChartBar} compact={!full} />
            <HeaderLink to={PATHS.MENU_MEALS} area={PATHS.MENU_MANAGE} icon={IconSettings} compact={!full} />
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UnstyledButton component={Link} to={PATHS.ACCOUNT_MANAGE} aria-label={`${storeName ?? ''} 帳號管理`} miw={0}>
              <Text fw={600} truncate maw={full && landscape ? 280 : 140}>
                {storeName}
              </Text>
            </UnstyledButton>
            {full ? (
              <>
                <MobileOrderSwitch />
                {landscape && <Clock />}
                <PrinterControls />
                <StoreSwitcher />
                <FullscreenToggle />
                <LogoutButton />
              </>
            ) : (
              <StoreHeaderMenu mobileOrder={<MobileOrderSwitch />} printer={<PrinterControls />} />
            )}
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
