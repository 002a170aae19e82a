import { Alert, Button, Checkbox, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { CUSTOMER_NOTE_MAX, mobileOrderSettingSchema, PICKUP_LEAD_MINUTES_MAX, type MobileOrderSetting } from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useCategoryChoices, useSaveMobileOrderSetting, useStoreSetting } from '../api/store-settings';

/**
 * 手機點餐設定 (/account-manage/mobile-order-set): what a customer ordering from a phone may do: dine in and/or take
 * out, the pickup lead time, paying at the counter, the note shown above the menu and which categories they see.
 * The mobile-order switch itself is in the header (with the mobile-order module).
 */
export function MobileOrderSettingPanel({ storeId }: { storeId: number }) {
  const setting = useStoreSetting(storeId);
  if (setting.isError) return <Alert color="red">{setting.error.message}</Alert>;
  if (!setting.data) return <Loader size="sm" aria-label="載入中" />;
  return <MobileOrderForm key={JSON.stringify(setting.data.mobileOrderSetting)} storeId={storeId} saved={setting.data.mobileOrderSetting} />;
}

function MobileOrderForm({ storeId, saved }: { storeId: number; saved: MobileOrderSetting }) {
  const [setting, setSetting] = useState<MobileOrderSetting>(saved);
  const [error, setError] = useState<string | null>(null);
  const categories = useCategoryChoices(storeId);
  const save = useSaveMobileOrderSetting(storeId);
  const set = (change: Partial<MobileOrderSetting>) => setSetting((current) => ({ ...current, ...change }));

  const submit = () => {
    const checked = mobileOrderSettingSchema.safeParse(setting);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(checked.data, { onSuccess: () => showToast('手機點餐設定已儲存') });
  };

  const hidden = new Set(setting.hiddenCategoryIds);
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>用餐方式</Title>
          <Group>
            <Switch label="內用" checked={setting.dineIn} onChange={(event) => set({ dineIn: event.currentTarget.checked })} />
            <Switch label="外帶" checked={setting.takeout} onChange={(event) => set({ takeout: event.currentTarget.checked })} />
            <Switch label="臨櫃付款" checked={setting.payAtCounter} onChange={(event) => set({ payAtCounter: event.currentTarget.checked })} />
          </Group>
          <NumberInput
            label="取餐準備時間（分鐘）"
            description="顧客可選的最早取餐時間為下單後幾分鐘"
            min={0}
            max={PICKUP_LEAD_MINUTES_MAX}
            allowDecimal={false}
            value={setting.pickupLeadMinutes}
            onChange={(value) => set({ pickupLeadMinutes: typeof value === 'number' ? value : Number.NaN })}
            maw={240}
          />
          <Textarea
            label="給顧客的提醒"
            description={`顯示在手機點餐菜單上方，最多${CUSTOMER_NOTE_MAX}字`}
            autosize
            minRows={2}
            value={setting.customerNote}
            onChange={(event) => set({ customerNote: event.currentTarget.value })}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>顧客可見的分類</Title>
          {categories.isPending && <Loader size="sm" aria-label="載入中" />}
          {categories.data?.length === 0 && <Text c="dimmed">目前沒有資料</Text>}
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {categories.data?.map((category) => (
              <Checkbox
                key={category.id}
                label={category.name}
                checked={!hidden.has(category.id)}
                onChange={(event) =>
                  set({
                    hiddenCategoryIds: event.currentTarget.checked
                      ? setting.hiddenCategoryIds.filter((id) => id !== category.id)
                      : [...setting.hiddenCategoryIds, category.id],
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {error && <Text c="red">{error}</Text>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          儲存
        </Button>
      </Group>
    </Stack>
  );
}
