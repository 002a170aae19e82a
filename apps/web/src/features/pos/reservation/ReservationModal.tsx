import '@mantine/dates/styles.css';
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { MODAL_WIDTH, MSG, RESERVATION_QUICK_MINUTES, RESERVATION_TYPES, type ReservationType } from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useCart } from '../cart/cart-store';
import {
  isReservationValid,
  NAME_TITLES,
  newReservation,
  pickupTimeChanged,
  QUICK_TIME_LABEL,
  quickReservationTime,
  RESERVATION_TYPE_LABEL,
  reservationDateOf,
  reservationDates,
  validateReservation,
  type NameTitle,
  type ReservationField,
  type ReservationDraft,
} from './reservation-rules';
import { timeText, wallClockAt } from './store-clock';
import { ReservationTableField, useReservationTables } from './ReservationTableField';


export interface ReservationModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The reservation dialog (預約, store operations sections 3, 4, 5, 9): pickup or delivery, a date up to the end of
 * next month, a 24-hour time from now + 5 minutes (quick buttons 15 分鐘 / 30 分鐘 / 1 小時), the name with 先生 or
 * 小姐, the phone (digits only), the address and an optional 統編. Saving a changed time of an existing
 * reservation shows 取餐時間更改！.
 */
export function ReservationModal({ opened, onClose }: ReservationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="預約" size={MODAL_WIDTH} centered>
      {opened && <ReservationForm onClose={onClose} />}
    </Modal>
  );
}

function ReservationForm({ onClose }: { onClose: () => void }) {
  const original = useCart((state) => state.reserve);
  const reserveIssue = useCart((state) => state.reserveIssue);
  const storeId = useSession((state) => state.storeId) ?? 0;
  const [openedAt] = useState(() => new Date());
  const [draft, setDraft] = useState<ReservationDraft>(() => original ?? newReservation(openedAt));
  const [tried, setTried] = useState(false);

  const set = <K extends keyof ReservationDraft>(field: K, value: ReservationDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const errors = validateReservation(draft, { now: new Date(), original });
  // Format errors show while typing; "required" ones once confirm was pressed.
  const visible: Record<ReservationField, boolean> = {
    date: true,
    time: true,
    name: tried,
    address: tried,
    phone: tried || draft.phone !== '',
    uniformNumber: tried || draft.uniformNumber.length >= 8 || /\D/.test(draft.uniformNumber),
  };
  const shown = (field: ReservationField) => (visible[field] ? errors[field] : undefined);
  const tables = useReservationTables(storeId, draft, original, reserveIssue);

  const today = wallClockAt(openedAt).date;
  const dates = reservationDates(openedAt);
  const dateOptions = dates.some((date) => date.value === draft.date.value) ? dates : [draft.date, ...dates];

  const quick = (minutes: number) => {
    const at = quickReservationTime(new Date(), minutes);
    setDraft((current) => ({ ...current, date: reservationDateOf(at.date, today), time: timeText(at.minutes) }));
  };

  const confirm = () => {
    setTried(true);
    if (!isReservationValid(validateReservation(draft, { now: new Date(), original })) || tables.error) return;
    if (pickupTimeChanged(original, draft)) showToast(MSG.PICKUP_TIME_CHANGED);
    const table = draft.type === 'PICKUP' ? { tableId: draft.tableId ?? null, tableName: draft.tableName ?? null } : { tableId: null, tableName: null };
    useCart.getState().setReserve({ ...draft, ...table, name: draft.name.trim(), address: draft.address.trim() });
    onClose();
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="預約類型"
        value={draft.type}
        onChange={(value) => setDraft((current) => ({ ...current, type: value as ReservationType, ...(value === 'DELIVERY' ? { tableId: null, tableName: null } : {}) }))}
        data={RESERVATION_TYPES.map((type) => ({ value: type, label: RESERVATION_TYPE_LABEL[type] }))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="日期"
          data={dateOptions.map((date) => ({ value: date.value, label: date.name }))}
          value={draft.date.value}
          onChange={(value) => value && set('date', reservationDateOf(value, today))}
          allowDeselect={false}
          error={shown('date')}
          comboboxProps={{ withinPortal: true }}
        />
        <TimePicker
          label="時間"
          format="24h"
          withDropdown
          value={draft.time}
          onChange={(value) => set('time', value.slice(0, 5))}
          error={shown('time')}
          hoursInputLabel="時"
          minutesInputLabel="分"
        />
      </SimpleGrid>
      <Group gap="xs">
        {RESERVATION_QUICK_MINUTES.map((minutes) => (
          <Button key={minutes} variant="light" size="xs" onClick={() => quick(minutes)}>
            {QUICK_TIME_LABEL[minutes]}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="姓名" value={draft.name} maxLength={28} onChange={(event) => set('name', event.currentTarget.value)} error={shown('name')} />
        <SegmentedControl
          aria-label="稱謂"
          mt={25}
          value={draft.title}
          onChange={(value) => set('title', value as NameTitle)}
          data={NAME_TITLES.map((title) => ({ value: title, label: title }))}
        />
        <TextInput
          label="電話"
          inputMode="tel"
          value={draft.phone}
          maxLength={20}
          onChange={(event) => set('phone', event.currentTarget.value.trim())}
          error={shown('phone')}
        />
        <TextInput
          label="統編"
          inputMode="numeric"
          value={draft.uniformNumber}
          maxLength={8}
          onChange={(event) => set('uniformNumber', event.currentTarget.value.trim())}
          error={shown('uniformNumber')}
        />
      </SimpleGrid>
      <TextInput
        label={draft.type === 'DELIVERY' ? '外送地址' : '地址'}
        value={draft.address}
        maxLength={200}
        onChange={(event) => set('address', event.currentTarget.value)}
        error={shown('address')}
      />
      {draft.type === 'PICKUP' && (
        <ReservationTableField
          choice={tables}
          value={draft.tableId ?? null}
          onChange={(tableId, tableName) => setDraft((current) => ({ ...current, tableId, tableName }))}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={confirm} disabled={(tried && !isReservationValid(errors)) || tables.error !== null}>
          確認
        </Button>
      </Group>
    </Stack>
  );
}
