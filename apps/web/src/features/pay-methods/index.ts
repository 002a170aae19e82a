/** Pay-method settings (付款方式), a tab of /account-manage/store-set. */
export { PayMethodsPanel } from './components/PayMethodsPanel';
