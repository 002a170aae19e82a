import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { chargedProviderOf, formatCents, type PaymentProvider, type PayMethod } from '@diancan/core';
import { CashTenderedField, CustomerCodeField, oneTimeKeyReady } from '../../../components/payment-fields';
import type { SharePick } from './even-split';

/** The shares of a check paid 均分, one row each: the guest's method and, for a charged wallet, their code. */
export function EvenSplitFields({
  shares,
  picks,
  methods,
  chargedProviders,
  onPick,
  cashDue,
  tendered,
  onTendered,
  short,
}: {
  shares: readonly number[];
  picks: readonly SharePick[];
  methods: readonly PayMethod[];
  chargedProviders: readonly PaymentProvider[];
  onPick(index: number, pick: SharePick): void;
  cashDue: number;
  tendered: number | string;
  onTendered(value: number | string): void;
  short: boolean;
}) {
  return (
    <Stack gap={6} data-testid="even-shares">
      {shares.map((share, index) => {
        const pick = picks[index];
        if (!pick) return null;
        const method = methods.find((row) => row.id === pick.methodId);
        const provider = method ? chargedProviderOf(method.statisticKey, chargedProviders) : null;
        return (
          <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
            <Text w={110} size="sm">
              第{index + 1}位 <b>{formatCents(share)}</b>
            </Text>
            <NativeSelect
              aria-label={`第${index + 1}位付款方式`}
              data={methods.map((row) => ({ value: String(row.id), label: row.name }))}
              value={String(pick.methodId)}
              onChange={(event) => onPick(index, { methodId: Number(event.currentTarget.value), oneTimeKey: '' })}
            />
            {provider !== null && (
              <CustomerCodeField
                provider={provider}
                label={`第${index + 1}位付款條碼`}
                value={pick.oneTimeKey}
                onChange={(oneTimeKey) => onPick(index, { ...pick, oneTimeKey })}
                ready={oneTimeKeyReady(provider, pick.oneTimeKey)}
                autoFocus={false}
              />
            )}
          </Group>
        );
      })}
      {cashDue > 0 && <CashTenderedField label={`收取現金（現金合計 ${formatCents(cashDue)}）`} amount={cashDue} tendered={tendered} onChange={onTendered} short={short} />}
    </Stack>
  );
}
