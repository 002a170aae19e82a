import { Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { MODAL_WIDTH, MSG, type StoreDetail } from '@diancan/core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useStoreDetail, useStoreStatus } from '../api/stores';
import { ActiveBadge, ContractStateBadge } from '../components/badges';
import { CopyMenuModal } from '../components/CopyMenuModal';
import { StoreForm } from '../components/StoreForm';
import { AuditTab } from '../components/tabs/AuditTab';
import { ContractsTab } from '../components/tabs/ContractsTab';
import { InvoiceTab } from '../components/tabs/InvoiceTab';
import { ModulesTab } from '../components/tabs/ModulesTab';
import { OwnerTab } from '../components/tabs/OwnerTab';
import { idOf, isStoreTab, STORE_TABS, storeDetailsPath, type StoreTab } from '../paths';

function TabContent({ tab, store }: { tab: StoreTab; store: StoreDetail }) {
  switch (tab) {
    case 'basic':
      return (
        <Paper withBorder p="lg" radius="md" maw={880}>
          <StoreForm key={store.updatedAt} store={store} onSaved={() => showToast('修改成功')} />
        </Paper>
      );
    case 'contracts':
      return <ContractsTab store={store} />;
    case 'modules':
      return <ModulesTab store={store} />;
    case 'invoice':
      return <InvoiceTab store={store} />;
    case 'owner':
      return <OwnerTab store={store} />;
    case 'audit':
      return <AuditTab storeId={store.id} />;
  }
}

/** Deactivating asks first: the store's users are signed out and cannot sign in until it is active again. */
function useActivation(store: StoreDetail | undefined) {
  const changing = useStoreStatus();
  const toggle = () => {
    if (!store) return;
    const change = () => changing.change({ id: store.id, active: !store.active });
    if (!store.active) return change();
    modals.openConfirmModal({
      title: '停用商店',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">停用「{store.name}」後，商店的使用者將無法登入。資料會保留，可再啟用。</Text>,
      labels: { confirm: '停用', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: change,
    });
  };
  return { toggle, pending: changing.isPending };
}

/** 商店詳情 (store-manage/store-details/{storeId}/{tabType}): basic data, contracts, modules, invoice, owner, audit log. */
export default function StoreDetailsPage() {
  const params = useParams();
  const storeId = idOf(params.storeId);
  const tab = params.tabType;
  const navigate = useNavigate();
  const store = useStoreDetail(storeId);
  const activation = useActivation(store.data);
  const [copyOpen, setCopyOpen] = useState(false);

  if (storeId === null) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!isStoreTab(tab)) return <Navigate to={storeDetailsPath(storeId)} replace />;
  if (store.isError) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!store.data) return <Loader m="xl" />;
  const detail = store.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>{detail.name}</Title>
          <ActiveBadge active={detail.active} />
          <ContractStateBadge state={detail.contractState} />
          {detail.contractEndDate && (
            <Text size="sm" c="dimmed">
              合約至 {detail.contractEndDate}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setCopyOpen(true)} disabled={!detail.active}>
            複製菜單
          </Button>
          <Button
            variant="light"
            color={detail.active ? 'red' : 'green'}
            leftSection={detail.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            onClick={activation.toggle}
            loading={activation.pending}
          >
            {detail.active ? '停用商店' : '啟用商店'}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => value && isStoreTab(value) && void navigate(storeDetailsPath(storeId, value))} keepMounted={false}>
        <Tabs.List>
          {STORE_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TabContent tab={tab} store={detail} />
      <CopyMenuModal opened={copyOpen} onClose={() => setCopyOpen(false)} target={{ id: detail.id, name: detail.name }} />
    </Stack>
  );
}
