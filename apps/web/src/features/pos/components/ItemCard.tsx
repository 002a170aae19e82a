import { Badge, Text, UnstyledButton } from '@mantine/core';
import { formatCents, MSG } from '@diancan/core';
import type { PosItem } from '@diancan/core/contracts/menu';
import { memo } from 'react';
import { countInCart, useCart } from '../cart/cart-store';
import { isSoldOut, itemCardLabel, LOW_STOCK_LEFT, stockLeft } from '../menu-index';
import classes from './pos.module.css';

export interface ItemCardProps {
  item: PosItem;
  /** Stable across renders (the grid passes one function for every card). */
  onPick: (item: PosItem) => void;
}

/**
 * One item of the POS grid: name, price, remaining stock, 售完 when sold out (then it cannot be tapped), and the
 * count already in the cart. Each card reads its own count from the cart store, so a cart change re-renders only
 * the cards whose count changed, never the whole grid.
 */
export const ItemCard = memo(function ItemCard({ item, onPick }: ItemCardProps) {
  const inCart = useCart((state) => countInCart(state.lines, item.id));
  const soldOut = isSoldOut(item);
  const left = stockLeft(item, inCart);
  return (
    <UnstyledButton
      className={classes.itemCard}
      data-sold-out={soldOut || undefined}
      data-in-cart={inCart > 0 || undefined}
      disabled={soldOut}
      aria-disabled={soldOut}
      aria-label={itemCardLabel(item)}
      onClick={() => onPick(item)}
    >
      <Text fw={600} lineClamp={2} className={classes.itemName}>
        {item.name}
      </Text>
      <Text size="sm" c={soldOut ? 'dimmed' : 'brand.8'} fw={600}>
        {formatCents(item.price)}
      </Text>
      <div className={classes.itemFooter}>
        {soldOut ? (
          <Badge color="gray" variant="filled" size="sm">
            {MSG.STOCK_OFF}
          </Badge>
        ) : left !== null ? (
          <Text size="xs" c={left <= LOW_STOCK_LEFT ? 'red.7' : 'dimmed'}>
            剩 {left}
          </Text>
        ) : (
          <span />
        )}
        {inCart > 0 && (
          <Badge size="sm" circle={inCart < 10} aria-label={`已點 ${inCart}`}>
            {inCart}
          </Badge>
        )}
      </div>
    </UnstyledButton>
  );
});
