import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ANNOUNCEMENT_PAGES } from '../paths';

/** 公告 | 公告範本: the two lists of the area. */
export function AnnouncementTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith(ANNOUNCEMENT_PAGES.templates) ? ANNOUNCEMENT_PAGES.templates : ANNOUNCEMENT_PAGES.list;
  return (
    <Tabs value={active} onChange={(value) => value && void navigate(value)} mb="md">
      <Tabs.List>
        <Tabs.Tab value={ANNOUNCEMENT_PAGES.list}>公告</Tabs.Tab>
        <Tabs.Tab value={ANNOUNCEMENT_PAGES.templates}>公告範本</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
