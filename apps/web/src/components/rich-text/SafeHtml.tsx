import type { BoxProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface SafeHtmlProps extends BoxProps {
  html: string;
  /** Accessible name of the region, e.g. 公告內容. */
  label?: string;
}

/**
 * DOMPurify is loaded with the first HTML shown, not with the app: the store header (announcements) sits on the
 * counter screen, whose first paint must not wait for a sanitiser it rarely needs (issue 15, bench:web).
 */
const SanitizedHtml = lazy(() => import('./SanitizedHtml'));

/** Shows announcement HTML only after the browser's own sanitising (DOMPurify, allow-list). */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
