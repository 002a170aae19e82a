import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCents, MEMBER_API, MODAL_WIDTH, PAGE_SIZES, type Member, type PageSize } from '@diancan/core';
import { IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PagedTable } from '../../components/paged-table';
import { SearchBar } from '../../components/search-bar';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useMemberList, useRemoveMember } from './api';
import { MemberModal } from './MemberModal';
import { MemberPointsModal } from './MemberPointsModal';
import { membersCsv, visitText } from './member-text';

/** 會員列表: numbers masked (0912***678), searched by part of the number or the name, newest first. */
export function MemberListPanel({ storeId }: { storeId: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(PAGE_SIZES[0]);
  const list = useMemberList({ storeId, search, page, pageSize: size });
  const removing = useRemoveMember();
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const [ledgerOf, setLedgerOf] = useState<Member | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      const members = await callApi(MEMBER_API.export, { storeId });
      saveFile(new Blob(['\uFEFF', membersCsv(members)], { type: 'text/csv' }), `會員名單-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchBar
          label="搜尋會員"
          placeholder="手機號碼或姓名"
          onSearch={(keyword) => {
            setSearch(keyword);
            setPage(1);
          }}
        />
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={() => void exportAll()}>
            匯出會員
          </Button>
          <Button onClick={() => setEditing('new')}>新增會員</Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <PagedTable
          label="會員列表"
          minWidth={820}
          highlightOnHover
          columns={['手機號碼', '姓名', { label: '點數', align: 'right' }, { label: '來店次數', align: 'right' }, { label: '累積消費', align: 'right' }, '最近來店', '']}
          rows={list.data?.members ?? []}
          loading={list.isPending}
          emptyText="尚無會員"
          pager={list.data ? { page, size, total: list.data.total, onPageChange: setPage, onSizeChange: (next) => (setSize(next), setPage(1)) } : null}
          renderRow={(member) => (
            <Table.Tr key={member.id}>
              <Table.Td ff="monospace">{member.phone}</Table.Td>
              <Table.Td>{member.name ?? '—'}</Table.Td>
              <Table.Td ta="right">{member.points}</Table.Td>
              <Table.Td ta="right">{member.visits}</Table.Td>
              <Table.Td ta="right">{formatCents(member.totalSpent)}</Table.Td>
              <Table.Td>{visitText(member.lastVisit)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon variant="subtle" aria-label={`點數紀錄 ${member.phone}`} onClick={() => setLedgerOf(member)}>
                    <IconList size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`編輯 ${member.phone}`} onClick={() => setEditing(member)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${member.phone}`} onClick={() => setConfirmRemove(member)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Paper>
      <MemberModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
      <MemberPointsModal storeId={storeId} member={ledgerOf} onClose={() => setLedgerOf(null)} />
      <Modal opened={confirmRemove !== null} onClose={() => setConfirmRemove(null)} title="刪除會員資料" size={MODAL_WIDTH} centered>
        <Stack gap="md">
          <Text>
            確定要刪除會員 {confirmRemove?.phone} 的個人資料嗎？手機號碼、姓名、生日與點數將被清除，訂單保留金額但不再記名。此動作無法復原。
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmRemove(null)}>
              取消
            </Button>
            <Button
              color="red"
              loading={removing.isPending}
              onClick={() => {
                if (!confirmRemove) return;
                removing.mutate({ storeId, id: confirmRemove.id }, { onSuccess: () => setConfirmRemove(null) });
              }}
            >
              確定刪除
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
