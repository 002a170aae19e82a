import { Button, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { OrderDetail, ReprintDocument } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { canPrintLabels, printTags, reprint } from '../order-printing';
import { storeHasPrinter } from '../printer-status';

/** Whether the order's e-invoice proof prints on paper: an invoice without a carrier and not donated. */
function hasPaperProof(order: Pick<OrderDetail, 'invoice'>, invoicesOn: boolean): boolean {
  return invoicesOn && order.invoice?.type !== 'phoneCarrier' && order.invoice?.type !== 'donationNumber';
}

/**
 * 補印: the order's receipt, kitchen tickets, labels or e-invoice proof again (marked 補印), and 列印標籤 (printTag).
 * Shown only when the store has a printer; labels only where they can print (a label printer set, not over web
 * Bluetooth).
 */
export function ReprintMenu({ storeId, order }: { storeId: number; order: Pick<OrderDetail, 'id' | 'orderNo' | 'invoice'> }) {
  const hasPrinter = useSession(storeHasPrinter);
  const labels = useSession(canPrintLabels);
  const invoicesOn = useSession((state) => state.invoiceSwitch.admin && state.invoiceSwitch.store);
  const [busy, setBusy] = useState(false);
  if (!hasPrinter) return null;
  const run = (work: Promise<void>) => {
    setBusy(true);
    void work.finally(() => setBusy(false));
  };
  const again = (document: ReprintDocument) => run(reprint({ storeId, orderId: order.id, document }));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<IconPrinter size={16} />} loading={busy} aria-label={`訂單 ${order.orderNo} 補印`}>
          補印
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => again('RECEIPT')}>補印收據</Menu.Item>
        <Menu.Item onClick={() => again('KITCHEN')}>補印廚房單</Menu.Item>
        {hasPaperProof(order, invoicesOn) && <Menu.Item onClick={() => again('INVOICE_PROOF')}>補印發票證明聯</Menu.Item>}
        {labels && (
          <>
            <Menu.Item onClick={() => again('LABEL')}>補印標籤</Menu.Item>
            <Menu.Item onClick={() => run(printTags({ storeId, orderId: order.id }))}>列印標籤</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
