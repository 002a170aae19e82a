import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCents, memberSettingsRequestSchema, type MemberSettings } from '@diancan/core';
import { fieldErrors } from '../../lib/form-errors';
import { useMemberSettings, useSaveMemberSettings } from './api';

interface RuleValues {
  enabled: boolean;
  /** NT$ as typed. */
  earnDollars: number | string;
  earnPoints: number | string;
  redeemPoints: number | string;
  redeemDollars: number | string;
  /** Months; blank: the points never expire. */
  expireMonths: number | string;
}

const numberOrNaN = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The request the form stands for: dollars to cents, blank expiry to null (the contract checks the rest). */
export function ruleRequestOf(storeId: number, values: RuleValues) {
  return {
    storeId,
    enabled: values.enabled,
    earnAmount: Math.round(numberOrNaN(values.earnDollars) * 100),
    earnPoints: numberOrNaN(values.earnPoints),
    redeemPoints: numberOrNaN(values.redeemPoints),
    redeemAmount: Math.round(numberOrNaN(values.redeemDollars) * 100),
    expireMonths: values.expireMonths === '' ? null : Number(values.expireMonths),
  };
}

/** The errors of the request keyed by the form's fields. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = { earnAmount: 'earnDollars', redeemAmount: 'redeemDollars' };
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [byField[key] ?? key, message]));
}

/** 點數規則: on or off, how much earns how many points, how many points take how much off, and how long they last. */
export function PointsRuleForm({ storeId }: { storeId: number }) {
  const settings = useMemberSettings(storeId);
  if (!settings.data) return <Text c="dimmed">資料載入中</Text>;
  return <RuleForm storeId={storeId} settings={settings.data} />;
}

function RuleForm({ storeId, settings }: { storeId: number; settings: MemberSettings }) {
  const saving = useSaveMemberSettings();
  const form = useForm<RuleValues>({
    initialValues: {
      enabled: settings.enabled,
      earnDollars: settings.earnAmount / 100,
      earnPoints: settings.earnPoints,
      redeemPoints: settings.redeemPoints,
      redeemDollars: settings.redeemAmount / 100,
      expireMonths: settings.expireMonths ?? '',
    },
  });
  const submit = form.onSubmit((values) => {
    const checked = memberSettingsRequestSchema.safeParse(ruleRequestOf(storeId, values));
    if (!checked.success) return form.setErrors(formErrors(fieldErrors(checked.error)));
    saving.mutate(checked.data);
  });
  const preview = ruleRequestOf(storeId, form.getValues());
  const previewOk = memberSettingsRequestSchema.safeParse(preview).success;

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch label="啟用會員點數" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group grow align="flex-start">
            <NumberInput label="每消費金額" prefix="NT$" min={1} allowDecimal={false} withAsterisk {...form.getInputProps('earnDollars')} />
            <NumberInput label="累積點數" suffix=" 點" min={1} allowDecimal={false} withAsterisk {...form.getInputProps('earnPoints')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput label="每次折抵點數" suffix=" 點" min={1} allowDecimal={false} withAsterisk {...form.getInputProps('redeemPoints')} />
            <NumberInput label="折抵金額" prefix="NT$" min={1} allowDecimal={false} withAsterisk {...form.getInputProps('redeemDollars')} />
          </Group>
          <NumberInput
            label="點數效期（月）"
            description="空白表示點數永久有效"
            min={1}
            max={120}
            allowDecimal={false}
            {...form.getInputProps('expireMonths')}
          />
          {previewOk && (
            <Alert variant="light" color="gray" aria-label="規則說明">
              每消費 {formatCents(preview.earnAmount)} 累積 {preview.earnPoints} 點；每 {preview.redeemPoints} 點折抵 {formatCents(preview.redeemAmount)}
              {preview.expireMonths === null ? '；點數永久有效' : `；點數於累積後 ${preview.expireMonths} 個月到期`}。 點數以折扣後實付金額計算，結帳時於手動折扣前折抵。
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving.isPending}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
