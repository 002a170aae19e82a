import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { htmlToText, RichTextEditor, SafeHtml, sanitizeHtml, wrapSelection } from '.';

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

describe('sanitizeHtml', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeHtml('<p>公告</p><script>alert(1)</script>')).toBe('<p>公告</p>');
  });

  it('removes event handler attributes', () => {
    const clean = sanitizeHtml('<img src="https://cdn.example.com/a.png" onerror="alert(1)"><p onclick="x()">文字</p>');
    expect(clean).not.toMatch(/onerror|onclick/);
    expect(clean).toContain('src="https://cdn.example.com/a.png"');
  });

  it('removes javascript: and data: URLs but keeps the link text', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">點我</a><a href=" JaVaScRiPt:alert(1)">二</a><img src="data:image/png;base64,AAAA">');
    expect(clean).not.toMatch(/javascript|data:/i);
    expect(clean).toContain('點我');
  });

  it('keeps the allowed formatting and opens links in a new tab without an opener', () => {
    const clean = sanitizeHtml('<h3>標題</h3><p><strong>粗</strong><em>斜</em><u>底</u></p><ul><li>一</li></ul><a href="https://diancan.tw">官網</a>');
    expect(clean).toContain('<h3>標題</h3>');
    expect(clean).toContain('<strong>粗</strong><em>斜</em><u>底</u>');
    expect(clean).toContain('<ul><li>一</li></ul>');
    expect(clean).toContain('<a href="https://diancan.tw" target="_blank" rel="noopener noreferrer">官網</a>');
  });

  it('drops elements outside the allow-list (iframe, form, style)', () => {
    const clean = sanitizeHtml('<iframe src="https://x"></iframe><form><input></form><style>p{}</style><p>紅</p>');
    expect(clean).toBe('<p>紅</p>');
  });

  it('keeps the text styles the server keeps and nothing else', () => {
    const clean = sanitizeHtml(
      '<p style="color: red; position: fixed; background-image: url(https://x/t.png); font-weight: bold">紅</p><span style="top: 0">x</span>',
    );
    expect(clean).toBe('<p style="color: red; font-weight: bold">紅</p><span>x</span>');
  });

  it('reads the text of HTML without running it', () => {
    expect(htmlToText('<p>系統&amp;維護</p><img src=x onerror=alert(1)> 通知')).toBe('系統&維護 通知');
  });
});

describe('wrapSelection', () => {
  it('wraps the selected text and selects it again', () => {
    expect(wrapSelection('abc', 1, 2, '<b>', '</b>')).toEqual({ text: 'a<b>b</b>c', selectionStart: 4, selectionEnd: 5 });
  });

  it('inserts and selects the placeholder when nothing is selected', () => {
    expect(wrapSelection('ab', 2, 2, '<u>', '</u>', '文字')).toEqual({ text: 'ab<u>文字</u>', selectionStart: 5, selectionEnd: 7 });
  });
});

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <RichTextEditor value={value} onChange={setValue} />;
}

describe('RichTextEditor and SafeHtml', () => {
  it('previews the sanitised HTML as it is typed', async () => {
    render(
      <MantineProvider>
        <Editor initial="" />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '內容' }), {
      target: { value: '<p>今日公休</p><img src=x onerror="window.hacked=1">' },
    });
    const preview = await screen.findByRole('region', { name: '內容預覽' });
    expect(preview.innerHTML).toContain('<p>今日公休</p>');
    expect(preview.innerHTML).not.toContain('onerror');
  });

  it('the toolbar wraps the caret position in the tag', () => {
    render(
      <MantineProvider>
        <Editor initial="公告" />
      </MantineProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: '內容' }) as HTMLTextAreaElement;
    textarea.setSelectionRange(0, 2);
    fireEvent.click(screen.getByRole('button', { name: '粗體' }));
    expect(textarea.value).toBe('<strong>公告</strong>');
  });

  it('SafeHtml never renders a script', async () => {
    render(
      <MantineProvider>
        <SafeHtml html={'<p>嗨</p><script>window.ran = true</script>'} label="公告內容" />
      </MantineProvider>,
    );
    expect((await screen.findByRole('region', { name: '公告內容' })).innerHTML).toBe('<p>嗨</p>');
  });
});
