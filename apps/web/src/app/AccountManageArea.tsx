import { Box, Group, NavLink, Stack } from '@mantine/core';
import { PATHS, ROUTES } from '@diancan/core';
import { Link, Outlet, useLocation } from 'react-router';
import { hasPage } from './route-pages';

/** The children of 帳號管理 that have a page: a child without content is not offered (no empty pages). */
const ACCOUNT_CHILDREN = (ROUTES.find((route) => route.path === PATHS.ACCOUNT_MANAGE)?.children ?? []).filter(
  (child) => !child.hidden && hasPage(child.path),
);

const COUPON_PANEL_PATH = `${PATHS.WHATS_EAT_MANAGE}/whats-eat-panel`;
const COUPON_PANEL = hasPage(COUPON_PANEL_PATH) ? COUPON_PANEL_PATH : null;

/**
 * 帳號管理 (/account-manage): a side menu of its children (會員資料, 修改密碼, 商店設定, 手機點餐設定, 發票設定, and any
 * child a later area adds to core's route table with a page, e.g. 出單設定), the open one beside it.
 */
export function AccountManageArea() {
  const { pathname } = useLocation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Stack component="nav" aria-label="帳號管理選單" gap={2} w={180} style={{ flexShrink: 0 }}>
        {ACCOUNT_CHILDREN.map((child) => (
          <NavLink
            key={child.path}
            component={Link}
            to={child.path}
            label={child.title}
            active={pathname === child.path}
            aria-current={pathname === child.path ? 'page' : undefined}
          />
        ))}
        {COUPON_PANEL && (
          // The spec keeps /whats-eat-manage out of the main menu; the store owner reaches the coupons from here.
          <NavLink component={Link} to={COUPON_PANEL} label="優惠券面板" active={pathname === COUPON_PANEL} />
        )}
      </Stack>
      <Box flex={1} miw={0}>
        <Outlet />
      </Box>
    </Group>
  );
}
