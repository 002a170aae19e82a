import { Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatCents, LINE_REMARK_MAX, MODAL_WIDTH, orderLineChoices, type OrderDetail, type OrderDetailLine } from '@diancan/core';
import { useState } from 'react';
import { useCancelFreeItem, useRemoveOrderDetail, useUpdateOrderDetail } from '../api/order-edits';
import { countLabel } from '../board/labels';
import { useVoidReasons, type VoidWhy } from '../void/void-reasons';
import { VoidLineModal } from '../void/VoidLineModal';

export interface LineEditorProps {
  order: OrderDetail;
  line: OrderDetailLine;
  editable: boolean;
  /** An order keeps at least one line (to empty it, cancel the order). */
  removable: boolean;
}

/**
 * One line of the order with its edits: count and remark (儲存), 刪除, and 取消招待 for a line given free. Every edit
 * names the order's version; the parent keys this editor by that version, so a reload starts from what was saved.
 * In staff mode removing or reducing a line is a void (every line went to the kitchen): it asks 作廢原因 first.
 */
export function LineEditor({ order, line, editable, removable }: LineEditorProps) {
  const update = useUpdateOrderDetail();
  const remove = useRemoveOrderDetail();
  const cancelFree = useCancelFreeItem();
  const [count, setCount] = useState<number | string>(line.count);
  const [remark, setRemark] = useState(line.remark);

  const countValue = typeof count === 'number' ? count : Number(count);
  const countOk = Number.isFinite(countValue) && countValue > 0;
  const changed = countValue !== line.count || remark.trim() !== line.remark;
  const target = { storeId: order.storeId, orderId: order.id, version: order.version, detailId: line.id };
  const choices = orderLineChoices(line);
  const voids = useVoidReasons(order.storeId);
  const [voiding, setVoiding] = useState<'remove' | 'reduce' | null>(null);
  const save = (why: VoidWhy = {}) => update.mutate({ ...target, count: countValue, remark: remark.trim(), ...why }, { onSuccess: () => setVoiding(null) });
  const onSave = () => (voids.required && countValue < line.count ? setVoiding('reduce') : save());

  const confirmRemove = () =>
    voids.required
      ? setVoiding('remove')
      : modals.openConfirmModal({
      title: '刪除餐點',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要從訂單刪除「{line.itemName}」嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(target),
    });

  return (
    <Paper withBorder p="xs" radius="sm" component="li" aria-label={line.itemName}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap={6}>
            <Text fw={600}>
              {line.itemName} × {countLabel(line.count)}
            </Text>
            {line.entertain && (
              <Badge size="xs" color="grape" variant="light">
                招待
              </Badge>
            )}
          </Group>
          {choices.length > 0 && (
            <Text size="xs" c="dimmed">
              {choices.join('、')}
            </Text>
          )}
        </Stack>
        <Text fw={500}>{formatCents(line.entertain ? 0 : line.amount)}</Text>
      </Group>
      {editable ? (
        <>
          <Group mt="xs" gap="xs" align="flex-end" wrap="wrap">
            <NumberInput label="數量" w={96} min={0.01} decimalScale={2} value={count} onChange={setCount} error={countOk ? undefined : '數量須大於0'} />
            <TextInput label="餐點備註" style={{ flex: 1, minWidth: 140 }} maxLength={LINE_REMARK_MAX} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
            <Button
              variant="light"
              disabled={!changed || !countOk}
              loading={update.isPending}
              onClick={onSave}
            >
              儲存
            </Button>
          </Group>
          <Group mt="xs" gap="xs" justify="flex-end">
            {line.entertain && !order.entertain && (
              <Button size="xs" variant="subtle" color="grape" loading={cancelFree.isPending} onClick={() => cancelFree.mutate(target)}>
                取消招待
              </Button>
            )}
            {removable && (
              <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmRemove}>
                刪除
              </Button>
            )}
          </Group>
          <VoidLineModal
            opened={voiding !== null}
            title={voiding === 'remove' ? '刪除餐點' : '減少數量'}
            question={
              voiding === 'remove' ? `確定要從訂單刪除「${line.itemName}」嗎？` : `確定要將「${line.itemName}」由 ${countLabel(line.count)} 減為 ${countLabel(countValue)} 嗎？`
            }
            reasons={voids.reasons}
            pending={remove.isPending || update.isPending}
            onClose={() => setVoiding(null)}
            onConfirm={(why) => (voiding === 'remove' ? remove.mutate({ ...target, ...why }, { onSuccess: () => setVoiding(null) }) : save(why))}
          />
        </>
      ) : (
        line.remark && (
          <Text size="xs" c="orange.8">
            備註：{line.remark}
          </Text>
        )
      )}
    </Paper>
  );
}
