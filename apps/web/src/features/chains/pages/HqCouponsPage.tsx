import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { businessDateOf, type Brand, type Coupon } from '@diancan/core';
import { IconShareOff } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import {
  CouponActionCells,
  CouponCells,
  CouponHeaderCells,
  CouponModal,
  RemoveCouponModal,
  useBrandCouponStatus,
  useRemoveBrandCoupon,
} from '../../coupons';
import { useBrandCoupons, useBrandSettings, useBrandVersions, useBrandWideCoupon } from '../api';
import { HqFrame } from '../components/HqFrame';
import { useHqStores } from '../components/use-hq-stores';

/**
 * 品牌優惠券 (/hq/coupons; docs/chains.md "Members and coupons"): the brand's brand-wide coupons with their usage in
 * every store, and a new one made in a chosen store of the brand (the flagship by default) and brand-wide at once,
 * with the store's own coupon form. Each row has what the store's 優惠券面板 offers for its own coupons, through the
 * brand's calls (HQ cannot call the store's): 啟用 / 暫停, 編輯 (the same form, saved in the owner store), 刪除, and
 * 取消品牌通用, after which the coupon is its store's own again and leaves this list. The owner store still edits it
 * in its panel too.
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
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<Coupon | null>(null);
  const status = useBrandCouponStatus();
  const removing = useRemoveBrandCoupon();
  const sharing = useBrandWideCoupon();
  const flagshipId = versions.data?.[0]?.sourceStoreId ?? null;
  const fallback = stores.some((store) => store.id === flagshipId) ? flagshipId : (stores[0]?.id ?? null);
  const storeId = picked !== null && stores.some((store) => store.id === picked) ? picked : fallback;
  const today = businessDateOf(new Date());
  const rows = coupons.data ?? [];
  const unmark = (coupon: Coupon) =>
    confirmDanger('取消品牌通用', `確定要取消「${coupon.code}」的品牌通用嗎？取消後只有${coupon.ownerStoreName}可以使用，並由該門市管理。`, () =>
      sharing.mutate({ brandId: brand.id, storeId: coupon.ownerStoreId, couponId: coupon.id, brandWide: false }),
    );

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
        <Button disabled={storeId === null} onClick={() => setEditing('new')}>
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
                <Table.Th>啟用</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((coupon) => (
                <Table.Tr key={coupon.id}>
                  <Table.Td>{coupon.ownerStoreName}</Table.Td>
                  <CouponCells coupon={coupon} today={today} badge={null} />
                  <CouponActionCells
                    coupon={coupon}
                    statusBusy={status.isPending}
                    onStatus={(active) =>
                      status.mutate({ brandId: brand.id, storeId: coupon.ownerStoreId, id: coupon.id, status: active ? 'ACTIVE' : 'PAUSED' })
                    }
                    onEdit={() => setEditing(coupon)}
                    onRemove={() => setConfirmRemove(coupon)}
                    more={
                      <Tooltip label="取消品牌通用">
                        <ActionIcon variant="subtle" color="grape" aria-label={`取消品牌通用 ${coupon.code}`} disabled={sharing.isPending} onClick={() => unmark(coupon)}>
                          <IconShareOff size={18} />
                        </ActionIcon>
                      </Tooltip>
                    }
                  />
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
      {/* A coupon edited is saved in its owner store; `storeId` is where a new one is made. */}
      {storeId !== null && <CouponModal storeId={storeId} brandId={brand.id} editing={editing} onClose={() => setEditing(null)} today={today} />}
      <RemoveCouponModal
        coupon={confirmRemove}
        busy={removing.isPending}
        onClose={() => setConfirmRemove(null)}
        onConfirm={(coupon) =>
          removing.mutate({ brandId: brand.id, storeId: coupon.ownerStoreId, id: coupon.id }, { onSuccess: () => setConfirmRemove(null) })
        }
      />
    </Stack>
  );
}
