import { ActionIcon, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { MODAL_WIDTH, type Coupon } from '@diancan/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A changeable coupon's last two cells, under the heads 啟用 and an empty one: the switch (暫停 / 啟用) and the icons
 * 編輯, anything the page adds (`more`), 刪除. The store's panel and 總部 › 品牌優惠券 both show them.
 */
export function CouponActionCells(props: {
  coupon: Coupon;
  statusBusy: boolean;
  onStatus: (active: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  more?: ReactNode;
}) {
  const { coupon } = props;
  return (
    <>
      <Table.Td>
        <Switch
          aria-label={`啟用 ${coupon.code}`}
          checked={coupon.status === 'ACTIVE'}
          disabled={props.statusBusy}
          onChange={(event) => props.onStatus(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`編輯 ${coupon.code}`} onClick={props.onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          {props.more}
          <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${coupon.code}`} onClick={props.onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </>
  );
}

/** 刪除優惠券: asks before removing `coupon` (open while it is not null); the orders that used it keep their discount. */
export function RemoveCouponModal(props: { coupon: Coupon | null; busy: boolean; onClose: () => void; onConfirm: (coupon: Coupon) => void }) {
  const { coupon } = props;
  return (
    <Modal opened={coupon !== null} onClose={props.onClose} title="刪除優惠券" size={MODAL_WIDTH} centered>
      <Stack gap="md">
        <Text>確定要刪除優惠券 {coupon?.code} 嗎？已使用的訂單仍保留折抵紀錄。</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            取消
          </Button>
          <Button color="red" loading={props.busy} onClick={() => coupon && props.onConfirm(coupon)}>
            確定刪除
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
