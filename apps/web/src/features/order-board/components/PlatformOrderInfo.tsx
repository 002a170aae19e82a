import { Badge, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PLATFORM_ORDER_STATUS_LABELS, type PlatformOrderCard } from '@diancan/core';
import { acceptCountdown, platformStatusColor } from '../../delivery-platforms';
import { useNow } from '../hooks/use-now';

/** The countdown moves every second: the platform refuses the order for the store when it reaches zero. */
function AcceptCountdown({ acceptDeadline }: { acceptDeadline: string }) {
  const countdown = acceptCountdown(acceptDeadline, useNow(1000));
  return (
    <Text size="sm" fw={700} c={countdown.urgent ? 'red.7' : 'teal.8'} aria-label="接單倒數" role="timer">
      {countdown.expired ? '已超過接單時間' : `接單倒數 ${countdown.label}`}
    </Text>
  );
}

/** A platform order's line on its card: the platform's own order number, its state there, the accept countdown. */
export function PlatformOrderInfo({ platformOrder }: { platformOrder: PlatformOrderCard }) {
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      <Text size="sm" fw={600} aria-label="平台訂單編號">
        {platformOrder.platformOrderNo}
      </Text>
      <Badge size="sm" variant="light" color={platformStatusColor(platformOrder.status)}>
        {PLATFORM_ORDER_STATUS_LABELS[platformOrder.status]}
      </Badge>
      {platformOrder.syncing && (
        <Badge size="sm" variant="outline" color="gray" leftSection={<IconRefresh size={12} />}>
          平台同步中
        </Badge>
      )}
      {platformOrder.status === 'PENDING' && platformOrder.acceptDeadline && <AcceptCountdown acceptDeadline={platformOrder.acceptDeadline} />}
    </Group>
  );
}
