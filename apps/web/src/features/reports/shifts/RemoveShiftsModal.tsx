import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MODAL_WIDTH, MSG, SHIFT_REMARK_MAX } from '@diancan/core';
import { useState } from 'react';

export interface RemoveShiftsModalProps {
  /** How many shifts are picked; the modal is open while this is not null. */
  count: number | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Removing handed-over shifts from the list asks 請確認是否刪除 with a reason (kept in the audit log). Their orders
 * and drawer records stay in the shift they were counted in, so no other shift's count changes.
 */
export function RemoveShiftsModal({ count, removing, onCancel, onConfirm }: RemoveShiftsModalProps) {
  return (
    <Modal opened={count !== null} onClose={onCancel} title={MSG.CONFIRM_DELETE} size={MODAL_WIDTH} centered>
      {count !== null && <RemoveShiftsForm count={count} removing={removing} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function RemoveShiftsForm({ count, removing, onCancel, onConfirm }: RemoveShiftsModalProps & { count: number }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Stack gap="sm">
      <Text size="sm">確定要刪除已選的 {count} 筆交班紀錄嗎？其訂單與臨時收支仍屬於原班別，不會移到其他班別。</Text>
      <Textarea
        label="刪除原因"
        withAsterisk
        autosize
        minRows={2}
        maxLength={SHIFT_REMARK_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          否
        </Button>
        <Button color="red" loading={removing} disabled={trimmed === ''} onClick={() => onConfirm(trimmed)}>
          是
        </Button>
      </Group>
    </Stack>
  );
}
