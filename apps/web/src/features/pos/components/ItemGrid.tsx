import { Text } from '@mantine/core';
import { MSG } from '@diancan/core';
import type { PosItem } from '@diancan/core/contracts/menu';
import { memo } from 'react';
import { ItemCard } from './ItemCard';
import classes from './pos.module.css';

export interface ItemGridProps {
  items: readonly PosItem[];
  onPick: (item: PosItem) => void;
}

/** The items of the chosen category (or of a search). Memoised: a cart change does not reach it. */
export const ItemGrid = memo(function ItemGrid({ items, onPick }: ItemGridProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MSG.NO_DATA}
      </Text>
    );
  }
  return (
    <div className={classes.itemGrid} role="list" aria-label="餐點">
      {items.map((item) => (
        <div role="listitem" key={item.id} style={{ display: 'contents' }}>
          <ItemCard item={item} onPick={onPick} />
        </div>
      ))}
    </div>
  );
});
