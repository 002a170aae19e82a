/** Store settings: the tabs of /account-manage/store-set and the mobile-order settings page. */
export { OrderReminderPanel } from './components/OrderReminderPanel';
export { BusinessHoursPanel } from './components/BusinessHoursPanel';
export { MobileOrderSettingPanel } from './components/MobileOrderSettingForm';
export { StoreProfilePanel } from './components/StoreProfilePanel';
export { updateStoreSetting, useUpdateStoreSetting } from './api/store-settings';
export { MobileOrderSwitch } from './components/MobileOrderSwitch';
