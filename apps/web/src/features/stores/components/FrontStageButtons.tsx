import { Button, Group } from '@mantine/core';
import { useFrontStage } from '../api/stores';

/**
 * 出單點餐 (kiosk) and 手機點餐 in the manager header (store operations section 2): for USER_MANAGER with a selected
 * store, each opens the store's front stage in a new tab (`?mode=kiosk` / `?mode=mobile`; self-ordering builds it).
 */
export function FrontStageButtons({ storeId }: { storeId: number }) {
  const link = useFrontStage(storeId);
  if (!link.data) return null;
  const open = (mode: 'kiosk' | 'mobile') => `${link.data.frontStageURL}?mode=${mode}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component="a" href={open('kiosk')} target="_blank" rel="noopener" size="xs" variant="light">
        出單點餐
      </Button>
      <Button component="a" href={open('mobile')} target="_blank" rel="noopener" size="xs" variant="light">
        手機點餐
      </Button>
    </Group>
  );
}
