import { Stack, Text } from '@mantine/core';
import { PRINTER_SLOT_LABELS } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { mediaFor, type Printout } from '../print-documents';
import { PrintPreview } from './PrintPreview';

/** The print preview modal's body: each printout as its paper shows it. */
export default function PrintoutList({ printouts }: { printouts: readonly Printout[] }) {
  const settings = useSession((state) => state.printSettings);
  return (
    <Stack gap="lg">
      {printouts.map((printout, index) => (
        <Stack key={index} gap={4} align="center">
          <Text size="xs" c="dimmed">
            {PRINTER_SLOT_LABELS[printout.printer]}・{printout.document.title}
          </Text>
          <PrintPreview document={printout.document} media={mediaFor(printout.printer, settings)} />
        </Stack>
      ))}
    </Stack>
  );
}
