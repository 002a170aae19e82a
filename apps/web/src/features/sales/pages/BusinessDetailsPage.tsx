import { Anchor, Badge, Button, Group, List, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserOff } from '@tabler/icons-react';
import { MODAL_WIDTH, MSG, PATHS, type SalesDetail } from '@diancan/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useRemoveSales, useSalesDetail } from '../api/sales';
import { SalesForm } from '../components/SalesForm';
import { idOf, isSalesTab, SALES_PAGES, SALES_TABS, salesDetailsPath } from '../paths';

function AssignedStores({ person }: { person: SalesDetail }) {
  if (person.stores.length === 0) return <Text c="dimmed">尚未指派商店；在「業務資料」的負責商店中選擇。</Text>;
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <List spacing={6}>
        {person.stores.map((store) => (
          <List.Item key={store.id}>
            <Anchor component={Link} to={`${PATHS.STORE_MANAGE}/store-details/${store.id}/basic`}>
              {store.name}
            </Anchor>
            {!store.active && (
              <Badge ml="xs" color="gray" size="sm">
                停用
              </Badge>
            )}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** 業務詳情 (business-manage/business-details/{businessId}/{detailsType}): the person's data and their stores. */
export default function BusinessDetailsPage() {
  const params = useParams();
  const id = idOf(params.businessId);
  const tab = params.detailsType;
  const navigate = useNavigate();
  const person = useSalesDetail(id);
  const removing = useRemoveSales();

  if (id === null) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!isSalesTab(tab)) return <Navigate to={salesDetailsPath(id)} replace />;
  if (person.isError) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!person.data) return <Loader m="xl" />;
  const detail = person.data;

  const deactivate = () =>
    modals.openConfirmModal({
      title: '停用業務',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">停用「{detail.name}」後將無法登入，負責的商店會改為未指派。</Text>,
      labels: { confirm: '停用', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removing.mutate({ id: detail.id }, { onSuccess: () => void navigate(SALES_PAGES.list) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>{detail.name}</Title>
          <Badge color={detail.active ? 'green' : 'gray'} variant="dot">
            {detail.active ? '啟用' : '停用'}
          </Badge>
        </Group>
        {detail.active && (
          <Button variant="light" color="red" leftSection={<IconUserOff size={16} />} onClick={deactivate} loading={removing.isPending}>
            停用業務
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => value && isSalesTab(value) && void navigate(salesDetailsPath(id, value))}>
        <Tabs.List>
          {SALES_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'info' ? (
        <Paper withBorder p="lg" radius="md" maw={880}>
          <SalesForm key={detail.id} person={detail} onSaved={() => showToast('修改成功')} />
        </Paper>
      ) : (
        <AssignedStores person={detail} />
      )}
    </Stack>
  );
}
