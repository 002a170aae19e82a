import { Alert, Box, Button, Center, Group, Loader, SegmentedControl, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { EINVOICE_SUPPLY_API, MSG, PAY_METHOD_API, POS_MENU_API, WIDE_SCREEN_PX } from '@diancan/core';
import type { PosItem } from '@diancan/core/contracts/menu';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SearchBar } from '../../../components/search-bar';
import { StaffCounter } from '../../../components/staff-counter';
import { useRealtimeMessage } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toast';
import { useActiveAutomaticDiscounts } from '../api/active-automatic-discounts';
import { usePosMenu } from '../api/get-menu';
import { refreshAreas } from '../../../lib/api-query';
import { posKeys } from '../api/keys';
import { useCart } from '../cart/cart-store';
import { coalesce } from '../coalesce';
import type { CartLine } from '../cart/cart-line';
import type { CheckoutOpening } from '../checkout/CheckoutModal';
import type { OrderDone } from '../checkout/use-order-submit';
import { AvailabilityBadge } from '../components/AvailabilityBadge';
import { CartPanel } from '../components/CartPanel';
import { NarrowScreenNotice } from '../components/NarrowScreenNotice';
import { CategoryNav } from '../components/CategoryNav';
import { InvoiceSupplyNotice } from '../components/InvoiceSupplyNotice';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useOfflineSelling } from '../offline/use-offline-selling';
import { ItemGrid } from '../components/ItemGrid';
import { closeBootScreen } from '../boot-screen/handover';
import classes from '../components/pos.module.css';
import type { ItemDetailTarget } from '../item-detail/ItemDetailModal';
import { emptySelection, choiceOf } from '../item-detail/selection';
import { indexMenu, isSoldOut, needsDetail, type MenuIndex } from '../menu-index';
import { stockProblem } from '../stock';
import { checkoutDialog, itemDetailDialog, orderDoneDialog, preloadSale } from '../sale-code';

export { preloadSaleCode } from '../sale-code';
import { LazyDialogBoundary, retryableLazy, type RetryableLazy } from '../../../lib/retryable-lazy';
import { reportError } from '../../../lib/report-error';

const NO_TIERS: never[] = [];

/** The 桌位 view (table service, docs/tables.md) loads when first opened, not with the counter. */
const tablesView = retryableLazy(() => import('../tables/TablesView').then((module) => module.default));
type PosView = 'MENU' | 'TABLES';

/** A dialog whose code could not be loaded (no network before it was fetched). */
const DIALOG_NOT_LOADED = '此畫面尚未載入，請於網路恢復後再試';

/** The dialog closes with a toast, and its code is asked for again next time; the rest of the POS keeps selling. */
function dialogFailed(dialog: Pick<RetryableLazy<object>, 'reset'>, close: () => void) {
  return (error: unknown) => {
    dialog.reset();
    reportError('pos-dialog', error);
    close();
    showErrorToast(DIALOG_NOT_LOADED);
  };
}

/**
 * The point of sale (/store-pos, store operations sections 2 to 5): categories, the item grid, the cart and the
 * checkout. A MENU_CHANGED message from the realtime link refetches the menu while this page is open.
 */
