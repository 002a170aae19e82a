import { DEFAULT_PAGE_SIZE, type PageSize } from '@diancan/core';
import { useState } from 'react';
import type { TablePagerProps } from '../page-size';

/** The paging part of a list request (every `*PageInput`). */
export interface PagedInput {
  page?: number;
  size?: PageSize;
}

/** What a list call answered about paging. */
export interface PageInfo {
  size: PageSize;
  total: number;
}

export interface PagedRequest<Request extends PagedInput> {
  /** The request to send: filters, page and size. */
  request: Request;
  /** Changes filters; another filter is another list, so it starts again at page 1. */
  filter: (change: Partial<Request>) => void;
  /** The pager for the page the server answered (its size, the total); null until it answers. */
  pager: (answer: PageInfo | undefined) => TablePagerProps | null;
}

/**
 * A list request kept in state, with its pager: turning pages keeps the filters; a new page size or filter goes back
 * to page 1 (the old page may no longer exist).
 */
export function usePagedRequest<Request extends PagedInput>(initial: Request): PagedRequest<Request> {
  const [request, setRequest] = useState<Request>(initial);
  const filter = (change: Partial<Request>) => setRequest((current) => ({ ...current, ...change, page: 1 }));
  const pager = (answer: PageInfo | undefined): TablePagerProps | null =>
    answer
      ? {
          page: request.page ?? 1,
          size: answer.size,
          total: answer.total,
          onPageChange: (page) => setRequest((current) => ({ ...current, page })),
          onSizeChange: (size) => setRequest((current) => ({ ...current, size, page: 1 })),
        }
      : null;
  return { request, filter, pager };
}

export interface PageState {
  page: number;
  size: PageSize;
  setPage: (page: number) => void;
  /** A new size goes back to page 1. */
  setSize: (size: PageSize) => void;
  /** The pager over `total` rows. */
  pager: (total: number) => TablePagerProps;
}

/** Page and page size of a list whose request is built elsewhere (reports, the menu). */
export function usePageState(initialSize: PageSize = DEFAULT_PAGE_SIZE): PageState {
  const [page, setPage] = useState(1);
  const [size, setSizeOnly] = useState<PageSize>(initialSize);
  const setSize = (next: PageSize) => {
    setSizeOnly(next);
    setPage(1);
  };
  return { page, size, setPage, setSize, pager: (total) => ({ page, size, total, onPageChange: setPage, onSizeChange: setSize }) };
}
