import { create } from 'zustand';
import { onLogout, onStoreSwitch } from '../../../lib/realtime-hooks';

/**
 * Where the cart goes when the POS works for a table (docs/tables.md): a free table opened with its guests (送出
 * makes the check, unpaid), or 加點 on a table's open check (送出 adds the round). Null: a counter sale, paid at once.
 */
export type TableTarget =
  | { kind: 'OPEN'; tableId: number; tableName: string; guests: number }
  | { kind: 'ROUND'; tableId: number; tableName: string; orderId: number; orderNo: string };

interface TableTargetState {
  target: TableTarget | null;
  setTarget(target: TableTarget | null): void;
}

export const useTableTarget = create<TableTargetState>()((set) => ({
  target: null,
  setTarget: (target) => set({ target }),
}));

/** The words of the cart's banner: 開桌 A1 · 3人, 加點 A1 #003. */
export function targetLabel(target: TableTarget): string {
  return target.kind === 'OPEN' ? `開桌 ${target.tableName} · ${target.guests}人` : `加點 ${target.tableName} #${target.orderNo}`;
}

onLogout(() => useTableTarget.getState().setTarget(null));
onStoreSwitch(() => useTableTarget.getState().setTarget(null));
