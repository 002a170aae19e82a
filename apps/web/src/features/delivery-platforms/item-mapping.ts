import type { ItemMapping } from '@diancan/core';

/** Unmatched names first (they need the owner), then by name; matched ones after, by name. */
export function sortMappings(mappings: readonly ItemMapping[]): ItemMapping[] {
  return [...mappings].sort(
    (a, b) => Number(a.itemId !== null) - Number(b.itemId !== null) || a.platformItemName.localeCompare(b.platformItemName, 'zh-Hant'),
  );
}
