import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { PRINTER_SLOT_LABELS } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { mediaFor } from '../print-documents';
import { closePreview, usePrintPreview } from '../print-flow';
import { PrintPreview } from './PrintPreview';

/** Above Mantine's modals (200). */
const PREVIEW_Z_INDEX = 300;

/**
 * The documents of the last print, on screen as the paper shows them (one modal for the whole app). It opens above
 * any other dialog (the checkout's 結帳完成 is still open when the checkout's documents come back).
 */
export function PrintPreviewModal() {
  const { printouts, title } = usePrintPreview();
  const settings = useSession((state) => state.printSettings);
  return (
    <Modal opened={printouts !== null} onClose={closePreview} title={title} centered size="auto" zIndex={PREVIEW_Z_INDEX}>
      <ScrollArea.Autosize mah="70vh">
        <Stack gap="lg">
          {printouts?.map((printout, index) => (
            <Stack key={index} gap={4} align="center">
              <Text size="xs" c="dimmed">
                {PRINTER_SLOT_LABELS[printout.printer]}・{printout.document.title}
              </Text>
              <PrintPreview document={printout.document} media={mediaFor(printout.printer, settings)} />
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={closePreview}>
          關閉
        </Button>
      </Group>
    </Modal>
  );
}
