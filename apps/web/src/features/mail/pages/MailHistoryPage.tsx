import { ActionIcon, Anchor, Group, Select, Stack, Table, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconSend } from '@tabler/icons-react';
import {
  DEFAULT_PAGE_SIZE,
  MAIL_KIND_LABEL,
  MAIL_MSG,
  MAIL_STATUS_LABEL,
  MAIL_STATUSES,
  type MailDeliveryStatus,
  type MailPageInput,
  type MailRow,
} from '@diancan/core';
import { useState } from 'react';
import { DateRangeField, formatTaipeiDateTime } from '../../../components/date-range';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { useDownloadMail } from '../api/mail-download';
import { useMailPage } from '../api/mail-page';
import { useResendMail } from '../api/mail-resend';
import { MailDetailModal } from '../components/MailDetailModal';
import { MailStatusBadge } from '../components/MailStatusBadge';

/** A verify code is only good for the request it answered: the user asks for a new one instead. */
function resendable(mail: MailRow): boolean {
  return mail.kind !== 'VERIFY_CODE';
}

const STATUS_OPTIONS = MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABEL[status] }));

/**
 * 郵件紀錄 (mail-history): every mail the platform sent or tried to send, filtered by text, status and date; each can
 * be read, downloaded as .eml or sent again, and a mail that did not go out says so.
 */
export default function MailHistoryPage() {
  const { request, filter, pager } = usePagedRequest<MailPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [reading, setReading] = useState<MailRow | null>(null);
  const mails = useMailPage(request);
  const downloading = useDownloadMail();
  const resending = useResendMail();

  const resend = (mail: MailRow) => resending.mutate({ id: mail.id });

  return (
    <Stack gap="sm">
      <Title order={2}>郵件紀錄</Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="收件人、主旨或商店" />
        <Select
          aria-label="寄送狀態"
          placeholder="全部狀態"
          clearable
          data={STATUS_OPTIONS}
          value={request.status ?? null}
          onChange={(status) => filter({ status: (status as MailDeliveryStatus | null) ?? null })}
          w={220}
        />
        <DateRangeField
          withPresets
          value={{ start: request.startDate ?? null, end: request.endDate ?? null }}
          onChange={(range) => filter({ startDate: range.start, endDate: range.end })}
        />
      </Group>
      <PagedTable
        label="郵件列表"
        minWidth={900}
        highlightOnHover
        columns={[{ label: '時間', width: 150 }, '類型', '商店', '收件人', '主旨', '狀態', { label: '操作', width: 90 }]}
        rows={mails.data?.list ?? []}
        renderRow={(mail) => (
          <Table.Tr key={mail.id}>
            <Table.Td>{formatTaipeiDateTime(mail.createdAt)}</Table.Td>
            <Table.Td>{MAIL_KIND_LABEL[mail.kind] ?? mail.kind}</Table.Td>
            <Table.Td>{mail.storeName ?? '—'}</Table.Td>
            <Table.Td>{mail.recipient}</Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => setReading(mail)} ta="left">
                {mail.subject}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <MailStatusBadge status={mail.status} error={mail.error} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="下載">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`下載 ${mail.subject}`}
                    onClick={() => downloading.mutate(mail.id)}
                    loading={downloading.isPending && downloading.variables === mail.id}
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={resendable(mail) ? '重寄' : MAIL_MSG.VERIFY_CODE_NOT_RESENDABLE} multiline maw={240}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`重寄 ${mail.subject}`}
                    disabled={!resendable(mail)}
                    onClick={() => resend(mail)}
                    loading={resending.isPending && resending.variables?.id === mail.id}
                  >
                    <IconSend size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        loading={mails.isPending}
        pager={pager(mails.data)}
      />
      <MailDetailModal mail={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
