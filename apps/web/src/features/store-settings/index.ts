/** Store settings changed one at a time (account/updateStoreSetting): the 訂單提醒 tab of /account-manage/store-set. */
export { OrderReminderPanel } from './components/OrderReminderPanel';
export { updateStoreSetting, useUpdateStoreSetting } from './api/update-store-setting';
