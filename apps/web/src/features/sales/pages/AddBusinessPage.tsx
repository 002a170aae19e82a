import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { SalesForm } from '../components/SalesForm';
import { SALES_PAGES, salesDetailsPath } from '../paths';

/** 新增業務 (business-manage/add-business). */
export default function AddBusinessPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>新增業務</Title>
      <Paper withBorder p="lg" radius="md">
        <SalesForm
          onSaved={(person) => {
            showToast('新增成功');
            void navigate(salesDetailsPath(person.id));
          }}
          onCancel={() => void navigate(SALES_PAGES.list)}
        />
      </Paper>
    </Stack>
  );
}
