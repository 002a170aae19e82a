import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MODAL_WIDTH } from '@diancan/core';
import { useState } from 'react';

export interface RemoveWithReasonModalProps {
  /** How many rows are picked; the modal is open while this is not null. */
  count: number | null;
  title: string;
  /** The question above the reason, for this many rows. */
  question: (count: number) => string;
  /** The longest reason the call accepts. */
  maxLength: number;
  removing: boolean;
  onCancel: () => void;
  /** Gets the reason, trimmed. */
  onConfirm: (reason: string) => void;
}

/**
 * Removing picked report rows (orders, shifts) asks 是 / 否 with a required 刪除原因, kept in the audit log; 是 stays
 * disabled until there is a reason. The reason starts empty each time the modal opens.
 */
export function RemoveWithReasonModal({ count, title, ...form }: RemoveWithReasonModalProps) {
  return (
    <Modal opened={count !== null} onClose={form.onCancel} title={title} size={MODAL_WIDTH} centered>
      {count !== null && <ReasonForm count={count} {...form} />}
    </Modal>
  );
}

function ReasonForm({ count, question, maxLength, removing, onCancel, onConfirm }: Omit<RemoveWithReasonModalProps, 'title'> & { count: number }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Stack gap="sm">
      <Text size="sm">{question(count)}</Text>
      <Textarea
        label="刪除原因"
        required
        autosize
        minRows={2}
        maxLength={maxLength}
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
