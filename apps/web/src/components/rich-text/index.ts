export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { htmlToText, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, sanitizeHtml } from './sanitize-html';
export { MARKUP_ACTIONS, wrapSelection, type MarkupAction, type TextEdit } from './markup';
