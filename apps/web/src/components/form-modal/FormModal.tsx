import { Button, Group, Modal, ScrollArea, type MantineSpacing } from '@mantine/core';
import { MODAL_WIDTH } from '@diancan/core';
import { Fragment, type ReactNode } from 'react';

export interface FormModalProps<T extends { id: number }> {
  /** 'new' adds one, a record edits it, null closes the modal. */
  target: T | 'new' | null;
  titles: { add: string; edit: string };
  onClose: () => void;
  /** The form, given the record edited (null when adding); mounted afresh for each target so it starts clean. */
  children: (record: T | null) => ReactNode;
  /** A long form scrolls inside the modal. */
  scrolls?: boolean;
}

/** The modal of an add-or-edit form (menu, automatic discounts, pay methods, ...): one title per mode, the spec's width. */
export function FormModal<T extends { id: number }>({ target, titles, onClose, children, scrolls = false }: FormModalProps<T>) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target === 'new' ? titles.add : titles.edit} size={MODAL_WIDTH} centered scrollAreaComponent={scrolls ? ScrollArea.Autosize : undefined}>
      {target !== null && <Fragment key={target === 'new' ? 'new' : target.id}>{children(target === 'new' ? null : target)}</Fragment>}
    </Modal>
  );
}

/** A form's 取消 / 確認 row; 確認 submits the form and spins while it saves. */
export function FormActions({ onCancel, saving, mt }: { onCancel: () => void; saving: boolean; mt?: MantineSpacing }) {
  return (
    <Group justify="flex-end" gap="xs" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        取消
      </Button>
      <Button type="submit" loading={saving}>
        確認
      </Button>
    </Group>
  );
}
