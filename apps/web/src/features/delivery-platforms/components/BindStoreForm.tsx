import { Button, Loader, Radio, Stack, Text } from '@mantine/core';
import type { DeliveryPlatform } from '@diancan/core';
import { useState } from 'react';
import { useBind, usePlatformStores } from '../api/delivery-platforms';

/** The platform stores the authorized account manages (store info): the owner picks the one that is this store. */
export function BindStoreForm({ storeId, platform }: { storeId: number; platform: DeliveryPlatform }) {
  const stores = usePlatformStores(storeId, platform, true);
  const bind = useBind();
  const [picked, setPicked] = useState<string | null>(null);
  const list = stores.data ?? [];
  // One store to choose from: it is chosen.
  const chosen = picked ?? (list.length === 1 ? list[0]!.platformStoreId : null);

  if (stores.isPending) return <Loader size="sm" />;
  if (stores.isError) {
    return (
      <Button variant="light" onClick={() => void stores.refetch()}>
        重新取得平台商店
      </Button>
    );
  }
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        此帳號沒有可管理的平台商店
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group label="選擇要綁定的平台商店" value={chosen} onChange={setPicked}>
        <Stack gap={6} mt={6}>
          {list.map((store) => (
            <Radio key={store.platformStoreId} value={store.platformStoreId} label={store.name} description={store.address || undefined} />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        disabled={chosen === null}
        loading={bind.isPending}
        onClick={() => chosen !== null && bind.mutate({ storeId, platform, platformStoreId: chosen })}
      >
        綁定
      </Button>
    </Stack>
  );
}
