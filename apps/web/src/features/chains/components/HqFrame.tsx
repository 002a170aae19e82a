import { Alert, Loader } from '@mantine/core';
import type { Brand } from '@diancan/core';
import type { ReactNode } from 'react';
import { AreaFrame } from '../../../components/area-frame';
import { useBrands } from '../api';
import { HQ_TABS } from '../paths';

/**
 * A 總部 page: the area's tabs and title around the page, which gets the HQ account's brand (the brand list answers
 * HQ with its own brand only).
 */
export function HqFrame({
  title,
  actions,
  filters,
  children,
}: {
  title: string;
  actions?: ReactNode;
  filters?: ReactNode;
  children: (brand: Brand) => ReactNode;
}) {
  const brands = useBrands();
  const brand = brands.data?.[0] ?? null;
  return (
    <AreaFrame area="總部" tabs={HQ_TABS} title={brand ? `${title}（${brand.name}）` : title} actions={actions} filters={filters}>
      {brands.isPending ? <Loader size="sm" aria-label="載入中" /> : brand ? children(brand) : <Alert color="gray">此帳號尚未屬於任何品牌</Alert>}
    </AreaFrame>
  );
}
