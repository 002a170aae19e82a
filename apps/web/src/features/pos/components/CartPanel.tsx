import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keypadNumber, LINE_REMARK_MAX, ORDER_REMARK_MAX, type AutomaticDiscountTier } from '@diancan/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { KeypadModal } from '../../../components/keypad';
import { useSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toast';
import { addCounts, useCart } from '../cart/cart-store';
import type { CartLine } from '../cart/cart-line';
import { cartTotals } from '../checkout/order-request';
import { needsDetail, type MenuIndex } from '../menu-index';
import { stockProblem } from '../stock';
import { CartLineRow, type CartLineActions } from './CartLineRow';
import { CartTotals } from './CartTotals';
import { OrderTypeBar } from './OrderTypeBar';
import { RemarkModal } from './RemarkModal';
import { TableTargetBar } from '../tables/TableTargetBar';
import { useSendToTable } from '../tables/use-send-to-table';
import { useTableTarget } from '../tables/table-target';
import classes from './pos.module.css';

/** The reservation form (with Mantine's time picker) loads when the cashier first opens it, not with the counter. */
const ReservationModal = lazy(() => import('../reservation/ReservationModal').then((module) => ({ default: module.ReservationModal })));

export interface CartPanelProps {
  index: MenuIndex;
  tiers: readonly AutomaticDiscountTier[];
  onEditLine: (line: CartLine) => void;
  onCheckout: (view: 'MAIN' | 'DISCOUNT') => void;
}

type Dialog = { kind: 'count' | 'remark'; lineKey: string } | { kind: 'orderRemark' | 'table' | 'reservation' } | null;

/** The cart: order type, lines with counts (keypad), remarks, line entertain, live totals, 折扣 and 結帳. */
export function CartPanel({ index, tiers, onEditLine, onCheckout }: CartPanelProps) {
  const lines = useCart((state) => state.lines);
  const remark = useCart((state) => state.remark);
  const tableNumber = useCart((state) => state.tableNumber);
  const keyboardType = useSession((state) => state.quantityKeyboardType);
  const storeId = useSession((state) => state.storeId);
  const table = useSendToTable(storeId, tiers);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const totals = useMemo(() => cartTotals({ lines }, tiers), [lines, tiers]);

  // Stable actions: the rows are memoised, and the menu they check stock against is read when used.
  const indexRef = useRef(index);
  const onEditRef = useRef(onEditLine);
  useEffect(() => {
    indexRef.current = index;
    onEditRef.current = onEditLine;
  });
  const actions = useMemo<CartLineActions>(() => {
    const cart = () => useCart.getState();
    const changeCount = (line: CartLine, count: number) => {
      const problem = stockProblem(indexRef.current.items.get(line.itemId), cart().lines, addCounts(count, -line.count));
      if (problem) {
        showErrorToast(problem);
        return;
      }
      cart().setCount(line.key, count);
    };
    return {
      step: (line, delta) => changeCount(line, Math.max(0, addCounts(line.count, delta))),
      openCount: (line) => setDialog({ kind: 'count', lineKey: line.key }),
      openRemark: (line) => setDialog({ kind: 'remark', lineKey: line.key }),
      edit: (line) => onEditRef.current(line),
      toggleEntertain: (line) => cart().setLineEntertain(line.key, !line.entertain),
      remove: (line) => cart().removeLine(line.key),
    };
  }, []);

  const dialogLine = dialog && 'lineKey' in dialog ? lines.find((line) => line.key === dialog.lineKey) : undefined;

  const confirmClear = () =>
    modals.openConfirmModal({
      title: '清除購物車',
      children: <Text size="sm">確定要清除所有餐點嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      onConfirm: () => useCart.getState().clear(),
    });

  return (
    <Stack gap={0} className={`${classes.column} ${classes.cartPanel}`} aria-label="購物車" component="section">
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {table.target ? (
          <TableTargetBar target={table.target} onCancel={() => useTableTarget.getState().setTarget(null)} />
        ) : (
          <OrderTypeBar onOpenTable={() => setDialog({ kind: 'table' })} onOpenReservation={() => setDialog({ kind: 'reservation' })} />
        )}
      </Stack>
      <ScrollArea className={classes.scroll} type="auto">
        {lines.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            請點選餐點
          </Text>
        ) : (
          <div role="list" aria-label="已點餐點">
            {lines.map((line) => {
              const item = index.items.get(line.itemId);
              return (
                <CartLineRow
                  key={line.key}
                  line={line}
                  stepButtons={keyboardType === 'GENERAL'}
                  editable={item !== undefined && needsDetail(index, item)}
                  actions={actions}
                />
              );
            })}
          </div>
        )}
      </ScrollArea>
      <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <UnstyledButton onClick={() => setDialog({ kind: 'orderRemark' })} aria-label="訂單備註">
          <Text size="sm" c={remark ? 'orange.8' : 'dimmed'} truncate>
            訂單備註：{remark || '無'}
          </Text>
        </UnstyledButton>
        <CartTotals totals={totals} />
        <Group grow gap="xs">
          <Button variant="default" color="red" disabled={lines.length === 0} onClick={confirmClear}>
            清除
          </Button>
          {table.target ? (
            <Button disabled={lines.length === 0} loading={table.sending} onClick={() => void table.send()}>
              送出
            </Button>
          ) : (
            <>
              <Button variant="light" disabled={lines.length === 0} onClick={() => onCheckout('DISCOUNT')}>
                折扣
              </Button>
              <Button disabled={lines.length === 0} onClick={() => onCheckout('MAIN')}>
                結帳
              </Button>
            </>
          )}
        </Group>
      </Stack>

      <KeypadModal
        opened={dialog?.kind === 'count' && dialogLine !== undefined}
        title={dialogLine ? `${dialogLine.name} 數量` : '數量'}
        mode={keyboardType}
        initialValue={dialogLine ? String(dialogLine.count) : ''}
        onClose={close}
        onConfirm={(text) => {
          const count = keypadNumber(text);
          if (dialogLine && count !== null) actions.step(dialogLine, addCounts(count, -dialogLine.count));
          close();
        }}
      />
      <KeypadModal
        opened={dialog?.kind === 'table'}
        title="桌號"
        mode="TABLE"
        initialValue={tableNumber}
        onClose={close}
        onConfirm={(text) => {
          useCart.getState().setTableNumber(text);
          close();
        }}
      />
      <RemarkModal
        opened={dialog?.kind === 'remark' && dialogLine !== undefined}
        title={dialogLine ? `${dialogLine.name} 備註` : '備註'}
        value={dialogLine?.remark ?? ''}
        maxLength={LINE_REMARK_MAX}
        presets={index.remarks}
        onClose={close}
        onSave={(text) => dialogLine && useCart.getState().setLineRemark(dialogLine.key, text)}
      />
      <RemarkModal
        opened={dialog?.kind === 'orderRemark'}
        title="訂單備註"
        value={remark}
        maxLength={ORDER_REMARK_MAX}
        presets={index.remarks}
        onClose={close}
        onSave={(text) => useCart.getState().setRemark(text)}
      />
      {dialog?.kind === 'reservation' && (
        <Suspense fallback={null}>
          <ReservationModal opened onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
