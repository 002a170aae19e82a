import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  cashDifferenceOf,
  MODAL_WIDTH,
  SHIFT_LABELS,
  SHIFT_MSG,
  SHIFT_REMARK_MAX,
  shiftFinishRequestSchema,
  type Shift,
  type ShiftFinishResult,
} from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { MoneyInput, moneyCents, moneyField } from '../cash-drawer/MoneyInput';
import { formatMoney } from '../format';
import { useFinishShift } from './api/shift-api';
import { DIFFERENCE_COLORS, differenceOf } from './shift-figures';

export interface FinishShiftModalProps {
  storeId: number;
  /** The open shift as last read, null when closed. */
  shift: Shift | null;
  onClose: () => void;
  onFinished: (result: ShiftFinishResult) => void;
}

/**
 * 交班: the cashier counts the drawer and types it; the expected cash and the difference show as they type. The
 * next shift's float (what stays in the drawer) starts as this shift's. The server closes exactly the shift shown
 * (its id goes along), so a second tap or another terminal's finish cannot close two.
 */
export function FinishShiftModal({ storeId, shift, onClose, onFinished }: FinishShiftModalProps) {
  return (
    <Modal opened={shift !== null} onClose={onClose} title="交班" size={MODAL_WIDTH} centered>
      {shift && <FinishShiftForm key={shift.id} storeId={storeId} shift={shift} onClose={onClose} onFinished={onFinished} />}
    </Modal>
  );
}

interface FinishValues {
  countedCash: number | string;
  nextOpeningFloat: number | string;
  remark: string;
}

function FinishShiftForm({ storeId, shift, onClose, onFinished }: { storeId: number; shift: Shift } & Omit<FinishShiftModalProps, 'storeId' | 'shift'>) {
  const form = useForm<FinishValues>({
    mode: 'controlled',
    initialValues: { countedCash: '', nextOpeningFloat: moneyField(shift.openingFloat), remark: '' },
    validate: {
      countedCash: (value) => (moneyCents(value) === null ? SHIFT_MSG.COUNTED_CASH_REQUIRED : null),
      nextOpeningFloat: (value) => (moneyCents(value) === null ? SHIFT_MSG.NEXT_FLOAT_REQUIRED : null),
    },
    validateInputOnBlur: true,
  });
  const finishing = useFinishShift();

  const counted = moneyCents(form.values.countedCash);
  const difference = cashDifferenceOf(counted, shift.expectedCash);
  const shown = difference === null ? null : differenceOf(difference);

  const submit = form.onSubmit((values) => {
    const checked = shiftFinishRequestSchema.safeParse({
      storeId,
      shiftId: shift.id,
      countedCash: moneyCents(values.countedCash) ?? undefined,
      nextOpeningFloat: moneyCents(values.nextOpeningFloat) ?? undefined,
      remark: values.remark,
    });
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    finishing.mutate(checked.data, {
      onSuccess: (result) => {
        showToast('交班成功');
        onFinished(result);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Paper withBorder p="xs" radius="md" bg="gray.0">
          <Group justify="space-between">
            <Text fw={600}>{SHIFT_LABELS.expectedCash}</Text>
            <Text fw={700} aria-label={SHIFT_LABELS.expectedCash} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(shift.expectedCash)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {SHIFT_LABELS.openingFloat} {formatMoney(shift.openingFloat)} + {SHIFT_LABELS.cashSales} {formatMoney(shift.cashSales)} +{' '}
            {SHIFT_LABELS.drawerIncome} {formatMoney(shift.drawerIncome)} - {SHIFT_LABELS.drawerExpense} {formatMoney(shift.drawerExpense)}
          </Text>
        </Paper>
        <MoneyInput label={SHIFT_LABELS.countedCash} withAsterisk data-autofocus {...form.getInputProps('countedCash')} />
        <Group justify="space-between" aria-live="polite">
          <Text fw={600}>{SHIFT_LABELS.difference}</Text>
          <Text
            fw={700}
            aria-label={SHIFT_LABELS.difference}
            c={shown ? DIFFERENCE_COLORS[shown.tone] : 'dimmed'}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {shown ? shown.text : '—'}
          </Text>
        </Group>
        <MoneyInput
          label="下一班零用金"
          description="交班後留在錢櫃，作為下一班的零用金"
          withAsterisk
          {...form.getInputProps('nextOpeningFloat')}
        />
        <Textarea label={SHIFT_LABELS.remark} autosize minRows={2} maxLength={SHIFT_REMARK_MAX} {...form.getInputProps('remark')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            type="submit"
            disabled={counted === null || moneyCents(form.values.nextOpeningFloat) === null}
            loading={finishing.isPending}
          >
            確認交班
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
