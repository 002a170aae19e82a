import type { TableShape } from '@diancan/core';

/** The shapes as the screens name them. */
export const SHAPE_LABELS: Readonly<Record<TableShape, string>> = { SQUARE: '方桌', ROUND: '圓桌', LONG: '長桌' };
