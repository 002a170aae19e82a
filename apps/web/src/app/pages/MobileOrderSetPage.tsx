import { Stack, Title } from '@mantine/core';
import { MobileOrderSettingPanel } from '../../features/store-settings';
import { useSession } from '../../lib/session';

/** 手機點餐設定 (/account-manage/mobile-order-set). */
export default function MobileOrderSetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return (
    <Stack gap="md">
      <Title order={2}>手機點餐設定</Title>
      <MobileOrderSettingPanel storeId={storeId} />
    </Stack>
  );
}
