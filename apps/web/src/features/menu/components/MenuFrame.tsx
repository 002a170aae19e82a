import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MENU_TABS } from '../paths';

export interface MenuFrameProps {
  title: string;
  /** Buttons at the right of the title row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every menu page: the area's tabs, the page title with its actions, then the page. */
export function MenuFrame({ title, actions, children }: MenuFrameProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = MENU_TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;

  return (
    <Stack gap="md">
      <Tabs value={current} onChange={(path) => path && navigate(path)} aria-label="菜單管理">
        <Tabs.List>
          {MENU_TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3}>{title}</Title>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
