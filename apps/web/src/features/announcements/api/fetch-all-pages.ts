import { PAGE_SIZES, type Page } from '@diancan/core';

const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1];

/**
 * Every row of a paged list, page by page at the largest size: sorting sends the whole order (updateSort names
 * every id), so the sort view needs all rows, not just the page on screen.
 */
export async function fetchAllPages<Row>(fetchPage: (page: number, size: typeof LARGEST_PAGE) => Promise<Page<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, LARGEST_PAGE);
    rows.push(...result.list);
    if (result.list.length === 0 || rows.length >= result.total) return rows;
  }
}
