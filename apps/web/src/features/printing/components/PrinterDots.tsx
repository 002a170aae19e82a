import { Badge, Group, UnstyledButton } from '@mantine/core';
import { PRINTER_SLOT_LABELS } from '@diancan/core';
import { lazy, Suspense, useState } from 'react';
import { useRealtimeLink } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { usePrinterLinks } from '../printer-links';
import { PRINTER_SLOTS_SHOWN, printerDotStatus, STATUS_COLORS, storeHasPrinter } from '../printer-status';

/** The printer modal (Bluetooth / serial links) loads when it is opened, not with the header. */
const PrinterModal = lazy(() => import('./PrinterModal').then((module) => ({ default: module.PrinterModal })));

/**
 * The header's printer dots 出單機 1, 出單機 2, 標籤機 (ONLINE green, OFFLINE red, CONNECTING orange); a click opens the
 * connection modal. Shown only when the store has a printer (store operations section 6).
 */
export function PrinterDots() {
  const hasPrinter = useSession(storeHasPrinter);
  const printClient = useSession((state) => state.printClient);
  const reported = useSession((state) => state.printerStatus);
  const realtimeConnected = useRealtimeLink((state) => state.status === 'connected');
  const links = usePrinterLinks();
  const [opened, setOpened] = useState(false);
  if (!hasPrinter) return null;

  return (
    <>
      <UnstyledButton onClick={() => setOpened(true)} aria-label="出單機連線" aria-haspopup="dialog">
        <Group gap={6} wrap="nowrap">
          {PRINTER_SLOTS_SHOWN.map((slot) => {
            const status = printerDotStatus(slot, { printClient, realtimeConnected, reported, local: links[slot] });
            return (
              <Badge
                key={slot}
                variant="dot"
                color={STATUS_COLORS[status]}
                size="sm"
                data-printer={slot}
                data-status={status}
                aria-label={`${PRINTER_SLOT_LABELS[slot]} ${status}`}
              >
                {PRINTER_SLOT_LABELS[slot]}
              </Badge>
            );
          })}
        </Group>
      </UnstyledButton>
      {opened && (
        <Suspense fallback={null}>
          <PrinterModal opened onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
