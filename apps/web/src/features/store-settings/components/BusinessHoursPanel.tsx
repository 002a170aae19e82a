import '@mantine/dates/styles.css';
import { ActionIcon, Alert, Button, Checkbox, Group, Loader, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { businessHoursSchema, WEEKDAY_LABELS, type BusinessHours, type RestTime, type WeekdayHours } from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useSaveBusinessHours, useStoreSetting } from '../api/store-settings';

/** A 24-hour HH:mm field (access section 9: 24-hour time picker). */
function TimeField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <TimePicker
      aria-label={label}
      format="24h"
      value={value}
      onChange={(next) => onChange(next.slice(0, 5))}
      hoursInputLabel={`${label}（時）`}
      minutesInputLabel={`${label}（分）`}
      w={96}
    />
  );
}

/**
 * 營業時間: per weekday the hours (overnight allowed: an end before the start ends on the next day; start equal to
 * end is open all day), up to three rest times, the special closed days and the business switch. Saved together
 * with account/updateStoreBusinessAndRestTime; the POS shows 營業中 / 休息中 from them.
 */
export function BusinessHoursPanel({ storeId }: { storeId: number }) {
  const setting = useStoreSetting(storeId);
  if (setting.isError) return <Alert color="red">{setting.error.message}</Alert>;
  if (!setting.data) return <Loader size="sm" aria-label="載入中" />;
  return <BusinessHoursForm key={JSON.stringify(setting.data.businessHours)} storeId={storeId} saved={setting.data.businessHours} state={setting.data.availability.label} />;
}

function BusinessHoursForm({ storeId, saved, state }: { storeId: number; saved: BusinessHours; state: string }) {
  const [hours, setHours] = useState<BusinessHours>(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBusinessHours(storeId);

  const setDay = (weekday: number, change: Partial<WeekdayHours>) =>
    setHours((current) => ({ ...current, weekly: current.weekly.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)) }));
  const setRest = (day: WeekdayHours, index: number, change: Partial<RestTime>) =>
    setDay(day.weekday, { rests: day.rests.map((rest, at) => (at === index ? { ...rest, ...change } : rest)) });

  const submit = () => {
    const checked = businessHoursSchema.safeParse(hours);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(checked.data, { onSuccess: () => showToast('營業時間已儲存') });
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Switch
          label="營業開關"
          description="關閉時不論營業時間一律視為休息中"
          checked={hours.businessSwitch}
          onChange={(event) => setHours({ ...hours, businessSwitch: event.currentTarget.checked })}
        />
        <Text size="sm">
          目前狀態：<b data-testid="store-availability">{state}</b>
        </Text>
      </Group>
      <Paper withBorder p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>星期</Table.Th>
              <Table.Th>營業</Table.Th>
              <Table.Th>營業時間</Table.Th>
              <Table.Th>休息時間</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hours.weekly.map((day) => {
              const name = WEEKDAY_LABELS[day.weekday - 1] ?? '';
              return (
                <Table.Tr key={day.weekday}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${name}營業`} checked={day.open} onChange={(event) => setDay(day.weekday, { open: event.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <TimeField label={`${name}開始`} value={day.start} onChange={(start) => setDay(day.weekday, { start })} />
                      <Text>-</Text>
                      <TimeField label={`${name}結束`} value={day.end} onChange={(end) => setDay(day.weekday, { end })} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {day.rests.map((rest, index) => (
                        <Group key={index} gap={4} wrap="nowrap">
                          <TimeField label={`${name}休息開始`} value={rest.start} onChange={(start) => setRest(day, index, { start })} />
                          <Text>-</Text>
                          <TimeField label={`${name}休息結束`} value={rest.end} onChange={(end) => setRest(day, index, { end })} />
                          <ActionIcon variant="subtle" color="red" aria-label={`刪除${name}休息時段`} onClick={() => setDay(day.weekday, { rests: day.rests.filter((_, at) => at !== index) })}>
                            ×
                          </ActionIcon>
                        </Group>
                      ))}
                      {day.rests.length < 3 && (
                        <Button size="compact-xs" variant="subtle" onClick={() => setDay(day.weekday, { rests: [...day.rests, { start: '14:00', end: '17:00' }] })}>
                          新增休息時段
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          結束早於開始表示營業至隔日（例如 17:00 - 02:00）；開始與結束相同表示全天營業。
        </Text>
      </Paper>
      <DatePickerInput
        type="multiple"
        label="公休日"
        placeholder="選擇公休日"
        valueFormat="YYYY-MM-DD"
        clearable
        value={hours.closedDays}
        onChange={(days) => setHours({ ...hours, closedDays: days.map(String).sort() })}
        maw={480}
      />
      {error && <Text c="red">{error}</Text>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          儲存營業時間
        </Button>
      </Group>
    </Stack>
  );
}
