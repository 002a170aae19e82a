import { Select, type ComboboxData } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TABLE_API, TABLE_MSG } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';
import type { ReservationDraft } from './reservation-rules';

const NONE = 'none';

export interface TableChoice {
  options: ComboboxData;
  /** Names of the tables by id. */
  names: ReadonlyMap<number, string>;
  /** Why the chosen table cannot be held: the server's refusal at the last checkout, or removed since it was picked. */
  error: string | null;
}

/**
 * The store's tables a pickup reservation may hold, by area (the floor, read silently: offline the field offers only
 * 不指定), and what is wrong with the chosen one.
 */
export function useReservationTables(
  storeId: number,
  draft: Pick<ReservationDraft, 'type' | 'tableId'>,
  original: Pick<ReservationDraft, 'tableId'> | null,
  reserveIssue: string | null,
): TableChoice {
  const floor = useQuery({ ...apiQuery(TABLE_API.floor, { storeId }, { silent: true }), enabled: storeId > 0 });
  const areas = (floor.data ?? []).filter((area) => area.tables.length > 0);
  const names = new Map(areas.flatMap((area) => area.tables.map((table) => [table.id, table.name] as const)));
  const options: ComboboxData = [
    { value: NONE, label: '不指定' },
    ...areas.map((area) => ({ group: area.name, items: area.tables.map((table) => ({ value: String(table.id), label: `${table.name}（${table.seats}位）` })) })),
  ];
  const tableId = draft.type === 'PICKUP' ? (draft.tableId ?? null) : null;
  let error: string | null = null;
  if (tableId !== null && reserveIssue !== null && (original?.tableId ?? null) === tableId) error = reserveIssue;
  else if (tableId !== null && floor.data && !names.has(tableId)) error = TABLE_MSG.TABLE_REMOVED;
  return { options, names, error };
}

export interface ReservationTableFieldProps {
  choice: TableChoice;
  value: number | null;
  onChange: (tableId: number | null, tableName: string | null) => void;
}

/** 桌位 of a pickup reservation: optional, 不指定 by default. */
export function ReservationTableField({ choice, value, onChange }: ReservationTableFieldProps) {
  return (
    <Select
      label="桌位（選填）"
      data={choice.options}
      value={value === null ? NONE : String(value)}
      onChange={(picked) => (picked === null || picked === NONE ? onChange(null, null) : onChange(Number(picked), choice.names.get(Number(picked)) ?? null))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="沒有此桌位"
      error={choice.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
