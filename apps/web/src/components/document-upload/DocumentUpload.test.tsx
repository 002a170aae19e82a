import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, PDF_MAX_BYTES } from '@diancan/core';
import { checkDocumentFiles, DocumentUpload, formatFileSize, type DocumentItem } from '.';

function renderWidget(ui: ReactElement) {
  return render(
    <MantineProvider>
      <Notifications />
      <ModalsProvider labels={{ confirm: '是', cancel: '否' }}>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}

function pdf(name: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function pick(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

async function expectToast(text: string) {
  await waitFor(() => expect(Array.from(document.querySelectorAll('[data-toast]')).map((n) => n.textContent)).toContain(text));
}

const stored: DocumentItem = { id: 41, name: '合約.pdf', size: 20_480 };

describe('checkDocumentFiles', () => {
  it('takes .pdf files whatever the letter case', () => {
    expect(checkDocumentFiles([{ name: 'a.pdf', size: 1 }, { name: 'B.PDF', size: 1 }], 0)).toBeNull();
  });

  it('refuses other types with 新增失敗！檔案類型錯誤', () => {
    for (const name of ['a.doc', 'a.pdf.exe', 'pdf', 'a.png']) {
      expect(checkDocumentFiles([{ name, size: 1 }], 0)).toBe('新增失敗！檔案類型錯誤');
    }
  });

  it('takes exactly 5 MB and refuses one byte more with 新增失敗！檔案大小超過5MB', () => {
    expect(PDF_MAX_BYTES).toBe(5242880);
    expect(checkDocumentFiles([{ name: 'a.pdf', size: 5242880 }], 0)).toBeNull();
    expect(checkDocumentFiles([{ name: 'a.pdf', size: 5242881 }], 0)).toBe('新增失敗！檔案大小超過5MB');
  });

  it('counts the files already held: a fourth file gives 最多上傳3個檔案', () => {
    expect(checkDocumentFiles([{ name: 'c.pdf', size: 1 }], 2)).toBeNull();
    expect(checkDocumentFiles([{ name: 'd.pdf', size: 1 }], 3)).toBe('最多上傳3個檔案');
    const four = ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.pdf`, size: 1 }));
    expect(checkDocumentFiles(four, 0)).toBe('最多上傳3個檔案');
  });

  it('refuses the whole pick when one file is wrong', () => {
    expect(checkDocumentFiles([{ name: 'a.pdf', size: 1 }, { name: 'b.txt', size: 1 }], 0)).toBe(MSG.UPLOAD_TYPE_WRONG);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(20_480)).toBe('20.0 KB');
    expect(formatFileSize(PDF_MAX_BYTES)).toBe('5.0 MB');
  });
});

describe('DocumentUpload', () => {
  it('hands valid files to its owner', () => {
    const onAdd = vi.fn();
    renderWidget(<DocumentUpload files={[]} onAdd={onAdd} onRemove={() => {}} />);
    const files = [pdf('a.pdf'), pdf('b.pdf')];
    pick(...files);
    expect(onAdd).toHaveBeenCalledWith(files);
  });

  it('refuses a fourth file with the toast and adds nothing', async () => {
    const onAdd = vi.fn();
    const held = [stored, { ...stored, id: 42 }, { ...stored, id: 43 }];
    renderWidget(<DocumentUpload files={held} onAdd={onAdd} onRemove={() => {}} />);
    pick(pdf('d.pdf'));
    await expectToast(MSG.UPLOAD_PDF_TOO_MANY);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB', async () => {
    const onAdd = vi.fn();
    renderWidget(<DocumentUpload files={[]} onAdd={onAdd} onRemove={() => {}} />);
    pick(pdf('big.pdf', PDF_MAX_BYTES + 1));
    await expectToast(MSG.UPLOAD_PDF_TOO_LARGE);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('deletes only after 請確認是否刪除 is answered 是', async () => {
    const onRemove = vi.fn();
    renderWidget(<DocumentUpload files={[stored]} onAdd={() => {}} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: '刪除 合約.pdf' }));
    await screen.findByText(MSG.CONFIRM_DELETE);
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '是' }));
    expect(onRemove).toHaveBeenCalledWith(stored, 0);
  });

  it('opens a stored file by its id in a new tab', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWidget(<DocumentUpload files={[stored, { id: null, name: '新.pdf', size: 10 }]} onAdd={() => {}} onRemove={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '下載 合約.pdf' }));
    expect(open).toHaveBeenCalledWith('/api/back/file/41', '_blank', 'noopener');
    // A file not stored yet has nothing to download.
    expect(screen.queryByRole('button', { name: '下載 新.pdf' })).toBeNull();
  });
});
