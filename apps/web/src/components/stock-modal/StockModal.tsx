import { Button, Group, Loader, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { MODAL_WIDTH, MSG } from '@diancan/core';
import { MENU_MSG, STOCK_QUANTITY_MAX, type ItemStock } from '@diancan/core/contracts/menu';
import { useEffect, useEffectEvent, useState } from 'react';
import { showErrorToast, showToast } from '../../lib/toast';
import { useItemStock } from './api/get-item-stock';
import { useUpdateItemStock } from './api/update-item-stock';
import { fromAvailableQuantity, serverMessageOr, toAvailableQuantity } from './stock-rules';

export interface StockModalProps {
  storeId: number;
  /** The item whose stock is adjusted; null closes the modal. */
  itemId: number | null;
  onClose: () => void;
  /** After a successful save, e.g. to refresh a list that shows the stock. */
  onSaved?: (stock: Pick<ItemStock, 'itemId' | 'availableQuantity' | 'availableForSale'>) => void;
}

/**
 * The stock adjustment modal (store operations sections 2, 4, 5): a 正常供應 / 售完 toggle and a quantity
 * (min 1; empty or 0 is sent as null, unlimited). Failing to load or save shows the server's message, or
 * 取得庫存失敗 / 編輯庫存失敗 when it gave none.
 */
export function StockModal({ storeId, itemId, onClose, onSaved }: StockModalProps) {
  const stock = useItemStock(storeId, itemId);

  // A load failure closes the modal: there is nothing to edit. Once per failure, whatever the owner re-renders.
  const loadFailed = useEffectEvent((error: Error) => {
    showErrorToast(serverMessageOr(error, MSG.STOCK_LOAD_FAILED));
    onClose();
  });
  useEffect(() => {
    if (stock.error) loadFailed(stock.error);
  }, [stock.error]);

  return (
    <Modal opened={itemId !== null} onClose={onClose} title={stock.data ? `庫存調整：${stock.data.name}` : '庫存調整'} size={MODAL_WIDTH} centered>
      {stock.data ? (
        // Keyed by the loaded record, so reopening starts from what the server says now.
        <StockForm key={`${stock.data.itemId}-${stock.dataUpdatedAt}`} storeId={storeId} stock={stock.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={MSG.DATA_LOADING} />
        </Group>
      )}
    </Modal>
  );
}

function StockForm({ storeId, stock, onClose, onSaved }: { storeId: number; stock: ItemStock } & Pick<StockModalProps, 'onClose' | 'onSaved'>) {
  const [forSale, setForSale] = useState(stock.availableForSale);
  const [quantity, setQuantity] = useState<string | number>(fromAvailableQuantity(stock.availableQuantity));
  const saving = useUpdateItemStock();

  const save = () => {
    const change = { itemId: stock.itemId, availableQuantity: toAvailableQuantity(quantity), availableForSale: forSale };
    saving.mutate(
      { storeId, ...change },
      {
        onSuccess: (message) => {
          showToast(message ?? MENU_MSG.STOCK_SAVED);
          onSaved?.(change);
          onClose();
        },
        onError: (error) => showErrorToast(serverMessageOr(error, MSG.STOCK_SAVE_FAILED)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Switch
        size="md"
        checked={forSale}
        onChange={(event) => setForSale(event.currentTarget.checked)}
        label={forSale ? MSG.STOCK_ON : MSG.STOCK_OFF}
        aria-label="供應狀態"
        color="green"
      />
      <NumberInput
        label="庫存數量"
        description="空白或 0 代表不限數量"
        placeholder={MSG.UNLIMITED}
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={STOCK_QUANTITY_MAX}
        // 0 must stay 0 (it means unlimited), not be clamped up to the minimum.
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={false}
        thousandSeparator=","
      />
      <Text size="xs" c="dimmed">
        目前：{stock.availableForSale ? MSG.STOCK_ON : MSG.STOCK_OFF}，
        {stock.availableQuantity === null ? `數量${MSG.UNLIMITED}` : `剩餘 ${stock.availableQuantity}`}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={saving.isPending}>
          取消
        </Button>
        <Button onClick={save} loading={saving.isPending}>
          確認
        </Button>
      </Group>
    </Stack>
  );
}
