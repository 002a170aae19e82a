import { Paper, Stack, Switch, Text } from '@mantine/core';
import { SYSTEM_MODULES, type StoreDetail, type SystemModule } from '@diancan/core';
import { useUpdateModule } from '../../api/stores';

const MODULE_TEXT: Record<SystemModule, { label: string; description: string }> = {
  POS_ORDER: { label: 'POS 點餐', description: '店內收銀點餐畫面（寬螢幕）' },
  FRONT_ORDER: { label: '出單點餐', description: '顧客自助點餐機（前台）' },
  MOBILE_ORDER: { label: '手機點餐', description: '顧客掃碼以手機點餐（前台）' },
};

/** 模組: the store's modules, each on or off at once (the store's devices hear CONFIG_CHANGED). */
export function ModulesTab({ store }: { store: StoreDetail }) {
  const updating = useUpdateModule();
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="lg">
        {SYSTEM_MODULES.map((module) => (
          <Switch
            key={module}
            size="md"
            label={MODULE_TEXT[module].label}
            description={MODULE_TEXT[module].description}
            checked={store.systemModules[module]}
            disabled={updating.isPending || !store.active}
            onChange={(event) =>
              updating.mutate({ storeId: store.id, module, enabled: event.currentTarget.checked })
            }
          />
        ))}
        {!store.active && (
          <Text size="sm" c="dimmed">
            商店已停用，啟用後才能調整模組。
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
