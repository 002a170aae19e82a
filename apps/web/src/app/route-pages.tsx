import { PATHS } from '@diancan/core';
import { useState, type ComponentType } from 'react';
import { ANNOUNCEMENT_PAGE_LOADERS } from '../features/announcements/pages';
import { CHAIN_PAGE_LOADERS } from '../features/chains/pages';
import { CONTRACT_PAGE_LOADERS } from '../features/contracts';
import { COUPON_PAGE_LOADERS } from '../features/coupons';
import { DELIVERY_PLATFORM_PAGE_LOADERS } from '../features/delivery-platforms/pages';
import { PAYMENT_PAGE_LOADERS } from '../features/payments/pages';
import { KDS_PAGE_LOADERS } from '../features/kds';
import { EINVOICE_PAGE_LOADERS } from '../features/einvoice';
import { MAIL_PAGE_LOADERS } from '../features/mail';
import { MEMBER_PAGE_LOADERS } from '../features/members';
import { MENU_PAGE_LOADERS } from '../features/menu/pages';
import { ORDER_BOARD_PAGE_LOADERS } from '../features/order-board';
import { loadedPosPage, POS_PAGE_LOADER } from '../features/pos';
import { PRINTING_PAGE_LOADERS } from '../features/printing/pages';
import { REPORT_PAGE_LOADERS } from '../features/reports';
import { SALES_PAGE_LOADERS } from '../features/sales';
import { STORE_PAGE_LOADERS } from '../features/stores/pages';
import { STAFF_PAGE_LOADERS } from '../features/staff';
import { SYSTEM_PAGE_LOADERS } from '../features/system';
import { lazyPage } from './overlays/chunk-errors';


/** Every route without its own page yet shows its title; one shared lazy chunk. */
const AreaTitlePage = lazyPage(() => import('./pages/AreaTitlePage'));

const ResetPasswordPage = lazyPage(() => import('../features/password'));

const LazyPosPage = lazyPage(POS_PAGE_LOADER);
/**
 * The counter opened cold has its chunk by the time the session is checked (app/pos-boot.ts): it renders at once
 * with the shell, not through a lazy component that suspends for a tick and paints the shell and the page in two
 * passes (issue 15, bench:web). Decided once per mount, so the page never swaps component and loses its state.
 */
function PosRoutePage() {
  const [Page] = useState(() => loadedPosPage() ?? LazyPosPage);
  return <Page />;
}


/** The page of each route path (as written in core's route table). Feature issues add their pages here. */
const PAGES: Record<string, ComponentType> = {
  [PATHS.RESET_PASSWORD]: ResetPasswordPage,
  [`${PATHS.ACCOUNT_MANAGE}/reset-password`]: ResetPasswordPage,
  [PATHS.STORE_POS]: PosRoutePage,
  [PATHS.STORE_SET]: lazyPage(() => import('./pages/StoreSetPage')),
  [PATHS.USER_INFO]: lazyPage(() => import('./pages/UserInfoPage')),
  [`${PATHS.ACCOUNT_MANAGE}/mobile-order-set`]: lazyPage(() => import('./pages/MobileOrderSetPage')),
  ...Object.fromEntries(Object.entries(MENU_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(ORDER_BOARD_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(REPORT_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(EINVOICE_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(ANNOUNCEMENT_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(STORE_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(CONTRACT_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(SALES_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(MAIL_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(SYSTEM_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(COUPON_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(PRINTING_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(DELIVERY_PLATFORM_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(PAYMENT_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(STAFF_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(KDS_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(MEMBER_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
  ...Object.fromEntries(Object.entries(CHAIN_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)])),
};

/** Whether a route has a page of its own (not only its title). */
export function hasPage(routePath: string): boolean {
  return routePath in PAGES;
}

export function pageFor(routePath: string): ComponentType {
  return PAGES[routePath] ?? AreaTitlePage;
}
