import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface AreaTab {
  path: string;
  title: string;
}

export interface AreaFrameProps {
  /** The area's name, read out for its tab list (菜單管理, 報表). */
  area: string;
  tabs: readonly AreaTab[];
  title: string;
  /** Buttons at the right of the title row (export, print, add, ...). */
  actions?: ReactNode;
  /** A filters row under the title (date range, selects). */
  filters?: ReactNode;
  children: ReactNode;
}

/**
 * A page of an area with tabs (the spec's tab header): the area's tabs, the page title with its actions, the filters,
 * then the page. A page below a tab (an editor, a detail) keeps that tab selected; a page of its own selects none.
 */
export function AreaFrame({ area, tabs, title, actions, filters, children }: AreaFrameProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;

  return (
    <Stack gap="md">
      <Tabs value={current} onChange={(path) => path && navigate(path)} aria-label={area}>
        <Tabs.List>
          {tabs.map((tab) => (
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
      {filters && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          {filters}
        </Group>
      )}
      {children}
    </Stack>
  );
}
