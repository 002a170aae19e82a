import { Badge, type BadgeProps } from '@mantine/core';
import { DELIVERY_PLATFORM_LABELS, type DeliveryPlatform } from '@diancan/core';

/**
 * The platforms' own colours, so the kitchen tells their orders apart at a glance (we ship no logo files: the
 * platforms' brand guidelines restrict their use; the name in the brand colour is what the tablets show too).
 */
const BRAND: Readonly<Record<DeliveryPlatform, { background: string; color: string }>> = {
  UBER_EATS: { background: '#000000', color: '#06C167' },
  FOODPANDA: { background: '#D70F64', color: '#FFFFFF' },
};

/** A platform's name in its brand colours. */
export function PlatformBadge({ platform, size = 'md' }: { platform: DeliveryPlatform; size?: BadgeProps['size'] }) {
  const brand = BRAND[platform];
  return (
    <Badge size={size} radius="sm" style={{ background: brand.background, color: brand.color, textTransform: 'none' }}>
      {DELIVERY_PLATFORM_LABELS[platform]}
    </Badge>
  );
}
