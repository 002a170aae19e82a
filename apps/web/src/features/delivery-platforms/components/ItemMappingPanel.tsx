import { Badge, Group, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_PLATFORM_LABELS, formatCents, type DeliveryPlatform, type ItemMapping } from '@diancan/core';
import { useMemo, useState } from 'react';
import { itemDictQuery } from '../../menu';
import { useItemMappings, useSetItemMapping } from '../api/delivery-platforms';
import { sortMappings } from '../item-mapping';

/**
 * 餐點對應: every item name a platform has sent in its orders, and the menu item it stands for. A platform order's line
 * with a matched name counts as that item (kitchen areas, reports, stock); an unmatched one is kept with the
 * platform's name and price. Unmatched names come first.
 */
export function ItemMappingPanel({ storeId, platforms }: { storeId: number; platforms: readonly DeliveryPlatform[] }) {
  const [chosen, setChosen] = useState<DeliveryPlatform | null>(null);
  const platform = chosen !== null && platforms.includes(chosen) ? chosen : platforms[0];
  if (!platform) return null;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label="餐點對應">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>餐點對應</Title>
          {platforms.length > 1 && (
            <SegmentedControl
              value={platform}
              onChange={(value) => setChosen(value as DeliveryPlatform)}
              data={platforms.map((value) => ({ value, label: DELIVERY_PLATFORM_LABELS[value] }))}
            />
          )}
        </Group>
        <MappingTable storeId={storeId} platform={platform} />
      </Stack>
    </Paper>
  );
}

/** The item a name is matched to stays readable even when the menu list no longer has it (deleted since). */
function withCurrent(options: { value: string; label: string }[], row: ItemMapping) {
  if (row.itemId === null || options.some((option) => option.value === String(row.itemId))) return options;
  return [{ value: String(row.itemId), label: row.itemName ?? `#${row.itemId}` }, ...options];
}

function MappingTable({ storeId, platform }: { storeId: number; platform: DeliveryPlatform }) {
  const mappings = useItemMappings(storeId, platform);
  const items = useQuery(itemDictQuery(storeId));
  const setMapping = useSetItemMapping();
  const options = useMemo(() => (items.data ?? []).map((item) => ({ value: String(item.id), label: item.name })), [items.data]);
  const rows = useMemo(() => sortMappings(mappings.data ?? []), [mappings.data]);

  if (mappings.isPending) return <Text size="sm">資料載入中...</Text>;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        尚無{DELIVERY_PLATFORM_LABELS[platform]}餐點：收到訂單後，平台的餐點名稱會列在這裡。
      </Text>
    );
  }
  const change = (row: ItemMapping, value: string | null) =>
    setMapping.mutate({ storeId, platform, platformItemName: row.platformItemName, itemId: value === null ? null : Number(value) });

  return (
    <Table striped verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>平台餐點名稱</Table.Th>
          <Table.Th>平台售價</Table.Th>
          <Table.Th>本店餐點</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.platformItemName}>
            <Table.Td>
              <Group gap={6}>
                <Text size="sm">{row.platformItemName}</Text>
                {row.itemId === null && (
                  <Badge size="xs" color="orange" variant="light">
                    未對應
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{formatCents(row.lastPrice)}</Table.Td>
            <Table.Td miw={200}>
              <Select
                aria-label={`${row.platformItemName} 對應餐點`}
                placeholder="選擇餐點"
                searchable
                clearable
                nothingFoundMessage="暫無數據"
                data={withCurrent(options, row)}
                value={row.itemId === null ? null : String(row.itemId)}
                disabled={setMapping.isPending}
                onChange={(value) => change(row, value)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
