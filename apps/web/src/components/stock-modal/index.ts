export { StockModal, type StockModalProps } from './StockModal';
export { fromAvailableQuantity, serverMessageOr, toAvailableQuantity } from './stock-rules';
export { fetchItemStock, itemStockQuery, useItemStock, itemStockKey } from './api/get-item-stock';
export { updateItemStock, useUpdateItemStock } from './api/update-item-stock';
