import { Select } from '@mantine/core';
import { MSG } from '@diancan/core';
import type { CategorySimple } from '@diancan/core/contracts/menu';

const ALL = 'all';

export interface CategoryFilterProps {
  categories: readonly CategorySimple[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** Narrows the item table to one category, or 全部分類. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const data = [
    { value: ALL, label: '全部分類' },
    ...categories.map((category) => ({ value: String(category.id), label: category.enabled ? category.name : `${category.name}（已下架）` })),
  ];
  return (
    <Select
      aria-label="分類"
      data={data}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
      allowDeselect={false}
      searchable
      nothingFoundMessage={MSG.SELECT_EMPTY}
      w={220}
    />
  );
}
