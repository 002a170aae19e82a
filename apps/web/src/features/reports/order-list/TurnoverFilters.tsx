import { Select } from '@mantine/core';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TYPES, REPORT_ORDER_TYPE_LABELS, type OrderStatus, type OrderType, type PayMethod } from '@diancan/core';

/** The turnover filters besides the range; null is "all". */
export interface TurnoverFilter {
  payMethodId: number | null;
  status: OrderStatus | null;
  type: OrderType | null;
}

export const NO_FILTER: TurnoverFilter = { payMethodId: null, status: null, type: null };

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
const TYPE_OPTIONS = ORDER_TYPES.map((type) => ({ value: type, label: REPORT_ORDER_TYPE_LABELS[type] }));

export interface TurnoverFiltersProps {
  value: TurnoverFilter;
  onChange: (value: TurnoverFilter) => void;
  payMethods: readonly PayMethod[];
}

/** 付款方式, 訂單狀態 and 訂單類型 selects; clearing one goes back to all. */
export function TurnoverFilters({ value, onChange, payMethods }: TurnoverFiltersProps) {
  const payMethodOptions = payMethods.map((method) => ({ value: String(method.id), label: method.name }));
  return (
    <>
      <Select
        label="付款方式"
        placeholder="全部"
        data={payMethodOptions}
        value={value.payMethodId === null ? null : String(value.payMethodId)}
        onChange={(next) => onChange({ ...value, payMethodId: next === null ? null : Number(next) })}
        clearable
        nothingFoundMessage="暫無數據"
        w={150}
      />
      <Select
        label="訂單狀態"
        placeholder="全部"
        data={STATUS_OPTIONS}
        value={value.status}
        onChange={(next) => onChange({ ...value, status: (next as OrderStatus | null) ?? null })}
        clearable
        w={130}
      />
      <Select
        label="訂單類型"
        placeholder="全部"
        data={TYPE_OPTIONS}
        value={value.type}
        onChange={(next) => onChange({ ...value, type: (next as OrderType | null) ?? null })}
        clearable
        w={130}
      />
    </>
  );
}
