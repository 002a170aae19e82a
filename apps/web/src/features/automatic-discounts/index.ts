/** Automatic-discount settings (自動折扣), a tab of /account-manage/store-set. */
export { AutomaticDiscountsPanel } from './components/AutomaticDiscountsPanel';
export { tierText } from './tier-text';
