import { Badge, Group, Table, Text } from '@mantine/core';
import { couponOfferText, formatCents, type Coupon } from '@diancan/core';
import type { ReactNode } from 'react';
import { couponState } from './coupon-state';

/** The heads of the columns `CouponCells` fills, shared by the coupon panel and 總部 › 品牌優惠券. */
export function CouponHeaderCells() {
  return (
    <>
      <Table.Th>代碼</Table.Th>
      <Table.Th>名稱</Table.Th>
      <Table.Th>優惠</Table.Th>
      <Table.Th>有效期間</Table.Th>
      <Table.Th>已使用 / 發行</Table.Th>
      <Table.Th>每人限用</Table.Th>
      <Table.Th>折抵總額</Table.Th>
      <Table.Th>狀態</Table.Th>
    </>
  );
}

/** The columns every row shows: code, name (and its brand badge), offer, dates, usage, limit, total, state. */
export function CouponCells({ coupon, today, badge }: { coupon: Coupon; today: string; badge: ReactNode }) {
  const state = couponState(coupon, today);
  return (
    <>
      <Table.Td ff="monospace">{coupon.code}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{coupon.name}</Text>
          {badge}
        </Group>
      </Table.Td>
      <Table.Td>{couponOfferText(coupon)}</Table.Td>
      <Table.Td>
        {coupon.startDate} ~ {coupon.endDate}
      </Table.Td>
      <Table.Td>
        {coupon.usedCount} / {coupon.quantity}
      </Table.Td>
      <Table.Td>{coupon.perCustomerLimit === null ? '不限' : `${coupon.perCustomerLimit}次`}</Table.Td>
      <Table.Td>{formatCents(coupon.discountTotal)}</Table.Td>
      <Table.Td>
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
      </Table.Td>
    </>
  );
}

