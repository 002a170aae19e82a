import { Badge, Button, CloseButton, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconCalendarClock } from '@tabler/icons-react';
import { useCart } from '../cart/cart-store';
import { OFFLINE_NEEDS_NETWORK } from '../offline/offline-rules';
import { useOutbox } from '../offline/outbox-store';
import { RESERVATION_TYPE_LABEL, reservationDisplayName } from '../reservation/reservation-rules';

export interface OrderTypeBarProps {
  onOpenTable: () => void;
  onOpenReservation: () => void;
}

/** 內用 / 外帶 with the table number, or the reservation that replaces both. */
export function OrderTypeBar({ onOpenTable, onOpenReservation }: OrderTypeBarProps) {
  const isInside = useCart((state) => state.isInside);
  const tableNumber = useCart((state) => state.tableNumber);
  const reserve = useCart((state) => state.reserve);
  const reserveIssue = useCart((state) => state.reserveIssue);
  const setInside = useCart((state) => state.setInside);
  const setReserve = useCart((state) => state.setReserve);
  const offline = useOutbox((state) => state.unreachable);

  if (reserve) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="light"
          size="xs"
          color={reserveIssue ? 'red' : undefined}
          title={reserveIssue ?? undefined}
          leftSection={<IconCalendarClock size={16} />}
          onClick={onOpenReservation}
          aria-label="修改預約"
        >
          預約{RESERVATION_TYPE_LABEL[reserve.type]}
        </Button>
        <Text size="sm" truncate>
          {reserve.date.name} {reserve.time} {reservationDisplayName(reserve)}
          {reserve.type === 'PICKUP' && reserve.tableName ? ` · ${reserve.tableName}` : ''}
        </Text>
        <CloseButton aria-label="取消預約" onClick={() => setReserve(null)} />
      </Group>
    );
  }

  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="內用外帶"
        value={isInside ? 'INSIDE' : 'TAKEOUT'}
        onChange={(value) => setInside(value === 'INSIDE')}
        data={[
          { value: 'INSIDE', label: '內用' },
          { value: 'TAKEOUT', label: '外帶' },
        ]}
      />
      {isInside && (
        <Button variant="default" size="xs" onClick={onOpenTable} aria-label="桌號">
          {tableNumber ? (
            <>
              桌號 <Badge ml={4}>{tableNumber}</Badge>
            </>
          ) : (
            '桌號'
          )}
        </Button>
      )}
      {offline ? (
        <Tooltip label={OFFLINE_NEEDS_NETWORK.RESERVATION}>
          <Button variant="default" size="xs" leftSection={<IconCalendarClock size={16} />} data-disabled onClick={(event) => event.preventDefault()}>
            預約
          </Button>
        </Tooltip>
      ) : (
        <Button variant="default" size="xs" leftSection={<IconCalendarClock size={16} />} onClick={onOpenReservation}>
          預約
        </Button>
      )}
    </Group>
  );
}
