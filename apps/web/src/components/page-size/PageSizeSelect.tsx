import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { formatThousands, MSG, PAGE_SIZES, type PageSize } from '@diancan/core';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** A page size from the select's text; anything else falls back to the smallest size. */
export function toPageSize(value: string | number): PageSize {
  const size = Number(value);
  return PAGE_SIZES.find((candidate) => candidate === size) ?? PAGE_SIZES[0];
}

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
}

/** Rows per page, 10 to 50 (access section 9, label 每頁行數). */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" component="label" htmlFor={id}>
        {MSG.PAGE_SIZE_LABEL}
      </Text>
      <NativeSelect
        id={id}
        size="xs"
        w={72}
        data={SIZE_OPTIONS}
        value={String(value)}
        onChange={(event) => onChange(toPageSize(event.currentTarget.value))}
      />
    </Group>
  );
}

export interface TablePagerProps {
  page: number;
  size: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  /** A new size starts again at page 1, since the old page number may no longer exist. */
  onSizeChange: (size: PageSize) => void;
}

/** The footer of a paged table: total count, page size and page buttons. */
export function TablePager({ page, size, total, onPageChange, onSizeChange }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        共 {formatThousands(total)} 筆
      </Text>
      <Group gap="md" wrap="wrap">
        <PageSizeSelect value={size} onChange={onSizeChange} />
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" withEdges />
      </Group>
    </Group>
  );
}
