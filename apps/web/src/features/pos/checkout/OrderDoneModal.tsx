import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatCents, invoiceNumberText, MODAL_WIDTH, PATHS, type OrderInvoiceSummary, type OrderMemberSummary } from '@diancan/core';
import { Link } from 'react-router';
import type { OrderDone } from './use-order-submit';

/** The proof preview of the order's invoice (the report area's /report/invoice-proof/:orderId). */
function proofPath(orderId: number, invoiceId: number): string {
  return `${PATHS.REPORT}/invoice-proof/${orderId}?invoiceId=${invoiceId}`;
}

/** The order was created: its number (to call out), what was paid and, for cash, the change; then its e-invoice. */
export function OrderDoneModal({ done, onClose }: { done: OrderDone | null; onClose: () => void }) {
  const invoice = done?.result?.invoice ?? null;
  const totals = done?.result?.totals ?? done?.queued ?? null;
  return (
    <Modal opened={done !== null} onClose={onClose} size={MODAL_WIDTH} centered title="結帳完成">
      {done && (
        <Stack align="center" gap="sm">
          {done.result ? (
            <>
              <Text c="dimmed">訂單編號</Text>
              <Text fz={48} fw={800} lh={1} aria-label="訂單編號">
                {done.result.orderNo}
              </Text>
            </>
          ) : (
            <>
              <Text c="dimmed">離線訂單（連線後上傳並取得訂單編號）</Text>
              <Text fz={48} fw={800} lh={1} aria-label="離線單號">
                離{done.queued?.seq}
              </Text>
              {done.queued?.invoiceNumber && <Text aria-label="離線發票號碼">發票號碼 {invoiceNumberText(done.queued.invoiceNumber)}</Text>}
            </>
          )}
          <Text>
            {done.payMethodName ?? '招待'} {formatCents(totals?.payable ?? 0)}
          </Text>
          {done.isCash && (totals?.change ?? 0) > 0 && (
            <Text fz="xl" fw={700} c="green.8" aria-label="找零金額">
              找零 {formatCents(totals?.change ?? 0)}
            </Text>
          )}
          {done.result?.member && <MemberPoints member={done.result.member} />}
          {!done.result?.member && done.result?.pointsClaim && (
            <Text size="sm" c="dimmed" aria-label="集點資訊">
              本單可集 {done.result.pointsClaim.points} 點：顧客可掃描收據上的 QR Code 於 7 天內集點
            </Text>
          )}
          {invoice && done.result && <IssuedInvoice orderId={done.result.orderId} invoice={invoice} onLeave={onClose} />}
          <Button size="lg" fullWidth onClick={onClose} data-autofocus>
            完成
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

/** The invoice issued with the order: its number and, when a proof prints (no carrier, no donation), the way to it. */
function IssuedInvoice({ orderId, invoice, onLeave }: { orderId: number; invoice: OrderInvoiceSummary; onLeave: () => void }) {
  return (
    <>
      <Divider w="100%" />
      <Text size="sm" c="dimmed">
        電子發票 {invoice.periodText}
      </Text>
      <Text fz="xl" fw={700} aria-label="發票號碼">
        {invoiceNumberText(invoice.invoiceNumber)}
      </Text>
      {invoice.buyerTaxId && <Text size="sm">買方統編 {invoice.buyerTaxId}</Text>}
      {invoice.printable ? (
        <Button component={Link} to={proofPath(orderId, invoice.invoiceId)} onClick={onLeave} variant="light" fullWidth leftSection={<IconPrinter size={18} />}>
          列印發票證明聯
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          發票已存入載具或捐贈，不列印證明聯
        </Text>
      )}
    </>
  );
}

/** The member's points after the order: earned, redeemed and the balance (docs/members.md). */
function MemberPoints({ member }: { member: OrderMemberSummary }) {
  return (
    <Text size="sm" aria-label="本次會員點數">
      會員 {member.name ? `${member.phone} ${member.name}` : member.phone}：
      {member.pointsRedeemed > 0 ? `折抵 ${member.pointsRedeemed} 點，` : ''}本次累積 {member.pointsEarned} 點，點數餘額 {member.balance} 點
    </Text>
  );
}
