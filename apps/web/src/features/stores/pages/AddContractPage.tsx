import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@diancan/core';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useStoreDetail } from '../api/stores';
import { ContractForm } from '../components/ContractForm';
import { idOf, storeDetailsPath } from '../paths';

/** 新增合約 (store-manage/add-contract/{storeId}): a contract for one store, then its contracts tab. */
export default function AddContractPage() {
  const storeId = idOf(useParams().storeId);
  const store = useStoreDetail(storeId);
  const navigate = useNavigate();

  if (storeId === null || store.isError) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!store.data) return <Loader m="xl" />;
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <div>
          <Title order={2}>新增合約</Title>
          <Text c="dimmed">{store.data.name}</Text>
        </div>
        <Button variant="subtle" onClick={() => void navigate(storeDetailsPath(storeId))}>
          稍後再說
        </Button>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <ContractForm
          target={{ storeId }}
          onSaved={() => {
            showToast('新增成功');
            void navigate(storeDetailsPath(storeId, 'contracts'));
          }}
          onCancel={() => void navigate(storeDetailsPath(storeId))}
        />
      </Paper>
    </Stack>
  );
}
