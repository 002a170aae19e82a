import { NumberInput, SegmentedControl } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** The form values DiscountFields reads and writes: the type, the money off (NT$ as typed) and the percent off. */
export interface DiscountFieldValues {
  discountType: 'AMOUNT' | 'PERCENTAGE';
  amount: number | string;
  percentage: number | string;
}

/**
 * Money or a share off, as the automatic discounts and the coupons both offer it: the type switch and the one field
 * of the chosen type (折扣金額 in NT$, or 折扣百分比: the percent taken off, 10 = 9折).
 */
export function DiscountFields<T extends DiscountFieldValues>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      <SegmentedControl
        aria-label="折扣類型"
        data={[
          { value: 'AMOUNT', label: '折抵金額' },
          { value: 'PERCENTAGE', label: '折扣百分比' },
        ]}
        {...form.getInputProps('discountType')}
      />
      {form.getValues().discountType === 'AMOUNT' ? (
        <NumberInput label="折扣金額" withAsterisk prefix="NT$" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('amount')} />
      ) : (
        <NumberInput
          label="折扣百分比"
          description="折抵的百分比：10 表示打9折"
          withAsterisk
          suffix="%"
          min={1}
          max={99}
          allowDecimal={false}
          {...form.getInputProps('percentage')}
        />
      )}
    </>
  );
}
