import { Paper, Stack, Switch, Text } from '@mantine/core';
import type { StoreDetail } from '@diancan/core';
import { useUpdateAdminInvoiceSwitch } from '../../api/stores';

/** 發票: the platform's switch over the store's e-invoices (the store then turns its own switch on or off). */
export function InvoiceTab({ store }: { store: StoreDetail }) {
  const updating = useUpdateAdminInvoiceSwitch();
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm">
        <Switch
          size="md"
          label="後台發票開關"
          description="開啟後，商店才能在「發票設定」啟用電子發票"
          checked={store.adminInvoiceSwitch}
          disabled={updating.isPending || !store.active}
          onChange={(event) =>
            updating.mutate({ storeId: store.id, enabled: event.currentTarget.checked })
          }
        />
        <Text size="sm" c="dimmed">
          關閉後，商店結帳不再開立電子發票。
        </Text>
      </Stack>
    </Paper>
  );
}
