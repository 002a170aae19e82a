import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_WIDTH, MSG } from '@diancan/core';

/** Asks 是 / 否 before something that cannot be taken back (a removal, an unbinding); 是 in red. */
export function confirmDanger(title: string, text: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title,
    size: MODAL_WIDTH,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: '是', cancel: '否' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Asks 請確認是否刪除 before removing a named record; `onConfirm` runs only on 是. */
export function confirmRemove(name: string, onConfirm: () => void): void {
  confirmDanger(MSG.CONFIRM_DELETE, `確定要刪除「${name}」嗎？`, onConfirm);
}
