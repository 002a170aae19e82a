import { Badge, Code, List, Stack, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABEL, AUDIT_ENTITY_LABEL, DEFAULT_PAGE_SIZE, type AuditPageInput } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../../components/date-range';
import { PagedTable, usePagedRequest } from '../../../../components/paged-table';
import { useAuditPage } from '../../api/stores';
import { auditChanges } from './audit-changes';

/** 異動紀錄: who changed what on the store and when, with the values before and after. */
export function AuditTab({ storeId }: { storeId: number }) {
  const { request, pager } = usePagedRequest<AuditPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, storeId });
  const audit = useAuditPage(request);

  return (
    <Stack gap="sm">
      <PagedTable
        label="異動紀錄"
        minWidth={760}
        columns={[{ label: '時間', width: 150 }, { label: '人員', width: 140 }, { label: '項目', width: 140 }, '變更內容']}
        rows={audit.data?.list ?? []}
        renderRow={(entry) => {
          const changes = auditChanges(entry);
          return (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatTaipeiDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>
                {entry.actorName ?? '系統'}
                {entry.actorAccount && (
                  <Text size="xs" c="dimmed">
                    {entry.actorAccount}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" mr={4}>
                  {AUDIT_ENTITY_LABEL[entry.entity]}
                </Badge>
                {AUDIT_ACTION_LABEL[entry.action]}
              </Table.Td>
              <Table.Td>
                {changes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  <List size="sm" spacing={2}>
                    {changes.map((change) => (
                      <List.Item key={change.field}>
                        <Code>{change.field}</Code> {change.before} → {change.after}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          );
        }}
        loading={audit.isPending}
        emptyText="尚無異動紀錄"
        pager={pager(audit.data)}
      />
    </Stack>
  );
}
