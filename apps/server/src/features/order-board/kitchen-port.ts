/**
 * What the kitchen hears after an order's lines change on the board (加點 / 取消 tickets; the printing area
 * implements it for stores printing through a printer box). It never rejects: a print that failed is logged by the
 * composition root and can be printed again (補印); the change itself stands.
 */
export interface KitchenTickets {
  afterOrderEdit(storeId: number, orderId: number): Promise<void>;
  /**
   * Checks were split, moved or merged (docs/tables.md): the kitchen's memory of each follows its lines, and a
   * 移桌 / 併單 ticket (`ticket`) tells the kitchen where the food now goes.
   */
  afterTableChange?(storeId: number, change: TableChangeNote): Promise<void>;
}

export interface TableChangeNote {
  orderIds: readonly number[];
  ticket: { kind: '移桌' | '併單'; from: readonly string[]; to: string } | null;
}

export const NO_KITCHEN_TICKETS: KitchenTickets = { afterOrderEdit: () => Promise.resolve() };
