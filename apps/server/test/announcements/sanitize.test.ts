import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from '../../src/features/announcements/sanitize.js';

describe('announcement HTML allow-list', () => {
  it('removes scripts, styles, frames and forms with their content', () => {
    const html = '<p>公告</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe><form><input name="x"></form>';
    expect(sanitizeAnnouncementHtml(html)).toBe('<p>公告</p>');
  });

  it('removes every event handler attribute', () => {
    const html = '<p onclick="steal()" onmouseover="x()">a</p><img src="https://cdn.example/a.png" onerror="alert(1)" alt="圖">';
    expect(sanitizeAnnouncementHtml(html)).toBe('<p>a</p><img src="https://cdn.example/a.png" alt="圖" />');
  });

  it('removes javascript:, data: and vbscript: URLs, however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      const out = sanitizeAnnouncementHtml(`<a href="${href}">連結</a>`);
      expect(out, href).not.toMatch(/href=/);
      expect(out).toContain('連結');
    }
    expect(sanitizeAnnouncementHtml('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
  });

  it('keeps what an editor produces and opens links in a new tab without an opener', () => {
    const html = '<h2 style="text-align:center;color:#ff0000">標題</h2><ul><li><strong>粗</strong><em>斜</em></li></ul><a href="https://diancan.tw/news">看更多</a>';
    expect(sanitizeAnnouncementHtml(html)).toBe(
      '<h2 style="text-align:center;color:#ff0000">標題</h2><ul><li><strong>粗</strong><em>斜</em></li></ul>' +
        '<a href="https://diancan.tw/news" target="_blank" rel="noopener noreferrer">看更多</a>',
    );
  });

  it('drops styles that could cover the page or load URLs', () => {
    const out = sanitizeAnnouncementHtml('<div style="position:fixed;top:0;background-image:url(https://x/y.png);color:red">x</div>');
    expect(out).toBe('<div style="color:red">x</div>');
  });
});