export default function PosPage() {
  // Wide screens only (over 975 px): the page itself refuses narrower ones, not only the landing redirect.
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN_PX + 1}px)`, window.innerWidth > WIDE_SCREEN_PX);
  useLayoutEffect(() => {
    if (!wide) closeBootScreen();
  }, [wide]);
  return wide ? <PosScreen /> : <NarrowScreenNotice />;
}

function PosScreen() {
  const storeId = useSession((state) => state.storeId);
  const userId = useSession((state) => state.userId);
  const keyboardType = useSession((state) => state.quantityKeyboardType);
  const queryClient = useQueryClient();
  useOfflineSelling();
  // As soon as the POS is on screen, what a sale needs is fetched (issue 39): a network lost a second later stops nothing.
  useEffect(() => preloadSale(queryClient, storeId), [queryClient, storeId]);
  const menu = usePosMenu(storeId);
  const tiersQuery = useActiveAutomaticDiscounts(storeId);
  const tiers = tiersQuery.data ?? NO_TIERS;
  const index = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);

  // The cart kept in this tab is this user's, at this store; anything else is dropped before it is painted.
  useLayoutEffect(() => {
    useCart.getState().adopt(`${userId ?? ''}:${storeId ?? ''}`);
  }, [userId, storeId]);

  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [detail, setDetail] = useState<ItemDetailTarget | null>(null);
  const [checkout, setCheckout] = useState<CheckoutOpening | null>(null);
  const [done, setDone] = useState<OrderDone | null>(null);
  const [view, setView] = useState<PosView>('MENU');
  const viewSwitch = (
    <SegmentedControl
      aria-label="點餐或桌位"
      value={view}
      onChange={(value) => setView(value as PosView)}
      data={[
        { value: 'MENU', label: '點餐' },
        { value: 'TABLES', label: '桌位' },
      ]}
    />
  );

  // One refetch per burst of changes (an import sends one message per item), 0.3 s after the last, 2 s at most.
  const refetchMenu = useMemo(
    () =>
      coalesce(
        () => {
          if (storeId !== null) void refreshAreas(queryClient, [POS_MENU_API.getMenu.area]);
        },
        300,
        2_000,
      ),
    [queryClient, storeId],
  );
  useEffect(() => () => refetchMenu.cancel(), [refetchMenu]);
  useRealtimeMessage('MENU_CHANGED', (message) => {
    if (storeId !== null && message.data.storeId === storeId) refetchMenu();
  });

  // Pay methods or automatic discounts changed in the settings (here or on another device).
  useRealtimeMessage('CONFIG_CHANGED', (message) => {
    if (storeId === null || message.data.storeId !== storeId) return;
    const { setting } = message.data;
    if (setting === null || setting === 'PAY_METHODS') void refreshAreas(queryClient, [PAY_METHOD_API.getList.area]);
    if (setting === null || setting === 'AUTOMATIC_DISCOUNTS') void queryClient.invalidateQueries({ queryKey: posKeys.activeAutomaticDiscounts(storeId) });
    if (setting === null || setting === 'BUSINESS_HOURS') void queryClient.invalidateQueries({ queryKey: posKeys.availability(storeId) });
  });

  const activeCategory = index?.categories.find((category) => category.id === categoryId) ?? index?.categories[0] ?? null;
  const items = useMemo(() => itemsShown(index, activeCategory?.id ?? null, keyword), [index, activeCategory?.id, keyword]);

  // One stable pick handler for every card, reading the latest menu when tapped.
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  });
  const pick = useCallback((item: PosItem) => {
    const current = indexRef.current;
    if (!current || isSoldOut(item)) return;
    if (needsDetail(current, item)) {
      setDetail({ item });
      return;
    }
    const problem = stockProblem(item, useCart.getState().lines, 1);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    useCart.getState().addChoice(choiceOf(item, emptySelection, current), 1);
  }, []);

  // The grid is painted in this commit: the first screen drawn before the app (boot.ts) goes, and what was tapped on
  // it goes into the cart as taps on this grid would, in order. A menu that failed to load closes it too.
  useLayoutEffect(() => {
    if (!index && !menu.isError) return;
    for (const itemId of closeBootScreen()) {
      const item = index?.items.get(itemId);
      if (item) pick(item);
    }
  }, [index, menu.isError, pick]);

  const editLine = useCallback((line: CartLine) => {
    const item = indexRef.current?.items.get(line.itemId);
    if (item) setDetail({ item, line });
  }, []);

  const openCheckout = useCallback(
    (view: CheckoutOpening['view']) => {
      // The tiers may have changed in the settings since the POS loaded them.
      if (storeId !== null) void queryClient.invalidateQueries({ queryKey: posKeys.activeAutomaticDiscounts(storeId) });
      setCheckout({ view });
    },
    [queryClient, storeId],
  );

  // The page's name for assistive technology; the screen itself is all controls.
  const heading = (
    <VisuallyHidden>
      <Title order={2}>點餐</Title>
    </VisuallyHidden>
  );

  if (menu.isPending || !index) {
    return (
      <Center h="60vh">
        {heading}
        {menu.isError ? (
          <Stack align="center">
            <Alert color="red">{menu.error.message}</Alert>
            <Button onClick={() => void menu.refetch()}>重試</Button>
          </Stack>
        ) : (
          <Loader aria-label={MSG.DATA_LOADING} />
        )}
      </Center>
    );
  }

  if (view === 'TABLES') {
    return (
      <Suspense fallback={<Loader aria-label={MSG.DATA_LOADING} />}>
        {heading}
        <LazyDialogBoundary onFailed={dialogFailed(tablesView, () => setView('MENU'))}>
          <tablesView.Component header={viewSwitch} onOrder={() => setView('MENU')} />
        </LazyDialogBoundary>
      </Suspense>
    );
  }

  return (
    <div className={classes.layout}>
      {heading}
      <div className={`${classes.column} ${classes.scroll}`}>
        <CategoryNav
          categories={index.categories}
          activeId={keyword ? null : (activeCategory?.id ?? null)}
          onSelect={(id) => {
            setKeyword('');
            setCategoryId(id);
          }}
        />
      </div>
      <Stack gap="sm" className={classes.column}>
        <OfflineBanner />
        {storeId !== null && <InvoiceSupplyNotice storeId={storeId} />}
        <Group gap="sm" wrap="nowrap">
          {viewSwitch}
          <Box flex={1}>
            <SearchBar key={keyword === '' ? 'empty' : 'search'} onSearch={setKeyword} initialValue={keyword} placeholder="搜尋餐點" />
          </Box>
          <AvailabilityBadge storeId={storeId} />
          {storeId !== null && <StaffCounter storeId={storeId} />}
        </Group>
        <div className={classes.scroll}>
          <ItemGrid items={items} onPick={pick} />
        </div>
      </Stack>
      <CartPanel index={index} tiers={tiers} onEditLine={editLine} onCheckout={openCheckout} />

      <Suspense fallback={null}>
        {detail && (
          <LazyDialogBoundary onFailed={dialogFailed(itemDetailDialog, () => setDetail(null))}>
            <itemDetailDialog.Component target={detail} index={index} keyboardType={keyboardType} onClose={() => setDetail(null)} />
          </LazyDialogBoundary>
        )}
        {checkout && (
          <LazyDialogBoundary onFailed={dialogFailed(checkoutDialog, () => setCheckout(null))}>
            <checkoutDialog.Component
              opening={checkout}
              tiers={tiers}
              onClose={() => setCheckout(null)}
              onDone={(order) => {
                setCheckout(null);
                setDone(order);
                // The checkout took an invoice number: the supply warning may change.
                void refreshAreas(queryClient, [EINVOICE_SUPPLY_API.getNumberSupply.area]);
              }}
            />
          </LazyDialogBoundary>
        )}
        {done && (
          <LazyDialogBoundary onFailed={dialogFailed(orderDoneDialog, () => setDone(null))}>
            <orderDoneDialog.Component done={done} onClose={() => setDone(null)} />
          </LazyDialogBoundary>
        )}
      </Suspense>
    </div>
  );
}

function itemsShown(index: MenuIndex | null, categoryId: number | null, keyword: string): PosItem[] {
  if (!index) return [];
  if (keyword) {
    const wanted = keyword.toLowerCase();
    return [...index.items.values()].filter((item) => item.name.toLowerCase().includes(wanted));
  }
  return index.categories.find((category) => category.id === categoryId)?.items ?? [];
}
