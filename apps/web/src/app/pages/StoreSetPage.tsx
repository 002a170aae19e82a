import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AutomaticDiscountsPanel } from '../../features/automatic-discounts';
import { DiningTablesPanel } from '../../features/dining-tables';
import { PayMethodsPanel } from '../../features/pay-methods';
import { BusinessHoursPanel, OrderReminderPanel, StoreProfilePanel } from '../../features/store-settings';
import { useSession } from '../../lib/session';

const TABS = {
  profile: '商店資料',
  businessHours: '營業時間',
  payMethods: '付款方式',
  automaticDiscounts: '自動折扣',
  orderReminder: '訂單提醒',
  diningTables: '桌號QR Code',
} as const;
type StoreSetTab = keyof typeof TABS;

function isTab(value: string | null): value is StoreSetTab {
  return value !== null && value in TABS;
}

/**
 * 商店設定 (/account-manage/store-set): the store's checkout settings as tabs, the open one kept in `?tab=` so a
 * reload or a link opens it again. The panels come from their own features; this page (in app/, which may
 * import features) only places them.
 */
export default function StoreSetPage() {
  const storeId = useSession((state) => state.storeId);
  const storeName = useSession((state) => state.storeName);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: StoreSetTab = isTab(tabParam) ? tabParam : 'profile';
  if (storeId === null) return null;

  return (
    <Stack gap="md">
      <Title order={2}>商店設定</Title>
      <Tabs value={tab} onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(TABS) as StoreSetTab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {TABS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <StoreProfilePanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="businessHours" pt="md">
          <BusinessHoursPanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="payMethods" pt="md">
          <PayMethodsPanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="automaticDiscounts" pt="md">
          <AutomaticDiscountsPanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="orderReminder" pt="md">
          <OrderReminderPanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="diningTables" pt="md">
          <DiningTablesPanel storeId={storeId} storeName={storeName ?? ''} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
