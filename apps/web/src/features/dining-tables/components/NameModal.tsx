import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MODAL_WIDTH } from '@diancan/core';
import { useState } from 'react';

/**
 * A modal with one name field (重新命名區域, 編輯桌號): opened for one thing (keyed by it), so the field starts from
 * its current name; 儲存 hands the trimmed name to `onSave`, which closes the modal when its call succeeds.
 */
export function NameModal({
  title,
  label,
  initial,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  return (
    <Modal opened onClose={onClose} title={title} size={MODAL_WIDTH} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(name.trim());
        }}
      >
        <Stack>
          <TextInput label={label} value={name} maxLength={20} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={saving} disabled={!name.trim()}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
