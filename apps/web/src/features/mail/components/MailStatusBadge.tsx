import { Badge, Tooltip } from '@mantine/core';
import { MAIL_STATUS_LABEL, type MailDeliveryStatus } from '@diancan/core';

const COLOR: Record<MailDeliveryStatus, string> = { SENT: 'green', FAILED: 'red', LOGGED: 'orange' };

/** 已寄出, 寄送失敗 (with the SMTP server's answer on hover) or 未寄出（未設定郵件伺服器）: never "sent" when it was not. */
export function MailStatusBadge({ status, error }: { status: MailDeliveryStatus; error: string | null }) {
  const badge = (
    <Badge color={COLOR[status]} variant="light">
      {MAIL_STATUS_LABEL[status]}
    </Badge>
  );
  return error ? <Tooltip label={error} multiline maw={360}>{badge}</Tooltip> : badge;
}
