import { Badge, Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlarm, IconTruckDelivery } from '@tabler/icons-react';
import { DELIVERY_STATUS_LABELS, formatCents, PAYMENT_STATUS_LABELS, type OrderCard } from '@diancan/core';
import { memo } from 'react';
import { ageLabel } from '../board/idle';
import { PlatformBadge } from '../../delivery-platforms';
import { countLabel, destinationLabel, isDeliveryPlatform, SOURCE_LABELS } from '../board/labels';
import classes from './board.module.css';
import { CardActions } from './CardActions';
import { PlatformOrderInfo } from './PlatformOrderInfo';

export interface OrderCardViewProps {
  card: OrderCard;
  now: number;
  /** Not moved for the store's idle reminder minutes. */
  idle: boolean;
  /** Arrived since the board opened and not touched yet. */
  fresh: boolean;
  /** Batch selection is on: the card shows its checkbox. */
  selecting: boolean;
  selected: boolean;
  onToggleSelect(orderId: number): void;
  onOpen(orderId: number): void;
  onCancel(card: OrderCard): void;
  /** A platform order refused while the platform waits (拒單). */
  onDeny(card: OrderCard): void;
  onMarkPaid(card: OrderCard): void;
}

function SourceBadge({ card }: { card: OrderCard }) {
  if (card.platformOrder) return <PlatformBadge platform={card.platformOrder.platform} />;
  const platform = isDeliveryPlatform(card.source);
  return (
    <Badge variant={platform ? 'filled' : 'light'} color={platform ? 'teal' : 'blue'}>
      {SOURCE_LABELS[card.source]}
    </Badge>
  );
}

function CardLines({ card }: { card: OrderCard }) {
  return (
    <Stack gap={4} component="ul" className={classes.lines} aria-label="餐點">
      {card.lines.map((line) => (
        <li key={line.id}>
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text fw={600} size="sm" className={classes.count}>
              {countLabel(line.count)}×
            </Text>
            <Text size="sm" fw={500}>
              {line.itemName}
            </Text>
            {line.entertain && (
              <Badge size="xs" color="grape" variant="light">
                招待
              </Badge>
            )}
          </Group>
          {line.choices.length > 0 && (
            <Text size="xs" c="dimmed" pl={28}>
              {line.choices.join('、')}
            </Text>
          )}
          {line.remark && (
            <Text size="xs" c="orange.8" pl={28}>
              備註：{line.remark}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** One order on the board: number, where it goes, what is in it, what it costs, how long it has waited. */
export const OrderCardView = memo(function OrderCardView({ card, now, idle, fresh, selecting, selected, onToggleSelect, onOpen, onCancel, onDeny, onMarkPaid }: OrderCardViewProps) {
  const label = `訂單 ${card.orderNo}`;
  const unpaid = card.paymentStatus === 'UNPAID';
  return (
    <Card
      component="article"
      aria-label={label}
      data-order-id={card.id}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      mod={{ idle, fresh, selected }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {selecting && <Checkbox aria-label={`選取${label}`} checked={selected} onChange={() => onToggleSelect(card.id)} />}
          <UnstyledButton onClick={() => onOpen(card.id)} aria-label={`${label} 明細`}>
            <Text fw={700} size="xl" className={classes.orderNo}>
              #{card.orderNo}
            </Text>
          </UnstyledButton>
          <SourceBadge card={card} />
        </Group>
        <Group gap={4} wrap="nowrap" c={idle ? 'red.7' : 'dimmed'} aria-label="等待時間">
          {idle && <IconAlarm size={16} aria-hidden />}
          <Text size="sm" fw={idle ? 700 : 400}>
            {ageLabel(card.statusChangedAt, now)}
          </Text>
        </Group>
      </Group>

      <Group gap="xs" mt={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {destinationLabel(card)}
        </Text>
        {card.delivery && (
          <Badge size="sm" variant="outline" color="teal" leftSection={<IconTruckDelivery size={12} />}>
            {DELIVERY_STATUS_LABELS[card.delivery.status]}
            {card.delivery.courierName ? ` · ${card.delivery.courierName}` : ''}
          </Badge>
        )}
      </Group>
      {card.platformOrder && <PlatformOrderInfo platformOrder={card.platformOrder} />}

      <CardLines card={card} />
      {card.remark && (
        <Text size="sm" c="orange.8" mt={4}>
          訂單備註：{card.remark}
        </Text>
      )}

      <Group gap="xs" mt="xs" wrap="nowrap">
        <Text fw={700} aria-label="金額">
          {formatCents(card.amount)}
        </Text>
        <Badge color={unpaid ? 'red' : 'green'} variant={unpaid ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
          {card.entertain ? '招待' : PAYMENT_STATUS_LABELS[card.paymentStatus]}
        </Badge>
      </Group>
      <CardActions card={card} onOpen={onOpen} onCancel={onCancel} onDeny={onDeny} onMarkPaid={onMarkPaid} />
    </Card>
  );
});
