import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { fileUrl, type Item } from '@diancan/core/contracts/menu';

export interface NamedRef {
  id: number;
  name: string;
}

/** Names of the referenced records, in the item's order; unknown ids are skipped. */
export function namesOf(ids: readonly number[], records: readonly NamedRef[] | undefined): string {
  const byId = new Map((records ?? []).map((record) => [record.id, record.name]));
  const names = ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
  return names.length > 0 ? names.join('、') : '無';
}

export interface ItemDetailsProps {
  item: Item;
  optionGroups: readonly NamedRef[] | undefined;
  upgrades: readonly NamedRef[] | undefined;
  printAreas: readonly NamedRef[] | undefined;
}

/** The expanded part of an item row: what the table has no room for. */
export function ItemDetails({ item, optionGroups, upgrades, printAreas }: ItemDetailsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: item.imageFileId === null ? 1 : 2 }} spacing="md">
      <Stack gap={4}>
        <Text size="sm">描述：{item.description || '無'}</Text>
        <Text size="sm">口味：{namesOf(item.optionGroupIds, optionGroups)}</Text>
        <Text size="sm">套餐：{namesOf(item.upgradeIds, upgrades)}</Text>
        <Text size="sm">出單區域：{namesOf(item.printAreaIds, printAreas)}</Text>
      </Stack>
      {item.imageFileId !== null && <Image src={fileUrl(item.imageFileId)} alt={item.name} maw={375} radius="sm" />}
    </SimpleGrid>
  );
}
