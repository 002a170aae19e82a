import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  brandCouponAddRequestSchema,
  brandCouponUpdateRequestSchema,
  COUPON_NAME_MAX,
  couponAddRequestSchema,
  couponOfferText,
  couponUpdateRequestSchema,
  type Coupon,
} from '@diancan/core';
import {
  centsOrNull,
  DiscountFields,
  discountFieldValues,
  discountFormErrors,
  discountOf,
  dollarsOf,
  type DiscountFieldValues,
  wholeOrNull,
} from '../../components/discount-fields';
import { FormActions, FormModal } from '../../components/form-modal';
import { fieldErrors } from '../../lib/form-errors';
import type { z } from 'zod';
import { useAddBrandCoupon, useAddCoupon, useUpdateBrandCoupon, useUpdateCoupon } from './api';

export interface CouponModalProps {
  /** The store a new coupon is made in; a coupon edited is saved in the store that owns it (`ownerStoreId`). */
  storeId: number;
  editing: Coupon | 'new' | null;
  onClose: () => void;
  /** Today in the store's calendar (yyyy-MM-dd): a new coupon starts today. */
  today: string;
  /**
   * HQ's (總部) coupons of the brand: a new one made in `storeId` (a store of the brand) and brand-wide at once,
   * through `brand/coupon/add`; an edited one saved through `brand/coupon/update`. The same fields and checks (core's
   * schemas with the brand).
   */
  brandId?: number;
}

/** Add or edit a coupon: code, name, money or a percentage off, minimum spend, dates, quantity, per-customer limit. */
export function CouponModal({ storeId, editing, onClose, today, brandId }: CouponModalProps) {
  const titles = brandId === undefined ? { add: '新增優惠券', edit: '編輯優惠券' } : { add: '新增品牌優惠券', edit: '編輯優惠券' };
  return (
    <FormModal target={editing} titles={titles} onClose={onClose} scrolls>
      {(record) => <CouponForm storeId={storeId} coupon={record} onClose={onClose} today={today} brandId={brandId} />}
    </FormModal>
  );
}

interface FormValues extends DiscountFieldValues {
  code: string;
  name: string;
  /** NT$ as typed. */
  minimum: number | string;
  startDate: string;
  endDate: string;
  quantity: number | string;
  perCustomerLimit: number | string;
}

function CouponForm({
  storeId,
  coupon,
  onClose,
  today,
  brandId,
}: {
  storeId: number;
  coupon: Coupon | null;
  onClose: () => void;
  today: string;
  brandId: number | undefined;
}) {
  const form = useForm<FormValues>({
    initialValues: {
      code: coupon?.code ?? '',
      name: coupon?.name ?? '',
      ...discountFieldValues(coupon),
      minimum: dollarsOf(coupon?.minimumSpend ?? 0),
      startDate: coupon?.startDate ?? today,
      endDate: coupon?.endDate ?? today,
      quantity: coupon?.quantity ?? 100,
      perCustomerLimit: coupon?.perCustomerLimit ?? '',
    },
  });
  const addingOwn = useAddCoupon();
  const addingForBrand = useAddBrandCoupon();
  const updatingOwn = useUpdateCoupon();
  const updatingForBrand = useUpdateBrandCoupon();
  const saving = [addingOwn, addingForBrand, updatingOwn, updatingForBrand].some((mutation) => mutation.isPending);
  const values = form.getValues();

  const request = (v: FormValues) => ({
    storeId: coupon?.ownerStoreId ?? storeId,
    code: v.code,
    name: v.name,
    ...discountOf(v),
    minimumSpend: centsOrNull(v.minimum) ?? 0,
    startDate: v.startDate,
    endDate: v.endDate,
    quantity: wholeOrNull(v.quantity),
    perCustomerLimit: wholeOrNull(v.perCustomerLimit),
  });

  /** The request as core's schema reads it, or null after showing its messages on the fields. */
  const checked = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    form.setErrors(discountFormErrors(fieldErrors(result.error), 'minimumSpend'));
    return null;
  };

  const submit = form.onSubmit((v) => {
    const done = { onSuccess: onClose };
    const fields = request(v);
    if (coupon && brandId !== undefined) {
      const body = checked(brandCouponUpdateRequestSchema, { ...fields, id: coupon.id, brandId });
      if (body) updatingForBrand.mutate(body, done);
    } else if (coupon) {
      const body = checked(couponUpdateRequestSchema, { ...fields, id: coupon.id });
      if (body) updatingOwn.mutate(body, done);
    } else if (brandId !== undefined) {
      const body = checked(brandCouponAddRequestSchema, { ...fields, brandId });
      if (body) addingForBrand.mutate(body, done);
    } else {
      const body = checked(couponAddRequestSchema, fields);
      if (body) addingOwn.mutate(body, done);
    }
  });

  const preview = request(values);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="優惠券代碼" withAsterisk description="4到20個英文字母、數字或 -，顧客出示或掃描的代碼" data-autofocus {...form.getInputProps('code')} />
        <TextInput label="優惠券名稱" withAsterisk maxLength={COUPON_NAME_MAX} placeholder="例如 新客折50" {...form.getInputProps('name')} />
        <DiscountFields form={form} />
        <NumberInput label="最低消費金額" prefix="NT$" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('minimum')} />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput type="date" label="開始日期" withAsterisk {...form.getInputProps('startDate')} />
          <TextInput type="date" label="結束日期" withAsterisk {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput label="發行數量" withAsterisk min={1} allowDecimal={false} {...form.getInputProps('quantity')} />
          <NumberInput label="每人限用次數" description="空白表示不限" min={1} max={99} allowDecimal={false} {...form.getInputProps('perCustomerLimit')} />
        </SimpleGrid>
        {(preview.discountAmount !== null || preview.discountPercentage !== null) && (
          <Text size="sm" c="dimmed">
            {couponOfferText(preview)}
          </Text>
        )}
        <FormActions onCancel={onClose} saving={saving} />
      </Stack>
    </form>
  );
}
