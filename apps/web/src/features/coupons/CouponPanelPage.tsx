import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { businessDateOf, type Coupon } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { useCouponList, useCouponStatus, useRemoveCoupon } from './api';
import { CouponActionCells, RemoveCouponModal } from './CouponActions';
import { CouponModal } from './CouponModal';
import { CouponCells, CouponHeaderCells } from './CouponCells';

/**
 * 優惠券面板 (/whats-eat-manage/whats-eat-panel; docs/coupons.md): the store's coupons with their usage, added,
 * edited, paused and removed here; the checkout redeems them by code. A brand-wide coupon of another store of the
 * brand (docs/chains.md "Members and coupons") is listed too, read-only: the cashier sees the code will work and how
 * many are left; only its own store changes it (the server refuses the others).
 */
export default function CouponPanelPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <CouponPanel storeId={storeId} />;
}

export function CouponPanel({ storeId }: { storeId: number }) {
  const list = useCouponList(storeId);
  const status = useCouponStatus();
  const removing = useRemoveCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<Coupon | null>(null);
  const today = businessDateOf(new Date());
  const coupons = list.data ?? [];
  const fromBrand = coupons.some((coupon) => coupon.ownerStoreId !== storeId);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>優惠券面板</Title>
        <Button onClick={() => setEditing('new')}>新增優惠券</Button>
      </Group>
      <Alert variant="light" color="gray">
        顧客於結帳時出示優惠券代碼，收銀員在結帳視窗輸入或掃描即可折抵；優惠券在自動折扣之後、手動折扣之前計算。
      </Alert>
      {fromBrand && (
        <Alert variant="light" color="grape">
          標示「品牌」的優惠券由品牌的其他門市建立，本店結帳也可使用；已使用張數為全品牌合計，僅能由建立的門市修改。
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="優惠券列表" verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <CouponHeaderCells />
                <Table.Th>啟用</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.map((coupon) =>
                coupon.ownerStoreId === storeId ? (
                  <OwnRow
                    key={coupon.id}
                    coupon={coupon}
                    today={today}
                    statusBusy={status.isPending}
                    onStatus={(active) => status.mutate({ storeId, id: coupon.id, status: active ? 'ACTIVE' : 'PAUSED' })}
                    onEdit={() => setEditing(coupon)}
                    onRemove={() => setConfirmRemove(coupon)}
                  />
                ) : (
                  <BrandRow key={coupon.id} coupon={coupon} today={today} />
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!list.isPending && coupons.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            尚無優惠券
          </Text>
        )}
      </Paper>
      <CouponModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} today={today} />
      <RemoveCouponModal
        coupon={confirmRemove}
        busy={removing.isPending}
        onClose={() => setConfirmRemove(null)}
        onConfirm={(coupon) => removing.mutate({ storeId, id: coupon.id }, { onSuccess: () => setConfirmRemove(null) })}
      />
    </Stack>
  );
}

function OwnRow({ today, ...actions }: { today: string } & Parameters<typeof CouponActionCells>[0]) {
  const { coupon } = actions;
  const badge = coupon.brandWide ? (
    <Badge size="sm" variant="light" color="grape">
      品牌通用
    </Badge>
  ) : null;
  return (
    <Table.Tr>
      <CouponCells coupon={coupon} today={today} badge={badge} />
      <CouponActionCells {...actions} />
    </Table.Tr>
  );
}

/** A brand-wide coupon of another store of the brand: read-only, marked 品牌 with the store that owns it. */
function BrandRow({ coupon, today }: { coupon: Coupon; today: string }) {
  const badge = (
    <Badge size="sm" variant="light" color="grape">
      品牌
    </Badge>
  );
  return (
    <Table.Tr>
      <CouponCells coupon={coupon} today={today} badge={badge} />
      <Table.Td colSpan={2}>
        <Text size="xs" c="dimmed">
          由{coupon.ownerStoreName}管理
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
