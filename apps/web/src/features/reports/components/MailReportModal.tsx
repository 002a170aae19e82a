import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH, REPORT_MSG, type ReportMailInput } from '@diancan/core';
import { useState } from 'react';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useMailList, useSendReportMail } from '../api/report-api';

export interface MailReportModalProps {
  opened: boolean;
  onClose: () => void;
  storeId: number;
  /** The report and its filter, as the page shows it; null while the page has no complete range. */
  request: Omit<ReportMailInput, 'recipients'> | null;
  /** What is being sent, e.g. 營業額報表 2026-11-01 ~ 2026-11-30. */
  subject: string;
}

/**
 * 寄送報表: the server writes the report's Excel file and mails it to the addresses of the store's mail list
 * (report/mailList, cached after the first success). Every address is ticked to begin with.
 */
export function MailReportModal({ opened, onClose, storeId, request, subject }: MailReportModalProps) {
  const mailList = useMailList(storeId, opened);
  const sending = useSendReportMail();
  // null: all of the list (nothing unticked yet), so a list that arrives later starts fully ticked.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const addresses = mailList.data ?? [];
  const recipients = chosen ?? addresses;

  const close = () => {
    setChosen(null);
    onClose();
  };

  const send = () => {
    if (!request) return;
    sending.mutate({ ...request, recipients } as ReportMailInput, {
      onSuccess: (result) => {
        if (result.delivery === 'SENT') showToast(REPORT_MSG.MAIL_SENT);
        else showErrorToast(result.delivery === 'LOGGED' ? REPORT_MSG.MAIL_LOGGED : REPORT_MSG.MAIL_FAILED);
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="寄送報表" size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Text size="sm">{subject}</Text>
        {mailList.isPending && <Text size="sm" c="dimmed">資料載入中...</Text>}
        {mailList.isSuccess && addresses.length === 0 && <Alert color="yellow">{REPORT_MSG.NO_MAIL_LIST}</Alert>}
        {addresses.length > 0 && (
          <Checkbox.Group label="收件人" value={recipients} onChange={setChosen}>
            <Stack gap={6} mt={6}>
              {addresses.map((address) => (
                <Checkbox key={address} value={address} label={address} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button onClick={send} loading={sending.isPending} disabled={!request || recipients.length === 0}>
            寄送
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
