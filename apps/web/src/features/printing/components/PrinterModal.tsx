import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MODAL_WIDTH, PRINTER_SLOT_LABELS, type PrinterSlot } from '@diancan/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useRealtimeLink } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { PRINT_SET_PATH } from '../paths';
import { TAG_NOT_SUPPORTED } from '../print-flow';
import { connectPrinter, disconnectPrinter, usePrinterLinks, type ConnectRequest } from '../printer-links';
import { PRINTER_SLOTS_SHOWN, printerDotStatus, STATUS_COLORS } from '../printer-status';
import { browserBluetooth } from '../transports/bluetooth';
import { browserSerial } from '../transports/serial';

const NO_BLUETOOTH = '此瀏覽器不支援藍芽連線，請使用 Chrome 或 Edge（https 或本機網址）';
const NO_SERIAL = '此瀏覽器不支援序列埠連線，請使用 Chrome 或 Edge';

/** Ticks once a second while a Bluetooth retry is locked, so the countdown and the button follow it. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function connectRequest(printClient: string | null, baudRate: number): ConnectRequest | null {
  if (printClient === 'SERIAL') {
    const serial = browserSerial();
    return serial ? { kind: 'serial', serial, baudRate } : null;
  }
  const bluetooth = browserBluetooth();
  return bluetooth ? { kind: 'bluetooth', bluetooth } : null;
}

function SlotRow({ slot }: { slot: PrinterSlot }) {
  const printClient = useSession((state) => state.printClient);
  const reported = useSession((state) => state.printerStatus);
  const baudRate = useSession((state) => state.printSettings.serialBaudRate);
  const realtimeConnected = useRealtimeLink((state) => state.status === 'connected');
  const local = usePrinterLinks((state) => state[slot]);
  const secondsLeft = useSecondsLeft(printClient === 'SERIAL' ? 0 : local.retryLockedUntil);
  const status = printerDotStatus(slot, { printClient, realtimeConnected, reported, local });
  const label = PRINTER_SLOT_LABELS[slot];

  let action: ReactNode;
  if (printClient === 'PRINTER_BOX') {
    action = <Text size="sm" c="dimmed">由印表機盒列印</Text>;
  } else if (slot === 'TAG' && printClient !== 'SERIAL') {
    action = <Text size="sm" c="dimmed">{TAG_NOT_SUPPORTED}</Text>;
  } else if (local.link) {
    action = (
      <Button size="xs" variant="default" onClick={() => void disconnectPrinter(slot)}>
        中斷連線
      </Button>
    );
  } else {
    const request = connectRequest(printClient, baudRate);
    action = request ? (
      <Button size="xs" loading={local.connecting} disabled={secondsLeft > 0} onClick={() => void connectPrinter(slot, request)} aria-label={`連接${label}`}>
        {secondsLeft > 0 ? `請稍候 ${secondsLeft} 秒` : '連接'}
      </Button>
    ) : null;
  }

  return (
    <Group justify="space-between" wrap="nowrap" data-printer-row={slot}>
      <Stack gap={0}>
        <Badge variant="dot" color={STATUS_COLORS[status]} data-status={status}>
          {label}
        </Badge>
        {local.link && (
          <Text size="xs" c="dimmed">
            {local.link.name}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}

/** The header's connection modal: each printer's state, and connecting the printers this browser drives. */
export function PrinterModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const printClient = useSession((state) => state.printClient);
  const unsupported =
    printClient === 'SERIAL' ? (browserSerial() ? null : NO_SERIAL) : printClient === 'PRINTER_BOX' ? null : browserBluetooth() ? null : NO_BLUETOOTH;
  return (
    <Modal opened={opened} onClose={onClose} title="出單機連線" size={MODAL_WIDTH} centered>
      <Stack gap="md">
        {unsupported && <Alert color="yellow">{unsupported}</Alert>}
        {PRINTER_SLOTS_SHOWN.map((slot) => (
          <SlotRow key={slot} slot={slot} />
        ))}
        <Group justify="flex-end">
          <Button component={Link} to={PRINT_SET_PATH} variant="subtle" onClick={onClose}>
            出單設定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
