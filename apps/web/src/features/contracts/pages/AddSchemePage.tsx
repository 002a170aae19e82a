import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { SchemeForm } from '../components/SchemeForm';
import { CONTRACT_PAGES, schemeDetailsPath } from '../paths';

/** 新增合約 (contractManage/add-contract): a new contract scheme with its documents. */
export default function AddSchemePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>新增合約方案</Title>
      <Paper withBorder p="lg" radius="md">
        <SchemeForm
          onSaved={(scheme) => {
            showToast('新增成功');
            void navigate(schemeDetailsPath(scheme.id));
          }}
          onCancel={() => void navigate(CONTRACT_PAGES.classification)}
        />
      </Paper>
    </Stack>
  );
}
