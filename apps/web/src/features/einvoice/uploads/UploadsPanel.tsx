import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { parsePeriodKey, periodText, TURNKEY_MESSAGE_LABELS, UPLOAD_STATUS_LABELS, type UploadRow, type UploadStatus } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { useResendUpload, useUploadStatus } from '../api/uploads';

/**
 * 發票上傳 (issue 21): what the Turnkey loop has not got uploaded yet: messages waiting (待上傳), refused by Turnkey
 * (失敗, with its reason and 重送), and those near the tax authority's limit (48 hours for a consumer invoice); then
 * the blank numbers (E0402) of the period that closed last.
 */
export function UploadsPanel({ storeId }: { storeId: number }) {
  const status = useUploadStatus(storeId);
  return (
    <Paper withBorder p="md" component="section" aria-label="發票上傳">
      <Stack gap="sm">
        <Title order={4}>發票上傳</Title>
        {status.isPending && <Loader size="sm" aria-label="載入中" />}
        {status.isError && <Alert color="red">{status.error.message}</Alert>}
        {status.data && <UploadStatusView storeId={storeId} status={status.data} />}
      </Stack>
    </Paper>
  );
}

function UploadStatusView({ storeId, status }: { storeId: number; status: UploadStatus }) {
  const { counts } = status;
  return (
    <>
      {!status.turnkeyConfigured && (
        <Text size="sm" c="dimmed">
          伺服器未設定 Turnkey 上傳目錄（EINVOICE_TURNKEY_DIR），發票檔請以 npm run einvoice:export 匯出後交由 Turnkey 上傳
        </Text>
      )}
      <Group gap="xs" aria-label="上傳統計">
        <Badge variant="light" color="blue">待上傳 {counts.pending}</Badge>
        <Badge variant="light" color="green">已上傳 {counts.uploaded}</Badge>
        <Badge variant="light" color="red">失敗 {counts.failed}</Badge>
        <Badge variant="light" color="orange">即將逾期 {counts.nearDeadline}</Badge>
      </Group>
      {status.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          沒有待上傳或失敗的訊息
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="上傳列表" striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>訊息</Table.Th>
                <Table.Th>單據</Table.Th>
                <Table.Th>狀態</Table.Th>
                <Table.Th>上傳期限</Table.Th>
                <Table.Th>原因</Table.Th>
                <Table.Th>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.rows.map((row) => (
                <UploadLine key={row.id} storeId={storeId} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BlankNumbers blanks={status.blanks} />
    </>
  );
}

function UploadLine({ storeId, row }: { storeId: number; row: UploadRow }) {
  const resend = useResendUpload();
  const failed = row.status === 'FAILED';
  return (
    <Table.Tr aria-label={`${row.message} ${row.documentKey}`}>
      <Table.Td>
        {row.message} {TURNKEY_MESSAGE_LABELS[row.message]}
      </Table.Td>
      <Table.Td>{row.documentKey}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={failed ? 'red' : 'blue'}>
            {UPLOAD_STATUS_LABELS[row.status]}
          </Badge>
          {row.nearDeadline && (
            <Badge variant="filled" color="orange">
              即將逾期
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{row.dueAt ? formatTaipeiDateTime(row.dueAt) : '次期10日前'}</Table.Td>
      <Table.Td>{row.reason ?? ''}</Table.Td>
      <Table.Td>
        {failed && (
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate({ storeId, uploadId: row.id })}>
            重送
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The unused numbers of the period that closed last, merged into ranges, as E0402 reports them (due the 10th). */
function BlankNumbers({ blanks }: { blanks: UploadStatus['blanks'] }) {
  const period = periodText(parsePeriodKey(blanks.periodKey));
  return (
    <Stack gap={4} aria-label="空白字軌">
      <Title order={5}>空白字軌（E0402）</Title>
      {blanks.ranges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {period}沒有未使用的號碼
        </Text>
      ) : (
        <>
          <Text size="sm">
            {period}未使用號碼，申報期限 {blanks.dueDate}，{blanks.reported ? '已排入上傳' : '尚未排入上傳'}
          </Text>
          {blanks.ranges.map((range) => (
            <Text size="sm" key={`${range.letters}${range.start}`}>
              {range.letters}
              {range.start} ~ {range.letters}
              {range.end}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
