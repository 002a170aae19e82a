import { Button, Group, NumberInput } from '@mantine/core';
import { DINING_MINUTES_DEFAULT, SERVICE_CHARGE_PERCENT_MAX } from '@diancan/core';
import { useState } from 'react';
import { useTableSettings, useUpdateServiceCharge } from '../api/floor';

/** 服務費 and 用餐時間 (docs/tables.md), from the saved settings (the form starts again when they change). */
export function TableSettingsForm({ storeId }: { storeId: number }) {
  const settings = useTableSettings(storeId);
  if (!settings.data) return null;
  const { serviceChargePercent, diningMinutes } = settings.data;
  return <SettingsFields key={`${serviceChargePercent}-${diningMinutes}`} storeId={storeId} initial={settings.data} />;
}

function SettingsFields({ storeId, initial }: { storeId: number; initial: { serviceChargePercent: number; diningMinutes: number } }) {
  const saving = useUpdateServiceCharge();
  const [percent, setPercent] = useState(initial.serviceChargePercent);
  const [minutes, setMinutes] = useState(initial.diningMinutes);
  return (
    <Group align="flex-end">
      <NumberInput label="服務費 (%)" min={0} max={SERVICE_CHARGE_PERCENT_MAX} allowDecimal={false} value={percent} onChange={(value) => setPercent(Number(value) || 0)} w={120} />
      <NumberInput label="用餐時間 (分鐘)" min={10} max={600} allowDecimal={false} value={minutes} onChange={(value) => setMinutes(Number(value) || DINING_MINUTES_DEFAULT)} w={140} />
      <Button loading={saving.isPending} onClick={() => saving.mutate({ storeId, percent, diningMinutes: minutes })}>
        儲存
      </Button>
    </Group>
  );
}
