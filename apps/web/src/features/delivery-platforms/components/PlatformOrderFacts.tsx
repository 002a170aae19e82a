import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatCents, PLATFORM_ORDER_STATUS_LABELS, type PlatformOrderDetail } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PlatformBadge } from './PlatformBadge';

/** A platform's state colours: waiting orange, refused or cancelled red, the rest teal. */
export function platformStatusColor(status: PlatformOrderDetail['status']): string {
  if (status === 'PENDING') return 'orange';
  return status === 'DENIED' || status === 'CANCELLED' ? 'red' : 'teal';
}

/**
 * A delivery platform's side of an order in full (the board's drawer, the report's order detail): the platform, its
 * order number, its state there, the accept deadline while it waits, the pickup time and what the customer paid it.
 */
export function PlatformOrderFacts({ platformOrder }: { platformOrder: PlatformOrderDetail }) {
  const { platform, platformOrderNo, status, acceptDeadline, pickupAt, platformTotal, syncing } = platformOrder;
  return (
    <Stack gap={2} aria-label="外送平台訂單">
      <Group gap="xs">
        <PlatformBadge platform={platform} size="sm" />
        <Text size="sm" fw={600}>
          平台訂單編號 {platformOrderNo}
        </Text>
        <Badge size="sm" variant="light" color={platformStatusColor(status)}>
          {PLATFORM_ORDER_STATUS_LABELS[status]}
        </Badge>
        {syncing && (
          <Badge size="sm" variant="outline" color="gray">
            平台同步中
          </Badge>
        )}
      </Group>
      {acceptDeadline && status === 'PENDING' && <Text size="sm">接單期限 {formatTaipeiDateTime(acceptDeadline)}</Text>}
      {pickupAt && <Text size="sm">取餐時間 {formatTaipeiDateTime(pickupAt)}</Text>}
      <Text size="sm" c="dimmed">
        平台訂單總額（含平台費用） {formatCents(platformTotal)}
      </Text>
    </Stack>
  );
}
