import { AppShell, Burger, Group, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure, useHeadroom, useMediaQuery } from '@mantine/hooks';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH, PATHS, ROLES } from '@diancan/core';
import { Outlet, useLocation } from 'react-router';
import { FrontStageButtons } from '../../features/stores';
import { useSession } from '../../lib/session';
import { LogoutButton } from './LogoutButton';
import { ManagerNav } from './ManagerNav';

const HEADER_HEIGHT = 56;

/**
 * Manager mode (access section 1): back office with a full-height side drawer of 256 px, or 56 px mini; on a
 * phone the drawer slides over the page. The header (menu toggle, name, logout) collapses while scrolling down
 * and comes back when scrolling up.
 */
export function ManagerShell() {
  const [mini, { toggle: toggleMini }] = useDisclosure(false);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const { pinned } = useHeadroom({ fixedAt: 120 });
  const name = useSession((state) => state.storeName ?? state.name ?? state.account);
  const selectedStoreId = useSelectedStore();

  const drawerOpened = isPhone ? mobileOpened : !mini;
  const miniDrawer = !isPhone && mini;
  const toggleLabel = drawerOpened ? '收合選單' : '展開選單';

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_HEIGHT, collapsed: !pinned, offset: false }}
      navbar={{
        width: { base: DRAWER_WIDTH, sm: miniDrawer ? DRAWER_MINI_WIDTH : DRAWER_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Burger opened={drawerOpened} onClick={isPhone ? toggleMobile : toggleMini} size="sm" aria-label={toggleLabel} />
          <Group gap="sm" wrap="nowrap">
            {selectedStoreId !== null && <FrontStageButtons storeId={selectedStoreId} />}
            {name && (
              <Text fw={500} truncate maw={240}>
                {name}
              </Text>
            )}
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p={miniDrawer ? 4 : 'xs'}>
        <AppShell.Section h={HEADER_HEIGHT - 8} mb={8}>
          <Group h="100%" px={miniDrawer ? 0 : 'xs'} justify={miniDrawer ? 'center' : 'space-between'} wrap="nowrap">
            <Title order={2} size={miniDrawer ? 'h4' : 'h3'} c="brand.7">
              {miniDrawer ? '點' : '點餐 Diancan'}
            </Title>
            {isPhone && <Burger opened onClick={closeMobile} size="sm" aria-label="收合選單" />}
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <ManagerNav mini={miniDrawer} onNavigate={closeMobile} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main pt={`calc(${HEADER_HEIGHT}px + var(--mantine-spacing-md))`}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

const STORE_DETAILS = new RegExp(`^${PATHS.STORE_MANAGE}/store-details/(\\d+)(/|$)`);

/**
 * The store a USER_MANAGER has selected: the store whose details are open, else the session's store. Sales people
 * and store users get none (the front-stage buttons are the manager's).
 */
function useSelectedStore(): number | null {
  const { pathname } = useLocation();
  const loginRole = useSession((state) => state.loginRole);
  const storeId = useSession((state) => state.storeId);
  if (loginRole !== ROLES.USER_MANAGER) return null;
  const opened = STORE_DETAILS.exec(pathname)?.[1];
  return opened ? Number(opened) : storeId;
}
