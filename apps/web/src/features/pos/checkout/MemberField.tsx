import { Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatCents, MEMBER_API, MEMBER_MSG, memberPhoneField, type PointsRule } from '@diancan/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { CameraScanner } from './CameraScanner';
import { maxRedeemPoints, memberLabel, redeemPointsOf, type CheckoutMember } from './member-checkout';

export interface MemberFieldProps {
  storeId: number;
  /** The store's points rule (members on). */
  rule: PointsRule;
  picked: CheckoutMember | null;
  onChange: (picked: CheckoutMember | null) => void;
  /** Cents left after the coupon: what points may take off at most. */
  room: number;
  disabled: boolean;
}

/**
 * The checkout's 會員 (docs/members.md): the customer's number typed or scanned is looked up (`member/find`); a number
 * that is no member yet is added with one more tap (新增會員). The member's points show, and points to redeem (whole
 * steps of the rule, within the balance and the order) price the checkout; the server checks them again under the
 * member's lock.
 */
export function MemberField({ storeId, rule, picked, onChange, room, disabled }: MemberFieldProps) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);

  const lookUp = async (text: string) => {
    const checked = memberPhoneField.safeParse(text);
    if (!checked.success) {
      setError(MEMBER_MSG.PHONE);
      return;
    }
    setBusy(true);
    setError('');
    setMissing(null);
    try {
      const member = await callApi(MEMBER_API.find, { storeId, phone: checked.data }, { silent: true });
      onChange({ member, redeemPoints: 0 });
      setOpen(false);
      setScanning(false);
      setPhone('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.httpStatus === 404) setMissing(checked.data);
      else setError(failure instanceof ApiError ? failure.message : '查詢失敗，請稍後再試');
    } finally {
      setBusy(false);
    }
  };

  const addMember = async (number: string) => {
    setBusy(true);
    try {
      const { id } = await callApi(MEMBER_API.add, { storeId, phone: number }, { silent: true });
      onChange({ member: { id, phone: number, name: null, points: 0 }, redeemPoints: 0 });
      setOpen(false);
      setMissing(null);
      setPhone('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '新增失敗，請稍後再試');
    } finally {
      setBusy(false);
    }
  };

  if (picked) {
    const max = maxRedeemPoints(picked.member.points, rule, room);
    return (
      <Paper withBorder radius="md" p="xs" aria-label="已選擇會員">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">
              會員：{memberLabel(picked.member)}，點數 <b aria-label="會員點數">{picked.member.points}</b>
            </Text>
            <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(null)} disabled={busy}>
              移除
            </Button>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <NumberInput
              label={`折抵點數（每 ${rule.redeemPoints} 點折 ${formatCents(rule.redeemAmount)}）`}
              aria-label="折抵點數"
              size="xs"
              min={0}
              max={max}
              step={rule.redeemPoints}
              allowDecimal={false}
              allowNegative={false}
              disabled={disabled || max === 0}
              value={picked.redeemPoints === 0 ? '' : picked.redeemPoints}
              onChange={(value) => onChange({ ...picked, redeemPoints: redeemPointsOf(Number(value), rule, max) })}
              style={{ flex: 1 }}
            />
            <Button variant="light" size="xs" disabled={disabled || max === 0} onClick={() => onChange({ ...picked, redeemPoints: max })}>
              全部折抵
            </Button>
          </Group>
          {max === 0 && (
            <Text size="xs" c="dimmed">
              點數不足 {rule.redeemPoints} 點，本次無法折抵
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }
  if (!open) {
    return (
      <Button variant="light" leftSection={<IconUserCircle size={18} />} disabled={disabled} onClick={() => setOpen(true)}>
        會員
      </Button>
    );
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="會員手機號碼"
          placeholder="輸入或掃描會員手機號碼"
          inputMode="numeric"
          value={phone}
          disabled={disabled}
          error={error || undefined}
          autoComplete="off"
          autoFocus
          style={{ flex: 1 }}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            setError('');
            setMissing(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void lookUp(phone);
          }}
        />
        <Button variant="light" loading={busy && missing === null} disabled={disabled || phone.trim() === ''} onClick={() => void lookUp(phone)}>
          查詢
        </Button>
        <Button variant="default" disabled={disabled} aria-pressed={scanning} onClick={() => setScanning((on) => !on)}>
          掃描
        </Button>
        <Button variant="subtle" color="gray" onClick={() => (setOpen(false), setScanning(false), setError(''), setMissing(null))}>
          取消
        </Button>
      </Group>
      {missing !== null && (
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="orange.8">
            {missing} 尚未加入會員
          </Text>
          <Button size="compact-sm" loading={busy} onClick={() => void addMember(missing)}>
            新增會員
          </Button>
        </Group>
      )}
      {scanning && !disabled && <CameraScanner onScan={(text) => (setPhone(text), void lookUp(text))} />}
    </Stack>
  );
}
