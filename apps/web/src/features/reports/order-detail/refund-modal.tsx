import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCents, MODAL_WIDTH, type OrderRefunds, REFUND_ACTION_LABELS, refundRequestSchema, VOID_REASON_MAX } from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useRefundOrder } from './invoice-api';

type Mode = 'all' | 'lines' | 'amount';

interface RefundValues {
  mode: Mode;
  counts: Record<string, number | string>;
  /** Whole NT$ as typed. */
  amount: number | string;
  reason: string;
}

/**
 * 退款: choose lines and counts, or an amount (whole NT$), and the reason. The server decides what happens to the
 * invoice (作廢 for a whole consumer refund before the deadline, else 折讓) and says so in the toast.
 */
export function RefundModal({ storeId, state, opened, onClose }: { storeId: number; state: OrderRefunds; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="退款" size={MODAL_WIDTH * 1.5} centered>
      {opened && <RefundForm storeId={storeId} state={state} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ storeId, state, onClose }: { storeId: number; state: OrderRefunds; onClose: () => void }) {
  const form = useForm<RefundValues>({ initialValues: { mode: 'all', counts: {}, amount: '', reason: '' } });
  const refunding = useRefundOrder();
  const values = form.getValues();

  const submit = form.onSubmit(({ mode, counts, amount, reason }) => {
    const lines = state.lines
      .map((line) => ({ orderDetailId: line.orderDetailId, count: Number(counts[line.orderDetailId] ?? 0) }))
      .filter((line) => line.count > 0);
    const body =
      mode === 'all'
        ? { storeId, orderId: state.orderId, reason }
        : mode === 'lines'
        ? { storeId, orderId: state.orderId, lines: lines.length > 0 ? lines : [], reason }
        : { storeId, orderId: state.orderId, amount: amount === '' ? undefined : Math.round(Number(amount) * 100), reason };
    const checked = refundRequestSchema.safeParse(body);
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    refunding.mutate(checked.data, {
      onSuccess: (result) => {
        const number = result.allowance ? ` ${result.allowance.allowanceNumber}` : '';
        showToast(`退款成功：${REFUND_ACTION_LABELS[result.action]}${number}`);
        onClose();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          data={[
            { value: 'all', label: '全部退款' },
            { value: 'lines', label: '依品項' },
            { value: 'amount', label: '依金額' },
          ]}
          {...form.getInputProps('mode')}
        />
        {values.mode === 'all' && <Text size="sm">退還全部可退金額 {formatCents(state.refundableAmount)}</Text>}
        {values.mode === 'lines' && (
          <Table fz="sm" aria-label="退款品項">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>品項</Table.Th>
                <Table.Th>可退</Table.Th>
                <Table.Th>退款數量</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.lines.map((line) => (
                <Table.Tr key={line.orderDetailId}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{line.refundableCount}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${line.name} 退款數量`}
                      size="xs"
                      min={0}
                      max={line.refundableCount}
                      decimalScale={2}
                      disabled={line.refundableCount <= 0}
                      {...form.getInputProps(`counts.${line.orderDetailId}`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {values.mode === 'amount' && (
          <NumberInput
            label={`退款金額（可退 ${formatCents(state.refundableAmount)}）`}
            min={1}
            max={state.refundableAmount / 100}
            decimalScale={0}
            {...form.getInputProps('amount')}
          />
        )}
        {form.errors.lines && (
          <Text size="sm" c="red">
            {form.errors.lines}
          </Text>
        )}
        <TextInput label="退款原因" withAsterisk maxLength={VOID_REASON_MAX} {...form.getInputProps('reason')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" color="orange" loading={refunding.isPending}>
            確認退款
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
