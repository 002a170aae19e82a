import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconCash, IconDots, IconListDetails, IconPrinter, IconX } from '@tabler/icons-react';
import type { OrderCard } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { reprint, storeHasPrinter } from '../../printing';
import { useAcceptPlatformOrder, useReadyPlatformOrder } from '../api/platform-order';
import { useUpdateOrderStatus } from '../api/order-edits';
import { canCancel, nextStatusOf } from '../board/grouping';
import { NEXT_ACTION_LABELS } from '../board/labels';
import { useHasPassed } from '../hooks/use-has-passed';
import { canCancelOnBoard } from '../board/platform-actions';

export interface CardActionsProps {
  card: OrderCard;
  onOpen(orderId: number): void;
  onCancel(card: OrderCard): void;
  onDeny(card: OrderCard): void;
  onMarkPaid(card: OrderCard): void;
}

/**
 * A platform order's next step goes through the platform (docs/delivery-platforms.md): 接單 or 拒單 while it waits for
 * the store, 通知取餐 once accepted; after that the board's own flow (完成訂單 when the courier has it).
 */
function PlatformStep({ card, onDeny }: { card: OrderCard; onDeny(card: OrderCard): void }) {
  const accept = useAcceptPlatformOrder();
  const ready = useReadyPlatformOrder();
  // Past the platform's window the platform no longer takes an accept: only 拒單 is left.
  const expired = useHasPassed(card.platformOrder?.acceptDeadline ?? null);
  const label = `訂單 ${card.orderNo}`;
  const request = { storeId: card.storeId, orderId: card.id, version: card.version };
  if (card.platformOrder?.status === 'PENDING') {
    return (
      <>
        {!expired && (
          <Button size="md" style={{ flex: 1 }} loading={accept.isPending} aria-label={`${label} 接單`} onClick={() => accept.mutate(request)}>
            接單
          </Button>
        )}
        <Button size="md" variant="light" color="red" aria-label={`${label} 拒單`} onClick={() => onDeny(card)}>
          拒單
        </Button>
      </>
    );
  }
  return (
    <Button size="md" style={{ flex: 1 }} loading={ready.isPending} aria-label={`${label} 通知取餐`} onClick={() => ready.mutate(request)}>
      通知取餐
    </Button>
  );
}

/** The next step of the flow as one big button; the rarer actions (明細, 標記已付款, 取消訂單) in a menu. */
export function CardActions({ card, onOpen, onCancel, onDeny, onMarkPaid }: CardActionsProps) {
  const advance = useUpdateOrderStatus();
  const hasPrinter = useSession(storeHasPrinter);
  const next = nextStatusOf(card.status);
  const label = `訂單 ${card.orderNo}`;
  const platformStep = card.platformOrder?.status === 'PENDING' || card.platformOrder?.status === 'ACCEPTED';

  return (
    <Group gap={4} wrap="nowrap" mt="xs" justify="flex-end">
      {platformStep && <PlatformStep card={card} onDeny={onDeny} />}
      {!platformStep && next && (
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
          {canCancel(card.status) && canCancelOnBoard(card) && (
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => onCancel(card)}>
              取消訂單
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
