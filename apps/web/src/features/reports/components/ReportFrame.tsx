import type { ReactNode } from 'react';
import { AreaFrame } from '../../../components/area-frame';
import { REPORT_TABS } from '../paths';

/**
 * Every report page: the area's tabs (營業額, 臨時收支, 交班表, 銷售排行), the page title with its actions, the filters,
 * then the page. A detail page (order-details) selects no tab.
 */
export function ReportFrame(props: { title: string; actions?: ReactNode; filters?: ReactNode; children: ReactNode }) {
  return <AreaFrame area="報表" tabs={REPORT_TABS} {...props} />;
}
