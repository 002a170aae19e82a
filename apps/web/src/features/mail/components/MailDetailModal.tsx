import { Alert, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { MAIL_KIND_LABEL, type MailRow } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { MailStatusBadge } from './MailStatusBadge';

/** One mail as it was sent (secrets such as verify codes are masked by the server). */
export function MailDetailModal({ mail, onClose }: { mail: MailRow | null; onClose: () => void }) {
  return (
    <Modal opened={mail !== null} onClose={onClose} title={mail?.subject ?? ''} size="lg" centered>
      {mail && (
        <Stack gap="sm">
          <Group gap="md">
            <MailStatusBadge status={mail.status} error={null} />
            <Text size="sm" c="dimmed">
              {formatTaipeiDateTime(mail.createdAt)}
            </Text>
          </Group>
          <Text size="sm">收件人：{mail.recipient}</Text>
          <Text size="sm">類型：{MAIL_KIND_LABEL[mail.kind] ?? mail.kind}</Text>
          {mail.storeName && <Text size="sm">商店：{mail.storeName}</Text>}
          {mail.error && (
            <Alert color={mail.status === 'LOGGED' ? 'orange' : 'red'} title="未寄出原因">
              {mail.error}
            </Alert>
          )}
          <ScrollArea.Autosize mah={360}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} p="sm" bg="gray.0">
              {mail.body}
            </Text>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Modal>
  );
}
