import { Button, Group, Modal, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@diancan/core';
import { useState } from 'react';
import { type VoidWhy, voidFieldsOf } from './void-reasons';
import { VoidReasonFields } from './VoidReasonFields';

export interface VoidLineModalProps {
  opened: boolean;
  title: string;
  question: string;
  reasons: readonly string[];
  pending: boolean;
  onConfirm(why: VoidWhy): void;
  onClose(): void;
}

/** Asks why before a line already sent to the kitchen is removed or reduced (staff mode: a reason of the list). */
export function VoidLineModal({ opened, title, question, reasons, pending, onConfirm, onClose }: VoidLineModalProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const close = () => {
    setReason(null);
    setNote('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size={MODAL_WIDTH} centered>
      <Text size="sm">{question}</Text>
      <VoidReasonFields reasons={reasons} reason={reason} note={note} onReason={setReason} onNote={setNote} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          否
        </Button>
        <Button color="red" disabled={reason === null} loading={pending} onClick={() => onConfirm(voidFieldsOf(reason, note))}>
          是
        </Button>
      </Group>
    </Modal>
  );
}
