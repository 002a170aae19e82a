import { UnstyledButton } from '@mantine/core';
import type { PosCategory } from '@diancan/core/contracts/menu';
import { memo } from 'react';
import classes from './pos.module.css';

export interface CategoryNavProps {
  categories: readonly PosCategory[];
  activeId: number | null;
  onSelect: (categoryId: number) => void;
}

/** The category list on the left of the POS. */
export const CategoryNav = memo(function CategoryNav({ categories, activeId, onSelect }: CategoryNavProps) {
  return (
    <nav aria-label="分類">
      {categories.map((category) => {
        const active = category.id === activeId;
        return (
          <UnstyledButton
            key={category.id}
            className={classes.categoryButton}
            data-active={active || undefined}
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </UnstyledButton>
        );
      })}
    </nav>
  );
});
