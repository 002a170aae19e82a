import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import type { SafeHtmlProps } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';

/** SafeHtml's body, in its own chunk with DOMPurify. */
export default function SanitizedHtml({ html, label, ...boxProps }: SafeHtmlProps) {
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
