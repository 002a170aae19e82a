import { Alert, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { useStoreSetting } from '../api/store-settings';

/** 商店資料: the store's profile as the platform keeps it (staff change it in 商店管理). */
export function StoreProfilePanel({ storeId }: { storeId: number }) {
  const setting = useStoreSetting(storeId);
  if (setting.isError) return <Alert color="red">{setting.error.message}</Alert>;
  if (!setting.data) return <Loader size="sm" aria-label="載入中" />;
  const { store, availability } = setting.data;
  const rows: [string, string][] = [
    ['商店名稱', store.name],
    ['電話', store.phone ?? '-'],
    ['地址', store.address ?? '-'],
    ['時區', store.timeZone],
    ['目前狀態', availability.label],
  ];
  return (
    <Paper withBorder p="md" maw={640}>
      <SimpleGrid cols={2} spacing="xs">
        {rows.flatMap(([label, value]) => [
          <Text key={`${label}-label`} c="dimmed">
            {label}
          </Text>,
          <Text key={label}>{value}</Text>,
        ])}
      </SimpleGrid>
    </Paper>
  );
}
