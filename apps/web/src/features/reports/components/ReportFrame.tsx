import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REPORT_TABS } from '../paths';

export interface ReportFrameProps {
  title: string;
  /** Buttons at the right of the title row (export, print, mail, ...). */
  actions?: ReactNode;
  /** The filters row under the title (date range, selects). */
  filters?: ReactNode;
  children: ReactNode;
}

/**
 * Every report page: the area's tabs (營業額, 臨時收支, 交班表, 銷售排行), the page title with its actions,
 * the filters, then the page. A detail page (order-details) keeps the tab it was opened from unselected.
 */
export function ReportFrame({ title, actions, filters, children }: ReportFrameProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = REPORT_TABS.find((tab) => pathname === tab.path)?.path ?? null;

  return (
    <Stack gap="md">
      <Tabs value={current} onChange={(path) => path && navigate(path)} aria-label="報表">
        <Tabs.List>
          {REPORT_TABS.map((tab) => (
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
