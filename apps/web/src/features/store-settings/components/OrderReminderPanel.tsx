import { Button, Group, Loader, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IDLE_ORDER_REMINDER_MINUTES,
  IDLE_ORDER_REMINDER_MINUTES_MAX,
  IDLE_ORDER_REMINDER_MINUTES_MIN,
  idleOrderReminderMinutesSchema,
} from '@diancan/core';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { loadStoreConfig } from '../../../lib/store-config';
import { showToast } from '../../../lib/toast';
import { useUpdateStoreSetting } from '../api/store-settings';

/** The field's text as what the contract checks: blank is missing, anything else a number. */
function minutesOf(field: string | number): number | undefined {
  return field === '' ? undefined : Number(field);
}

/**
 * 訂單提醒: the live order board's idle order reminder (store operations sections 3 and 9). Switched on, an open
 * order whose status has not moved for the set minutes is highlighted and chimes. The switch saves at once, the
 * minutes when the field is left (or Enter); each save reloads the store config the board reads.
 */
export function OrderReminderPanel({ storeId }: { storeId: number }) {
  const loaded = useSession((state) => state.storeConfigLoaded && state.storeId === storeId);
  const enabled = useSession((state) => state.idleOrderReminderSwitch);
  const savedMinutes = useSession((state) => state.idleOrderReminderMinutes);
  const saving = useUpdateStoreSetting();
  // What is typed and not saved yet; otherwise the field shows what the store has (also another device's change).
  const [typed, setTyped] = useState<string | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // The config may not be in yet (a direct link to this tab): read it.
  useEffect(() => {
    if (!loaded) void loadStoreConfig().then((applied) => setLoadFailed(!applied));
  }, [loaded]);

  const retryLoad = () => {
    setLoadFailed(false);
    void loadStoreConfig().then((applied) => setLoadFailed(!applied));
  };

  if (!loaded) {
    return loadFailed ? (
      <Group gap="sm">
        <Text c="red">無法載入商店設定</Text>
        <Button variant="light" size="xs" onClick={retryLoad}>
          重新載入
        </Button>
      </Group>
    ) : (
      <Loader size="sm" aria-label="載入中" />
    );
  }

  const saveSwitch = (value: boolean) =>
    saving.mutate(
      { storeId, setting: 'IDLE_ORDER_REMINDER_SWITCH', value },
      { onSuccess: () => showToast(value ? '已開啟閒置訂單提醒' : '已關閉閒置訂單提醒') },
    );

  const saveMinutes = () => {
    if (typed === null) return;
    const checked = idleOrderReminderMinutesSchema.safeParse(minutesOf(typed));
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (checked.data === savedMinutes) {
      setTyped(null);
      return;
    }
    // Already on its way (Enter, then the field left again).
    if (saving.isPending && saving.variables.value === checked.data) return;
    // Both run once the store config is read again, so the field never shows the old minutes in between.
    saving.mutate(
      { storeId, setting: 'IDLE_ORDER_REMINDER_MINUTES', value: checked.data },
      {
        onSuccess: () => showToast(`提醒分鐘數已設為${checked.data}分鐘`),
        // A refusal was shown (error toast); the field goes back to what the store has.
        onSettled: () => setTyped(null),
      },
    );
  };

  return (
    <Paper withBorder p="md" maw={520}>
      <Stack gap="md">
        <Title order={3}>訂單提醒</Title>
        <Switch
          label="閒置訂單提醒"
          // The description sits inside Mantine's label: name the switch alone.
          aria-label="閒置訂單提醒"
          description="即時訂單中，狀態停留超過設定分鐘數的訂單會醒目標示並發出提示音"
          checked={enabled}
          disabled={saving.isPending}
          onChange={(event) => saveSwitch(event.currentTarget.checked)}
        />
        <NumberInput
          label="提醒分鐘數"
          description={`${IDLE_ORDER_REMINDER_MINUTES_MIN}到${IDLE_ORDER_REMINDER_MINUTES_MAX}分鐘，預設${IDLE_ORDER_REMINDER_MINUTES}分鐘`}
          rightSection={<Text size="sm">分鐘</Text>}
          rightSectionWidth={48}
          min={IDLE_ORDER_REMINDER_MINUTES_MIN}
          max={IDLE_ORDER_REMINDER_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          value={typed ?? savedMinutes}
          error={error}
          onChange={(value) => {
            setTyped(value);
            setError(null);
          }}
          onBlur={saveMinutes}
          onKeyDown={(event) => {
            // Enter saves by leaving the field, so the blur that follows does not save a second time.
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </Stack>
    </Paper>
  );
}
