/**
 * Table service (issue 32; docs/tables.md): the floor plan's areas and tables, open tabs, split, move and merge.
 * The constants here are shared by the server's schema, its rules and the web's floor view.
 */

export const TABLE_SHAPES = ['SQUARE', 'ROUND', 'LONG'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

export const TABLE_STATUSES = ['FREE', 'OCCUPIED'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** 來客數 of one check. */
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 99;
/** 服務費: whole percent. */
export const SERVICE_CHARGE_PERCENT_MAX = 20;
/** 用餐時間 default: the floor view colours a table after this many minutes. */
export const DINING_MINUTES_DEFAULT = 90;
