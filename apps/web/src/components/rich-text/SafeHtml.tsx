import { Typography, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps extends BoxProps {
  html: string;
  /** Accessible name of the region, e.g. 公告內容. */
  label?: string;
}

/** Shows announcement HTML only after the browser's own sanitising (DOMPurify, allow-list). */
export function SafeHtml({ html, label, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography
      {...boxProps}
      role={label ? 'region' : undefined}
      aria-label={label}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
