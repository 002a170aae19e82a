import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { COUPON_API, couponOfferText, type CouponTermsView } from '@diancan/core';
import { useState } from 'react';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { CameraScanner } from './CameraScanner';

export interface CouponFieldProps {
  storeId: number;
  coupon: CouponTermsView | null;
  onChange: (coupon: CouponTermsView | null) => void;
  disabled: boolean;
}

/**
 * The checkout's coupon (優惠券): a code typed or scanned with the camera (the invoice view's ZXing scanner) is
 * looked up with `coupon/check`; its terms price the checkout with core, and addOrder redeems it (docs/coupons.md).
 * The server's refusal (已過期, 已兌換完畢, ...) shows under the field.
 */
export function CouponField({ storeId, coupon, onChange, disabled }: CouponFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [scanning, setScanning] = useState(false);

  const apply = async (text: string) => {
    const typed = text.trim();
    if (typed === '' || checking) return;
    setChecking(true);
    setError('');
    try {
      onChange(await callApi(COUPON_API.check, { storeId, code: typed.toUpperCase() }, { silent: true }));
      setCode('');
      setScanning(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '優惠券代碼無效');
    } finally {
      setChecking(false);
    }
  };

  if (coupon) {
    return (
      <Group gap="xs" justify="space-between" aria-label="已套用優惠券">
        <Text size="sm">
          優惠券：{coupon.name}（{coupon.code}，{couponOfferText(coupon)}）
        </Text>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(null)}>
          移除
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="優惠券代碼"
          placeholder="輸入優惠券代碼"
          value={code}
          disabled={disabled}
          error={error || undefined}
          autoComplete="off"
          style={{ flex: 1 }}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void apply(code);
          }}
        />
        <Button variant="light" disabled={disabled || code.trim() === ''} loading={checking} onClick={() => void apply(code)}>
          套用
        </Button>
        <Button variant="default" disabled={disabled} aria-pressed={scanning} onClick={() => setScanning((open) => !open)}>
          掃描
        </Button>
      </Group>
      {scanning && !disabled && <CameraScanner onScan={(text) => void apply(text)} />}
    </Stack>
  );
}
