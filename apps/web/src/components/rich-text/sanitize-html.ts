import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * The browser's copy of the announcement HTML allow-list (access section 3: content is HTML, sanitised with a tag and
 * attribute allow-list). The server sanitises on save; the browser sanitises again before every preview and display,
 * so a record written by anything else still cannot run script here.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'mark', 'small',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

export const RICH_TEXT_ATTRIBUTES = [
  'href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'style', 'class',
] as const;

/** Inline styles an editor sets for text, as the server allows them: no url(), nothing that positions over the page. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const ALLOWED_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

/** The style attribute with only the allowed declarations left (parsed by the browser, so no trick survives). */
function keepAllowedStyles(element: Element): void {
  const style = (element as HTMLElement).style;
  if (!style || !element.hasAttribute('style')) return;
  const kept: string[] = [];
  for (const property of Array.from(style)) {
    const value = style.getPropertyValue(property).trim();
    if (ALLOWED_STYLES[property]?.some((pattern) => pattern.test(value))) kept.push(`${property}: ${value}`);
  }
  if (kept.length > 0) element.setAttribute('style', kept.join('; '));
  else element.removeAttribute('style');
}

/** Links and images only over http(s) or mailto, or relative to this site; never javascript: or data:. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    keepAllowedStyles(node);
    // DOMPurify lets data: URLs through on images by default; the allow-list does not.
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    // Every link opens outside the app and cannot reach back into it through window.opener.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The HTML with every tag, attribute and URL outside the allow-list removed. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
  });
}

/** The text of an HTML fragment (list previews, accessible names); nothing of it is ever parsed as markup. */
export function htmlToText(html: string): string {
  const text = getPurifier().sanitize(html, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true });
  const element = document.createElement('textarea');
  element.innerHTML = text; // a textarea decodes entities without creating elements
  return element.value.replace(/\s+/g, ' ').trim();
}
