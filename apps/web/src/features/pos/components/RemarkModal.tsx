import { Button, Chip, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MODAL_WIDTH } from '@diancan/core';
import type { Remark } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { hasRemarkPart, toggleRemarkPart } from '../remarks';

export interface RemarkModalProps {
  opened: boolean;
  title: string;
  value: string;
  maxLength: number;
  presets: readonly Remark[];
  onSave: (remark: string) => void;
  onClose: () => void;
}

/** A line's or the order's remark: preset remarks as chips, and free text. */
export function RemarkModal(props: RemarkModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={MODAL_WIDTH} centered>
      {props.opened && <RemarkForm {...props} />}
    </Modal>
  );
}

function RemarkForm({ title, value, maxLength, presets, onSave, onClose }: RemarkModalProps) {
  const [text, setText] = useState(value);
  return (
    <Stack gap="sm">
      {presets.length > 0 && (
        <Group gap={6}>
          {presets.map((preset) => (
            <Chip
              key={preset.id}
              size="sm"
              checked={hasRemarkPart(text, preset.content)}
              onChange={() => setText((current) => toggleRemarkPart(current, preset.content).slice(0, maxLength))}
            >
              {preset.content}
            </Chip>
          ))}
        </Group>
      )}
      <Textarea
        label={title}
        value={text}
        maxLength={maxLength}
        autosize
        minRows={2}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button
          onClick={() => {
            onSave(text.trim());
            onClose();
          }}
        >
          確認
        </Button>
      </Group>
    </Stack>
  );
}
