/**
 * How the build cuts the app into files (issue 15, bench:web; docs/architecture.md).
 *
 * Left to itself the bundler writes one "common chunk" for every set of modules that a different set of pages shares:
 * the counter opened cold asked for ~40 files before any of its code could run and ~30 more for the POS page, six at a
 * time over HTTP/1.1, and its first API reads queued behind them. Rolldown's inline common chunks copies each common
 * chunk into the files that read it instead, with a shared registry so a module still runs once and keeps one state
 * (one React, one session store): the counter now loads 6 files, and no page downloads code it did not load before.
 *
 * The price is copies: each lazy page carries its own copy of what it shares with others, which the service worker
 * precaches. The libraries that only back-office pages share (forms, tables, date pickers, drag and drop, selects,
 * pagination) stay files of their own, so the copies are mostly what the counter itself shares (the precache: 2.5 MB
 * before inlining, 6.5 MB inlining everything, 3.6 MB with this list; the counter's files the same either way).
 */
const STYLES = /\.(css)(\?|$)/;
const BACK_OFFICE_SHARED =
  /@dnd-kit|react-number-format|NumberInput|@mantine[\\/](form|dates)|dayjs|Combobox|[\\/]Select[\\/]|[\\/]Table[\\/]|dompurify|[\\/]Tabs[\\/]|Pagination|use-pagination|PasswordInput|page-size|[\\/]Radio[\\/]|contracts[\\/]reports/;

export const chunking = {
  // Required by inlining: entries export nothing anyone imports.
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: {
        maxSize: Infinity,
        // Stylesheets stay files (Vite emits a chunk's CSS from every chunk that lists its modules).
        exclude: [STYLES, BACK_OFFICE_SHARED],
      },
    },
  },
};
