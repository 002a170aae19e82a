import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onLogout, onStoreSwitch } from '../../../lib/realtime-hooks';
import type { ReservationDraft } from '../reservation/reservation-rules';
import { choiceSignature, type CartLine, type CartLineChoice } from './cart-line';

/**
 * The POS cart (store operations section 3, "POS cart": cart list, remark, isInside, orderInside, reserve).
 * A plain zustand store, so its rules are tested without rendering. It is kept per tab in sessionStorage: a
 * reload in the middle of a sale keeps the sale, together with the key of a checkout attempt under way (see
 * pendingOrderKey), so a checkout whose answer was lost can be repeated without creating a second order.
 */

export interface CartFields {
  lines: CartLine[];
  /** The order remark (備註). */
  remark: string;
  /** 內用 (true) or 外帶 (false). */
  isInside: boolean;
  /** orderInside: the table number, digits as typed (up to 10); only meaningful when inside. */
  tableNumber: string;
  /** A pickup or delivery reservation, or null for an order taken now. */
  reserve: ReservationDraft | null;
  /** The server's refusal of the reservation's table at the last checkout (shown in the 預約 dialog until it changes). */
  reserveIssue: string | null;
  /**
   * Bumped by every change of what the order contains. A checkout attempt's idempotency key belongs to one
   * revision: a changed cart is a different order and gets a new key.
   */
  revision: number;
  /** The Idempotency-Key of the checkout attempt of this revision, until it succeeds or the cart changes. */
  pendingOrderKey: { key: string; revision: number } | null;
  /** Whose cart this is: `userId:storeId`. A kept cart of another user or store is never shown (see adopt). */
  owner: string | null;
}

export interface CartActions {
  /** Adds a line, or raises the count of an identical one. Returns the key of the line that holds it. */
  addChoice(choice: CartLineChoice, count: number): string;
  /** A count of 0 or less removes the line. */
  setCount(lineKey: string, count: number): void;
  removeLine(lineKey: string): void;
  /** Replaces what a line is (edited in the item detail modal), keeping its place and count. */
  replaceChoice(lineKey: string, choice: CartLineChoice): void;
  setLineRemark(lineKey: string, remark: string): void;
  setLineEntertain(lineKey: string, entertain: boolean): void;
  setRemark(remark: string): void;
  setInside(isInside: boolean): void;
  setTableNumber(tableNumber: string): void;
  setReserve(reserve: ReservationDraft | null): void;
  setReserveIssue(issue: string | null): void;
  /** The key of this revision's checkout attempt, made on first use and kept until it succeeds or the cart changes. */
  orderKeyForAttempt(makeKey: () => string): string;
  /** After an order was created, or when its attempt was definitely refused (no order exists for the key). */
  forgetOrderKey(): void;
  clear(): void;
  /**
   * Makes the cart belong to this user and store, emptying one kept (sessionStorage) for somebody else: on a shared
   * counter terminal, a cart left by the previous user of the tab must not reappear.
   */
  adopt(owner: string): void;
}

export type CartState = CartFields & CartActions;

export const emptyCart: CartFields = {
  lines: [],
  remark: '',
  isInside: false,
  tableNumber: '',
  reserve: null,
  reserveIssue: null,
  revision: 0,
  pendingOrderKey: null,
  owner: null,
};

let lineSerial = 0;
function newLineKey(): string {
  lineSerial += 1;
  return `${Date.now().toString(36)}-${lineSerial}`;
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => {
      /** A change of the order's content: a new revision, and the old attempt's key no longer applies. */
      const change = (fields: Partial<CartFields>) =>
        set((state) => ({ ...fields, revision: state.revision + 1, pendingOrderKey: null }));

      return {
        ...emptyCart,

        addChoice: (choice, count) => {
          const signature = choiceSignature(choice);
          const same = get().lines.find((line) => choiceSignature(line) === signature);
          if (same) {
            change({ lines: get().lines.map((line) => (line === same ? { ...line, count: addCounts(line.count, count) } : line)) });
            return same.key;
          }
          const key = newLineKey();
          change({ lines: [...get().lines, { ...choice, key, count }] });
          return key;
        },

        setCount: (lineKey, count) => {
          if (count <= 0) {
            get().removeLine(lineKey);
            return;
          }
          const lines = get().lines;
          if (!lines.some((line) => line.key === lineKey && line.count !== count)) return;
          change({ lines: lines.map((line) => (line.key === lineKey ? { ...line, count } : line)) });
        },

        removeLine: (lineKey) => {
          const lines = get().lines;
          if (!lines.some((line) => line.key === lineKey)) return;
          change({ lines: lines.filter((line) => line.key !== lineKey) });
        },

        replaceChoice: (lineKey, choice) =>
          change({
            lines: get().lines.map((line) => (line.key === lineKey ? { ...choice, key: line.key, count: line.count, entertain: line.entertain } : line)),
          }),

        setLineRemark: (lineKey, remark) =>
          change({ lines: get().lines.map((line) => (line.key === lineKey ? { ...line, remark } : line)) }),

        setLineEntertain: (lineKey, entertain) =>
          change({ lines: get().lines.map((line) => (line.key === lineKey ? { ...line, entertain } : line)) }),

        setRemark: (remark) => change({ remark }),
        setInside: (isInside) => change({ isInside }),
        setTableNumber: (tableNumber) => change({ tableNumber }),
        setReserve: (reserve) => change({ reserve, reserveIssue: null }),
        setReserveIssue: (reserveIssue) => set({ reserveIssue }),

        orderKeyForAttempt: (makeKey) => {
          const { pendingOrderKey, revision } = get();
          if (pendingOrderKey && pendingOrderKey.revision === revision) return pendingOrderKey.key;
          const key = makeKey();
          set({ pendingOrderKey: { key, revision } });
          return key;
        },

        forgetOrderKey: () => set({ pendingOrderKey: null }),

        clear: () => set((state) => ({ ...emptyCart, revision: state.revision + 1, owner: state.owner })),

        adopt: (owner) => {
          if (get().owner === owner) return;
          set((state) => ({ ...emptyCart, revision: state.revision + 1, owner }));
        },
      };
    },
    {
      name: 'diancan-pos-cart',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): CartFields => ({
        lines: state.lines,
        remark: state.remark,
        isInside: state.isInside,
        tableNumber: state.tableNumber,
        reserve: state.reserve,
        reserveIssue: state.reserveIssue,
        revision: state.revision,
        pendingOrderKey: state.pendingOrderKey,
        owner: state.owner,
      }),
    },
  ),
);

/** Counts add in hundredths, so 0.1 + 0.2 stays 0.3 (DECIMAL mode has at most 2 decimals). */
export function addCounts(a: number, b: number): number {
  return Math.round(a * 100 + b * 100) / 100;
}

/** How many of an item the cart holds (its own lines; combo picks do not use the item's stock). */
export function countInCart(lines: readonly CartLine[], itemId: number): number {
  return lines.reduce((sum, line) => (line.itemId === itemId ? addCounts(sum, line.count) : sum), 0);
}

// The cart belongs to one store and one signed-in user (store operations section 4: switching store clears it).
onLogout(() => useCart.getState().clear());
onStoreSwitch(() => useCart.getState().clear());
