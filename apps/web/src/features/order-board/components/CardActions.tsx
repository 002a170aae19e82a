import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconCash, IconDots, IconListDetails, IconPrinter, IconX } from '@tabler/icons-react';
import type { OrderCard } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { reprint, storeHasPrinter } from '../../printing';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { canCancel, nextStatusOf } from '../board/grouping';
import { NEXT_ACTION_LABELS } from '../board/labels';

export interface CardActionsProps {
  card: OrderCard;
  onOpen(orderId: number): void;
  onCancel(card: OrderCard): void;
  onMarkPaid(card: OrderCard): void;
}

/** The next step of the flow as one big button; the rarer actions (明細, 標記已付款, 取消訂單) in a menu. */
export function CardActions({ card, onOpen, onCancel, onMarkPaid }: CardActionsProps) {
  const advance = useUpdateOrderStatus();
  const hasPrinter = useSession(storeHasPrinter);
  const next = nextStatusOf(card.status);
  const label = `訂單 ${card.orderNo}`;

  return (
    <Group gap={4} wrap="nowrap" mt="xs" justify="flex-end">
      {next && (
        <Button
          size="md"
          style={{ flex: 1 }}
          loading={advance.isPending}
          aria-label={`${label} ${NEXT_ACTION_LABELS[next] ?? next}`}
          onClick={() =>
            advance.mutate({ storeId: card.storeId, orderId: card.id, version: card.version, status: next, deliveryOrder: null })
          }
        >
          {NEXT_ACTION_LABELS[next] ?? next}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={42} aria-label={`${label} 更多操作`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconListDetails size={16} />} onClick={() => onOpen(card.id)}>
            明細與修改
          </Menu.Item>
          {hasPrinter && (
            <>
              <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => void reprint({ storeId: card.storeId, orderId: card.id, document: 'RECEIPT' })}>
                補印收據
              </Menu.Item>
              <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => void reprint({ storeId: card.storeId, orderId: card.id, document: 'KITCHEN' })}>
                補印廚房單
              </Menu.Item>
            </>
          )}
          {card.paymentStatus === 'UNPAID' && !card.entertain && (
            <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onMarkPaid(card)}>
              標記已付款
            </Menu.Item>
          )}
          {canCancel(card.status) && (
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => onCancel(card)}>
              取消訂單
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
