import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { DISCOUNT_RATIO_OPTIONS, dollarsToCents, formatCents } from '@diancan/core';
import type { Dispatch } from 'react';
import { Keypad, pressKey } from '../../../components/keypad';
import { CheckoutSummary } from './CheckoutSummary';
import { effectiveDiscount, type CheckoutAction, type CheckoutState, type DiscountKind } from './checkout-state';
import type { PricedCheckout } from './order-request';

export interface DiscountViewProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  priced: PricedCheckout;
}

/** The discount view (折扣): money off on the keypad, or a ratio preset 95折 to 40折, priced live. */
export function DiscountView({ state, dispatch, priced }: DiscountViewProps) {
  const draft = state.discountDraft;
  return (
    <SimpleGrid cols={2} spacing="lg">
      <Stack gap="md">
        <CheckoutSummary totals={priced.totals} discount={effectiveDiscount(state)} entertain={false} isCash={false} />
        {priced.totals.discountExceedsTotal && (
          <Text c="red.7" role="alert">
            {priced.issues.find((issue) => issue.code === 'DISCOUNT_EXCEEDS_TOTAL')?.message}
          </Text>
        )}
      </Stack>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="折扣方式"
          value={draft.kind}
          onChange={(kind) => dispatch({ type: 'DISCOUNT_KIND', kind: kind as DiscountKind })}
          data={[
            { value: 'MONEY', label: '金額' },
            { value: 'RATIO', label: '折數' },
          ]}
        />
        {draft.kind === 'MONEY' ? (
          <>
            <Paper withBorder p="sm" radius="md" bg="gray.0">
              <Group justify="space-between">
                <Text c="dimmed">折扣金額</Text>
                <Text fz={28} fw={700} role="status" aria-label="折扣金額">
                  {formatCents(dollarsToCents(draft.moneyText) ?? 0)}
                </Text>
              </Group>
            </Paper>
            <Keypad
              mode="GENERAL"
              withSteps={false}
              keyHeight={52}
              onKey={(key) => dispatch({ type: 'DISCOUNT_MONEY', text: pressKey({ text: draft.moneyText, pristine: false }, key, 'GENERAL').text })}
            />
          </>
        ) : (
          <SimpleGrid cols={3} spacing="xs" role="radiogroup" aria-label="折數">
            {DISCOUNT_RATIO_OPTIONS.map((preset) => {
              const selected = draft.ratio === preset.ratio;
              return (
                <Button
                  key={preset.ratio}
                  role="radio"
                  aria-checked={selected}
                  variant={selected ? 'filled' : 'default'}
                  size="lg"
                  onClick={() => dispatch({ type: 'DISCOUNT_RATIO', ratio: selected ? null : preset.ratio })}
                >
                  {preset.label}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </SimpleGrid>
  );
}
