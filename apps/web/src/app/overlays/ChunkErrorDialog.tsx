import { Button, Group, Modal, Text } from '@mantine/core';
import { MSG } from '@diancan/core';
import { useOverlayState } from '../../lib/overlay-state';
import { reloadAfterChunkError } from './chunk-errors';

/** Asks to refresh after a page or script failed to load (access section 4). */
export function ChunkErrorDialog() {
  const opened = useOverlayState((state) => state.chunkErrorOpen);
  const setOpen = useOverlayState((state) => state.setChunkErrorOpen);
  return (
    <Modal opened={opened} onClose={() => setOpen(false)} centered withCloseButton={false} zIndex={4100} title="網路不穩定">
      <Text mb="lg">{MSG.CHUNK_LOAD_FAILED}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setOpen(false)}>
          稍後
        </Button>
        <Button onClick={reloadAfterChunkError}>重新整理</Button>
      </Group>
    </Modal>
  );
}
