import { PAY_METHOD_NAME_MAX, PAY_METHODS_PER_PAGE, type PayMethod } from '@diancan/core';

/** The checkout's pay methods (store operations section 9): enabled ones in order, 6 per page, names cut at 8. */

export function enabledPayMethods(methods: readonly PayMethod[]): PayMethod[] {
  return methods.filter((method) => method.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function payMethodPages(methods: readonly PayMethod[]): PayMethod[][] {
  const pages: PayMethod[][] = [];
  for (let start = 0; start < methods.length; start += PAY_METHODS_PER_PAGE) pages.push(methods.slice(start, start + PAY_METHODS_PER_PAGE));
  return pages;
}

/** The first 8 characters (by code point, so an emoji is never split). */
export function shortPayMethodName(name: string): string {
  return [...name].slice(0, PAY_METHOD_NAME_MAX).join('');
}

/** The page that shows a method, so reopening shows the chosen one. */
export function pageOfPayMethod(methods: readonly PayMethod[], id: number | null): number {
  const index = methods.findIndex((method) => method.id === id);
  return index < 0 ? 0 : Math.floor(index / PAY_METHODS_PER_PAGE);
}
