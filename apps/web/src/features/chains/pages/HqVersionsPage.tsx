import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { Brand, BrandPublishResult, BrandVersion } from '@diancan/core';
import { useState } from 'react';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { useBrandVersions, useRollbackMenu } from '../api';
import { HqFrame } from '../components/HqFrame';
import { PublishResult } from '../components/PublishResult';
import { storeNameOf, useHqStores } from '../components/use-hq-stores';

/** 菜單版本 (/hq/versions): every published version, newest first, and 回復 (that version's menu published again). */
export default function HqVersionsPage() {
  return <HqFrame title="菜單版本">{(brand) => <Versions brand={brand} />}</HqFrame>;
}

function outcomeOf(version: BrandVersion): string {
  const failed = version.stores.filter((store) => !store.ok).length;
  return failed > 0 ? `${version.stores.length - failed} 間更新，${failed} 間失敗` : `${version.stores.length} 間更新`;
}

function Versions({ brand }: { brand: Brand }) {
  const { stores } = useHqStores();
  const versions = useBrandVersions(brand.id);
  const rollingBack = useRollbackMenu();
  const [result, setResult] = useState<BrandPublishResult | null>(null);

  const rollback = (version: number) =>
    confirmDanger('回復菜單版本', `將版本 ${version} 的菜單重新發布到當時的商店，確定嗎？`, () =>
      rollingBack.mutate({ brandId: brand.id, version }, { onSuccess: setResult }),
    );

  const rows = versions.data ?? [];
  return (
    <Stack gap="md">
      {result && <PublishResult result={result} stores={stores} />}
      {versions.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">尚未發布任何版本</Text>
      ) : (
        <Table striped aria-label="菜單版本">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>版本</Table.Th>
              <Table.Th>發布時間</Table.Th>
              <Table.Th>旗艦店</Table.Th>
              <Table.Th>餐點數</Table.Th>
              <Table.Th>商店</Table.Th>
              <Table.Th>備註</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((version, index) => (
              <Table.Tr key={version.version}>
                <Table.Td>
                  {version.version}
                  {index === 0 && (
                    <Badge ml={6} size="sm">
                      目前
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatTaipeiDateTime(version.publishedAt)}</Table.Td>
                <Table.Td>{storeNameOf(stores, version.sourceStoreId)}</Table.Td>
                <Table.Td>{version.itemCount}</Table.Td>
                <Table.Td>{outcomeOf(version)}</Table.Td>
                <Table.Td>
                  {version.note}
                  {version.rolledBackFrom !== null && (
                    <Text size="xs" c="dimmed">
                      回復自版本 {version.rolledBackFrom}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {index > 0 && (
                    <Button
                      size="xs"
                      variant="light"
                      color="orange"
                      leftSection={<IconArrowBackUp size={14} />}
                      aria-label={`回復版本 ${version.version}`}
                      loading={rollingBack.isPending && rollingBack.variables.version === version.version}
                      onClick={() => rollback(version.version)}
                    >
                      回復
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
