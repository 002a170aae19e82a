import { MSG, PDF_EXTENSIONS, PDF_MAX_BYTES, PDF_MAX_FILES } from '@diancan/core';

/** What the file picker offers; the extension check below is the rule, this only filters the dialog. */
export const PDF_ACCEPT = ['application/pdf', ...PDF_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The document upload rules (access section 5) for one pick of files: at most 3 files in all
 * (最多上傳3個檔案), only .pdf (新增失敗！檔案類型錯誤), each at most 5242880 bytes (新增失敗！檔案大小超過5MB).
 * One bad file refuses the whole pick, so a contract never ends up with half of what was chosen.
 * Returns the message to show, or null when the files may be sent. The server checks the bytes again.
 */
export function checkDocumentFiles(
  picked: readonly Pick<File, 'name' | 'size'>[],
  alreadyHeld: number,
  maxFiles: number = PDF_MAX_FILES,
): string | null {
  if (alreadyHeld + picked.length > maxFiles) return MSG.UPLOAD_PDF_TOO_MANY;
  for (const file of picked) {
    if (!(PDF_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return MSG.UPLOAD_TYPE_WRONG;
  }
  for (const file of picked) {
    if (file.size > PDF_MAX_BYTES) return MSG.UPLOAD_PDF_TOO_LARGE;
  }
  return null;
}

/** A file size for people: 812 B, 14.2 KB, 4.8 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
