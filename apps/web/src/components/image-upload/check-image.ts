import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, MSG } from '@diancan/core';

/** What the file picker offers; the extension check below is the rule, this only filters the dialog. */
export const IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/bmp', ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The image upload rules (access section 5): png, jpg, jpeg or bmp, at most 1048576 bytes. Returns the
 * message to show, or null when the file may be sent. The server checks the type again by the file's bytes.
 */
export function checkImageFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return MSG.UPLOAD_TYPE_WRONG;
  if (file.size > IMAGE_MAX_BYTES) return MSG.UPLOAD_IMAGE_TOO_LARGE;
  return null;
}
