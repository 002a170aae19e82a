import { Badge, Code, List, Stack, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABEL, AUDIT_ENTITY_LABEL, DEFAULT_PAGE_SIZE, MSG, type AuditPageInput } from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../../components/date-range';
import { TablePager } from '../../../../components/page-size';
import { useAuditPage } from '../../api/audit-page';
import { auditChanges } from './audit-changes';

/** 異動紀錄: who changed what on the store and when, with the values before and after. */
export function AuditTab({ storeId }: { storeId: number }) {
  const [request, setRequest] = useState<AuditPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, storeId });
  const audit = useAuditPage(request);
  const rows = audit.data?.list ?? [];

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="異動紀錄" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>時間</Table.Th>
              <Table.Th w={140}>人員</Table.Th>
              <Table.Th w={140}>項目</Table.Th>
              <Table.Th>變更內容</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => {
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
            })}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text ta="center" c="dimmed" py="lg">
                    {audit.isPending ? MSG.DATA_LOADING : '尚無異動紀錄'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {audit.data && (
        <TablePager
          page={request.page ?? 1}
          size={audit.data.size}
          total={audit.data.total}
          onPageChange={(page) => setRequest((current) => ({ ...current, page }))}
          onSizeChange={(size) => setRequest((current) => ({ ...current, size, page: 1 }))}
        />
      )}
    </Stack>
  );
}
