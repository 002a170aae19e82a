import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WIDE_SCREEN_PX } from '@diancan/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { usePlatformStatus } from '../api/delivery-platforms';
import { ItemMappingPanel } from '../components/ItemMappingPanel';
import { PlatformPanel } from '../components/PlatformPanel';
import { useAuthorizationReturn } from '../hooks/use-authorization-return';
import { platformSwitches } from '../platform-state';

/**
 * 外送平台設定 (/account-manage/delivery-platform-set; access sections 2-4, store operations section 7): Uber Eats and
 * foodpanda side by side on a wide screen, each authorized through the platform's OAuth flow (which comes back here
 * with `?code=`), bound to one platform store, with its auto-accept and invoice switches; then the matching of the
 * platforms' item names to the menu.
 */
export default function DeliveryPlatformSetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <DeliveryPlatformSettings storeId={storeId} />;
}

function DeliveryPlatformSettings({ storeId }: { storeId: number }) {
  useAuthorizationReturn(storeId);
  const setSwitches = useSession((state) => state.setDeliveryPlatforms);
  const platforms = usePlatformStatus(storeId);
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN_PX + 1}px)`) ?? true;

  useEffect(() => {
    if (platforms.data) setSwitches(platformSwitches(platforms.data.platforms));
  }, [platforms.data, setSwitches]);

  return (
    <Stack gap="md">
      <Title order={2}>外送平台設定</Title>
      {platforms.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {platforms.isError && <Text c="red">無法取得外送平台狀態，請稍後再試</Text>}
      {platforms.data && (
        <>
          <SimpleGrid cols={wide ? 2 : 1} spacing="md">
            {platforms.data.platforms.map((platform) => (
              <PlatformPanel key={platform.platform} storeId={storeId} status={platform} storeInvoiceOn={platforms.data.deliveryPlatformSwitch} />
            ))}
          </SimpleGrid>
          <ItemMappingPanel
            storeId={storeId}
            platforms={platforms.data.platforms.filter((platform) => platform.boundStore).map((platform) => platform.platform)}
          />
        </>
      )}
    </Stack>
  );
}
