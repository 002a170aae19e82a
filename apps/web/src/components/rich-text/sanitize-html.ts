import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * The browser's copy of the announcement HTML allow-list (access section 3: content is HTML, sanitised with a tag and
 * attribute allow-list). The server sanitises on save; the browser sanitises again before every preview and display,
 * so a record written by anything else still cannot run script here.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'] as const;

/** Links and images only over http(s) or mailto, or relative to this site; never javascript: or data:. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
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
