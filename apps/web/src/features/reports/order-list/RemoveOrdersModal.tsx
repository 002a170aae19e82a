import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MODAL_WIDTH, REPORT_REMOVE_REASON_MAX } from '@diancan/core';
import { useState } from 'react';

export interface RemoveOrdersModalProps {
  /** How many orders are picked; the modal is open while this is not null. */
  count: number | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * 刪除訂單: the picked orders leave every report (a soft removal, kept with who, when and why for the audit log).
 * A reason is required; the button stays disabled until there is one.
 */
export function RemoveOrdersModal({ count, removing, onCancel, onConfirm }: RemoveOrdersModalProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Modal opened={count !== null} onClose={close} title="刪除訂單" size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Text size="sm">確定要將選取的 {count ?? 0} 筆訂單從報表中刪除嗎？刪除後不再計入任何統計。</Text>
        <Textarea
          label="刪除原因"
          required
          autosize
          minRows={2}
          maxLength={REPORT_REMOVE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            否
          </Button>
          <Button
            color="red"
            loading={removing}
            disabled={trimmed === ''}
            onClick={() => {
              onConfirm(trimmed);
              setReason('');
            }}
          >
            是
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
