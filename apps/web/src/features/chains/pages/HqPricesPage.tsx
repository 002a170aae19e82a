import { Badge, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { dollarsToCents, formatCents, type Brand, type BrandStorePriceRow } from '@diancan/core';
import { useState } from 'react';
import { useBrandStorePrices, useBrandVersions, useStorePrice } from '../api';
import { HqFrame } from '../components/HqFrame';
import { useHqStores } from '../components/use-hq-stores';

/**
 * 門市價格 (/hq/prices): a store's own price of a brand item (kept by later publishes), set or cleared back to the
 * brand's price. The flagship's items are the brand's own, so its store is not offered; the list is the store's brand
 * items only (`brand/storePrice/list`): its own items have no brand price to keep.
 */
export default function HqPricesPage() {
  return <HqFrame title="門市價格">{(brand) => <Prices brand={brand} />}</HqFrame>;
}

function Prices({ brand }: { brand: Brand }) {
  const { stores } = useHqStores();
  const versions = useBrandVersions(brand.id);
  const flagshipId = versions.data?.[0]?.sourceStoreId ?? null;
  const choices = stores.filter((store) => store.id !== flagshipId);
  const [picked, setPicked] = useState<number | null>(null);
  const storeId = picked !== null && choices.some((store) => store.id === picked) ? picked : (choices[0]?.id ?? null);
  const [keyword, setKeyword] = useState('');
  const items = useBrandStorePrices(brand.id, storeId);

  if (versions.isSuccess && versions.data.length === 0) return <Text c="dimmed">品牌菜單發布後，才能設定門市價格</Text>;
  const shown = (items.data ?? []).filter((item) => item.name.includes(keyword.trim()));
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="商店"
          data={choices.map((store) => ({ value: String(store.id), label: store.name }))}
          value={storeId === null ? null : String(storeId)}
          onChange={(value) => setPicked(value ? Number(value) : null)}
          allowDeselect={false}
          w={260}
        />
        <TextInput label="搜尋餐點" value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} w={200} />
      </Group>
      {storeId !== null && (
        <Table striped aria-label="門市價格">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>分類</Table.Th>
              <Table.Th>餐點</Table.Th>
              <Table.Th>品牌價格</Table.Th>
              <Table.Th>目前價格</Table.Th>
              <Table.Th>門市價格</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <PriceRow key={item.itemId} brandId={brand.id} storeId={storeId} item={item} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {items.isSuccess && items.data.length === 0 && <Text c="dimmed">此商店沒有品牌餐點</Text>}
    </Stack>
  );
}

function PriceRow({ brandId, storeId, item }: { brandId: number; storeId: number; item: BrandStorePriceRow }) {
  const setting = useStorePrice();
  const [dollars, setDollars] = useState<string | number>('');
  const cents = dollars === '' ? null : dollarsToCents(dollars);
  const send = (price: number | null) =>
    setting.mutate({ brandId, storeId, itemId: item.itemId, price }, { onSuccess: () => setDollars('') });

  return (
    <Table.Tr>
      <Table.Td>{item.categoryName}</Table.Td>
      <Table.Td>{item.name}</Table.Td>
      <Table.Td>{item.brandPrice === null ? '—' : formatCents(item.brandPrice)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {formatCents(item.price)}
          {item.local && (
            <Badge size="sm" variant="light" color="orange">
              門市價
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={`${item.name}門市價格`}
            prefix="NT$"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            value={dollars}
            onChange={setDollars}
            w={140}
            size="xs"
          />
          <Button size="xs" disabled={cents === null} loading={setting.isPending && setting.variables.price !== null} onClick={() => send(cents)}>
            設定
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={!item.local}
            loading={setting.isPending && setting.variables.price === null}
            onClick={() => send(null)}
          >
            恢復品牌價格
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
