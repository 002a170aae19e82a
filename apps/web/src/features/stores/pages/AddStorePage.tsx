import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { StoreForm } from '../components/StoreForm';
import { addContractPath, STORE_PAGES } from '../paths';

/** 新增商店 (store-manage/add-store): the store and its owner account; then straight on to its first contract. */
export default function AddStorePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>新增商店</Title>
      <Text size="sm" c="dimmed">
        新增後接著建立商店的合約；沒有合約的商店仍可登入與點餐。
      </Text>
      <Paper withBorder p="lg" radius="md">
        <StoreForm
          onSaved={(store) => {
            showToast('新增成功');
            void navigate(addContractPath(store.id));
          }}
          onCancel={() => void navigate(STORE_PAGES.list)}
        />
      </Paper>
    </Stack>
  );
}
