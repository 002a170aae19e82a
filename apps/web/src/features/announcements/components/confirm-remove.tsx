import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_WIDTH, MSG } from '@diancan/core';

/** Asks 請確認是否刪除 before removing; `onConfirm` runs only on 是. */
export function confirmRemove(name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: MSG.CONFIRM_DELETE,
    size: MODAL_WIDTH,
    centered: true,
    children: <Text size="sm">確定要刪除「{name}」嗎？</Text>,
    labels: { confirm: '是', cancel: '否' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
