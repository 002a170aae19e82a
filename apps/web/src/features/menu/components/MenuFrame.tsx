import type { ReactNode } from 'react';
import { AreaFrame } from '../../../components/area-frame';
import { MENU_TABS } from '../paths';

/** Every menu page: the area's tabs, the page title with its actions, then the page. */
export function MenuFrame(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  return <AreaFrame area="菜單管理" tabs={MENU_TABS} {...props} />;
}
