import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { PATHS } from '@diancan/core';
import { useNavigate } from 'react-router';
import { BrandSharingCard } from '../../members';
import { useBrandVersions } from '../api';
import { HqFrame } from '../components/HqFrame';
import { useHqStores } from '../components/use-hq-stores';

/**
 * 品牌商店 (/hq/stores, HQ's landing): the brand's stores, the one the last version was published from (旗艦店) and
 * the one whose menu HQ is editing; 編輯菜單 opens that store's menu in the ordinary menu screens.
 */
export default function HqStoresPage() {
  return (
    <HqFrame title="品牌商店">
      {(brand) => (
        <Stack>
          <StoreTable brandId={brand.id} />
          {/* 共用會員 / 共用優惠券 (the members area's card; docs/chains.md "Members and coupons"). */}
          <BrandSharingCard brandId={brand.id} />
        </Stack>
      )}
    </HqFrame>
  );
}

function StoreTable({ brandId }: { brandId: number }) {
  const { stores, editingId, edit } = useHqStores();
  const versions = useBrandVersions(brandId);
  const navigate = useNavigate();
  const flagshipId = versions.data?.[0]?.sourceStoreId ?? null;

  if (stores.length === 0) return <Text c="dimmed">品牌尚無商店</Text>;
  return (
    <Table striped highlightOnHover aria-label="品牌商店">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>商店</Table.Th>
          <Table.Th>狀態</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stores.map((store) => (
          <Table.Tr key={store.id}>
            <Table.Td>{store.name}</Table.Td>
            <Table.Td>
              {store.id === flagshipId && <Badge mr={4}>旗艦店</Badge>}
              {store.id === editingId && (
                <Badge color="teal" variant="light">
                  編輯中
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} />}
                aria-label={`編輯${store.name}的菜單`}
                onClick={() => {
                  edit(store.id);
                  void navigate(PATHS.MENU_MEALS);
                }}
              >
                編輯菜單
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
