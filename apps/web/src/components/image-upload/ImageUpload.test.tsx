import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, MSG } from '@diancan/core';
import { expectToast, renderWithProviders } from '../../test/render';
import { checkImageFile, IMAGE_HINT, ImageUpload } from '.';

function fileOf(name: string, bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('checkImageFile', () => {
  it('takes png, jpg, jpeg and bmp, whatever the letter case', () => {
    for (const name of ['a.png', 'a.jpg', 'a.jpeg', 'a.bmp', 'A.PNG', 'photo.final.JPG']) {
      expect(checkImageFile({ name, size: 10 })).toBeNull();
    }
  });
  it('refuses other types', () => {
    for (const name of ['a.gif', 'a.webp', 'png', 'a.png.exe']) {
      expect(checkImageFile({ name, size: 10 })).toBe(MSG.UPLOAD_TYPE_WRONG);
    }
  });
  it('takes exactly 1 MB and refuses one byte more with the spec message', () => {
    expect(checkImageFile({ name: 'a.png', size: 1048576 })).toBeNull();
    expect(IMAGE_MAX_BYTES).toBe(1048576);
    expect(checkImageFile({ name: 'a.png', size: 1048577 })).toBe('新增失敗！檔案大小超過1MB');
  });
});

describe('ImageUpload', () => {
  it('shows the recommended 375x150 size as a hint', () => {
    renderWithProviders(<ImageUpload previewUrl={null} onSelect={() => {}} onRemove={() => {}} />);
    expect(screen.getByText(IMAGE_HINT)).toBeTruthy();
    expect(IMAGE_HINT).toContain('375x150');
  });

  it('hands a valid image to its owner', () => {
    const onSelect = vi.fn();
    renderWithProviders(<ImageUpload previewUrl={null} onSelect={onSelect} onRemove={() => {}} />);
    const file = fileOf('meal.jpg', 2048, 'image/jpeg');
    pick(file);
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('refuses a file over 1 MB with 新增失敗！檔案大小超過1MB', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<ImageUpload previewUrl={null} onSelect={onSelect} onRemove={() => {}} />);
    pick(fileOf('big.png', IMAGE_MAX_BYTES + 1));
    await expectToast(MSG.UPLOAD_IMAGE_TOO_LARGE);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps one image: replace or remove the one shown', () => {
    const onRemove = vi.fn();
    renderWithProviders(<ImageUpload previewUrl="/api/back/file/7" onSelect={() => {}} onRemove={onRemove} />);
    expect(screen.getByRole('img', { name: '圖片' }).getAttribute('src')).toBe('/api/back/file/7');
    expect(screen.getByRole('button', { name: '更換圖片' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '移除圖片' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).multiple).toBe(false);
  });
});
