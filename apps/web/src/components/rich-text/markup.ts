/** A text edit: the new text and the selection to put back in the textarea. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Wraps the selected part of `text` in `before` and `after` (the toolbar's bold, italic, link ...). With nothing
 * selected, `placeholder` is inserted and selected, so typing replaces it.
 */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string, placeholder = ''): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const inner = to > from ? text.slice(from, to) : placeholder;
  const next = text.slice(0, from) + before + inner + after + text.slice(to);
  const innerStart = from + before.length;
  return { text: next, selectionStart: innerStart, selectionEnd: innerStart + inner.length };
}

export interface MarkupAction {
  label: string;
  before: string;
  after: string;
  placeholder: string;
}

/** The toolbar of the announcement editor: the tags the allow-list keeps, nothing that would be stripped. */
export const MARKUP_ACTIONS: readonly MarkupAction[] = [
  { label: '粗體', before: '<strong>', after: '</strong>', placeholder: '粗體文字' },
  { label: '斜體', before: '<em>', after: '</em>', placeholder: '斜體文字' },
  { label: '底線', before: '<u>', after: '</u>', placeholder: '底線文字' },
  { label: '標題', before: '<h3>', after: '</h3>', placeholder: '標題' },
  { label: '段落', before: '<p>', after: '</p>', placeholder: '段落文字' },
  { label: '清單', before: '<ul>\n  <li>', after: '</li>\n</ul>', placeholder: '項目' },
  { label: '連結', before: '<a href="https://">', after: '</a>', placeholder: '連結文字' },
  { label: '換行', before: '', after: '<br>', placeholder: '' },
];
