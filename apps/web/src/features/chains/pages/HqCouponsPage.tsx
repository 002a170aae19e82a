import { Alert, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { businessDateOf, type Brand } from '@diancan/core';
import { useState } from 'react';
import { CouponCells, CouponHeaderCells, CouponModal } from '../../coupons';
import { useBrandCoupons, useBrandSettings, useBrandVersions } from '../api';
import { HqFrame } from '../components/HqFrame';
import { useHqStores } from '../components/use-hq-stores';

/**
 * 品牌優惠券 (/hq/coupons; docs/chains.md "Members and coupons"): the brand's brand-wide coupons with their usage in
 * every store, and a new one made in a chosen store of the brand (the flagship by default) and brand-wide at once,
 * with the store's own coupon form. The store that owns a coupon edits it in its 優惠券面板.
 */
export default function HqCouponsPage() {
  return <HqFrame title="品牌優惠券">{(brand) => <BrandCoupons brand={brand} />}</HqFrame>;
}

function BrandCoupons({ brand }: { brand: Brand }) {
  const { stores } = useHqStores();
  const versions = useBrandVersions(brand.id);
  const coupons = useBrandCoupons(brand.id);
  const settings = useBrandSettings(brand.id);
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const flagshipId = versions.data?.[0]?.sourceStoreId ?? null;
  const fallback = stores.some((store) => store.id === flagshipId) ? flagshipId : (stores[0]?.id ?? null);
  const storeId = picked !== null && stores.some((store) => store.id === picked) ? picked : fallback;
  const today = businessDateOf(new Date());
  const rows = coupons.data ?? [];

  return (
    <Stack gap="md">
      {settings.data && !settings.data.sharedCoupons && (
        <Alert variant="light" color="yellow">
          品牌尚未開啟「共用優惠券」（品牌商店頁的品牌共用），品牌優惠券目前只能在建立的門市使用。
        </Alert>
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label="建立於門市"
          data={stores.map((store) => ({ value: String(store.id), label: store.id === flagshipId ? `${store.name}（旗艦店）` : store.name }))}
          value={storeId === null ? null : String(storeId)}
          onChange={(value) => setPicked(value ? Number(value) : null)}
          allowDeselect={false}
          w={260}
        />
        <Button disabled={storeId === null} onClick={() => setAdding(true)}>
          新增品牌優惠券
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="品牌優惠券" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>門市</Table.Th>
                <CouponHeaderCells />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((coupon) => (
                <Table.Tr key={coupon.id}>
                  <Table.Td>{coupon.ownerStoreName}</Table.Td>
                  <CouponCells coupon={coupon} today={today} badge={null} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {coupons.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            尚無品牌優惠券
          </Text>
        )}
      </Paper>
      {storeId !== null && (
        <CouponModal storeId={storeId} brandId={brand.id} editing={adding ? 'new' : null} onClose={() => setAdding(false)} today={today} />
      )}
    </Stack>
  );
}
