import { PATHS, ROUTES } from '@diancan/core';

/** The menu area's pages (store operations section 2). */
export const MENU_PAGES = {
  meals: `${PATHS.MENU_MANAGE}/meals`,
  category: `${PATHS.MENU_MANAGE}/category`,
  taste: `${PATHS.MENU_MANAGE}/taste`,
  upgrade: `${PATHS.MENU_MANAGE}/upgrade`,
  editor: `${PATHS.MENU_MANAGE}/meal/editor`,
  remark: `${PATHS.MENU_MANAGE}/remark`,
} as const;

/** The editor of a new item (optionally in a category) or of an existing one. */
export function editorPath(target: { itemId: number } | { categoryId: number | null }): string {
  if ('itemId' in target) return `${MENU_PAGES.editor}?id=${target.itemId}`;
  return target.categoryId === null ? MENU_PAGES.editor : `${MENU_PAGES.editor}?categoryId=${target.categoryId}`;
}

/** The tabs of the area: its listed pages, titled as core's route table titles them. */
export const MENU_TABS: readonly { path: string; title: string }[] = (
  ROUTES.find((entry) => entry.path === PATHS.MENU_MANAGE)?.children ?? []
)
  .filter((child) => !child.hidden)
  .map((child) => ({ path: child.path, title: child.title }));
