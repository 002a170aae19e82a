import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconUserPlus, IconX } from '@tabler/icons-react';
import { BRAND_NAME_MAX, PATHS, ROLES, STORE_API, type Brand, type StoreRef } from '@diancan/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { apiQuery } from '../../../lib/api-query';
import { useSession } from '../../../lib/session';
import { useAddBrand, useAddBrandStore, useBrands, useRemoveBrandStore } from '../api';
import { AddHqUserModal } from '../components/AddHqUserModal';

/**
 * 商店管理 › 品牌 (/store-manage/brands): the brands and their stores (a store is in at most one). Managers create a
 * brand, put a store in or take it out, and add its HQ (總部) accounts; a sales person sees the brands of their stores.
 */
export default function BrandsPage() {
  const manager = useSession((state) => state.superManager || state.loginRole === ROLES.USER_MANAGER);
  const brands = useBrands();
  const stores = useQuery({ ...apiQuery(STORE_API.getList, { includeInactive: false }), staleTime: 60_000 });
  const [hqFor, setHqFor] = useState<Brand | null>(null);
  const storeList = stores.data ?? [];
  const taken = new Set((brands.data ?? []).flatMap((brand) => brand.storeIds));
  const free = storeList.filter((store) => !taken.has(store.id));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>品牌</Title>
        <Anchor component={Link} to={PATHS.STORE_MANAGE}>
          返回商店管理
        </Anchor>
      </Group>
      {manager && <NewBrand />}
      {brands.isSuccess && brands.data.length === 0 && <Text c="dimmed">尚無品牌</Text>}
      {(brands.data ?? []).map((brand) => (
        <BrandCard key={brand.id} brand={brand} stores={storeList} free={free} manager={manager} onAddHq={() => setHqFor(brand)} />
      ))}
      <AddHqUserModal brand={hqFor} onClose={() => setHqFor(null)} />
    </Stack>
  );
}

function NewBrand() {
  const adding = useAddBrand();
  const [name, setName] = useState('');
  return (
    <Group gap="sm" align="flex-end">
      <TextInput label="新品牌名稱" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={BRAND_NAME_MAX} w={260} />
      <Button
        leftSection={<IconPlus size={16} />}
        disabled={name.trim() === ''}
        loading={adding.isPending}
        onClick={() => adding.mutate({ name: name.trim() }, { onSuccess: () => setName('') })}
      >
        新增品牌
      </Button>
    </Group>
  );
}

function BrandCard(props: { brand: Brand; stores: readonly StoreRef[]; free: readonly StoreRef[]; manager: boolean; onAddHq: () => void }) {
  const { brand, stores, free, manager, onAddHq } = props;
  const addingStore = useAddBrandStore();
  const removing = useRemoveBrandStore();
  const [storeId, setStoreId] = useState<string | null>(null);
  const nameOf = (id: number) => stores.find((store) => store.id === id)?.name ?? `商店 #${id}`;

  const remove = (id: number) =>
    confirmDanger('移出品牌', `將「${nameOf(id)}」移出「${brand.name}」？已發布的品牌餐點會留在商店成為商店自己的餐點。`, () =>
      removing.mutate({ brandId: brand.id, storeId: id }),
    );

  return (
    <Paper withBorder p="md" aria-label={`品牌 ${brand.name}`} component="section">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{brand.name}</Title>
        {manager && (
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={onAddHq}>
            新增總部帳號
          </Button>
        )}
      </Group>
      <Group gap="xs" mb={manager ? 'sm' : 0}>
        {brand.storeIds.length === 0 && <Text c="dimmed" size="sm">尚無商店</Text>}
        {brand.storeIds.map((id) => (
          <Badge
            key={id}
            size="lg"
            variant="light"
            rightSection={
              manager && (
                <Tooltip label="移出品牌">
                  <ActionIcon size="xs" variant="transparent" aria-label={`將${nameOf(id)}移出品牌`} onClick={() => remove(id)}>
                    <IconX size={12} />
                  </ActionIcon>
                </Tooltip>
              )
            }
          >
            {nameOf(id)}
          </Badge>
        ))}
      </Group>
      {manager && (
        <Group gap="sm" align="flex-end">
          <Select
            aria-label={`加入${brand.name}的商店`}
            placeholder="選擇商店"
            searchable
            data={free.map((store) => ({ value: String(store.id), label: store.name }))}
            value={storeId}
            onChange={setStoreId}
            nothingFoundMessage="沒有未加入品牌的商店"
            w={260}
          />
          <Button
            variant="default"
            disabled={storeId === null}
            loading={addingStore.isPending}
            onClick={() => storeId && addingStore.mutate({ brandId: brand.id, storeId: Number(storeId) }, { onSuccess: () => setStoreId(null) })}
          >
            加入品牌
          </Button>
        </Group>
      )}
    </Paper>
  );
}
