import { PDF_EXTENSIONS, pdfUploadError } from '@diancan/core';

/** What the file picker offers; checkDocumentFiles is the rule, this only filters the dialog. */
export const PDF_ACCEPT = ['application/pdf', ...PDF_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/**
 * The document upload rules (access section 5) for one pick of files: at most 3 files in all
 * (最多上傳3個檔案), only .pdf (新增失敗！檔案類型錯誤), each at most 5242880 bytes (新增失敗！檔案大小超過5MB).
 * One bad file refuses the whole pick, so a record never ends up with half of what was chosen. Returns the message
 * to show, or null when the files may be sent. The rules are core's, the same the server applies to the bytes.
 */
export function checkDocumentFiles(picked: readonly Pick<File, 'name' | 'size'>[], alreadyHeld: number): string | null {
  return pdfUploadError(picked, alreadyHeld);
}

/** A file size for people: 812 B, 14.2 KB, 4.8 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
