import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { MODAL_WIDTH, shiftDocument } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PrinterPrintButton } from '../../printing';
import { useShiftPrint } from './api/shift-api';
import { ShiftSlip } from './ShiftSlip';

export interface ShiftPrintModalProps {
  storeId: number;
  /** The finished shift to print, null when closed. */
  shiftId: number | null;
  onClose: () => void;
}

/** 列印交班表: the server's handover slip (shift/print) as a receipt-width preview; 列印 sends it to the printer. */
export function ShiftPrintModal({ storeId, shiftId, onClose }: ShiftPrintModalProps) {
  const slip = useShiftPrint(storeId, shiftId);
  return (
    <Modal opened={shiftId !== null} onClose={onClose} title="列印交班表" size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        {slip.data ? (
          <ShiftSlip
            storeName={slip.data.storeName}
            title={slip.data.title}
            subtitle={`#${slip.data.shift.number}`}
            printedAt={slip.data.printedAt}
            rows={slip.data.rows}
          />
        ) : (
          <Center py="lg">{slip.isError ? null : <Loader size="sm" aria-label="載入中" />}</Center>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            關閉
          </Button>
          <PrinterPrintButton purpose="report" document={slip.data ? shiftDocument(slip.data, formatTaipeiDateTime(slip.data.printedAt)) : null} />
          <Button disabled={!slip.data} onClick={() => window.print()}>
            列印
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
