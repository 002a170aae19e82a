import { looksLikePdf, MSG, PDF_MAX_BYTES, PDF_MAX_FILES, SCHEME_MSG, SCHEME_UPLOAD_FIELD } from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors/app-error.js';
import type { UploadedBytes } from '../../platform/files/multipart.js';

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * Reads the PDFs of a scheme upload (access section 5), all or nothing: at most 3 files (最多上傳3個檔案),
 * each at most 5 MB, counted while reading so nothing larger is held (413 新增失敗！檔案大小超過5MB), and each
 * a PDF by its bytes and its name (新增失敗！檔案類型錯誤). The name is kept for display only, never as a path.
 */
export async function readPdfUploads(request: FastifyRequest): Promise<UploadedBytes[]> {
  if (!request.isMultipart()) throw badRequest(SCHEME_MSG.FILE_MISSING);
  const uploads: UploadedBytes[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: PDF_MAX_BYTES, files: PDF_MAX_FILES, parts: PDF_MAX_FILES + 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === SCHEME_UPLOAD_FIELD) uploads.push({ filename: part.filename, data });
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.UPLOAD_PDF_TOO_LARGE);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(MSG.UPLOAD_PDF_TOO_MANY);
    throw error;
  }
  if (uploads.length === 0) throw badRequest(SCHEME_MSG.FILE_MISSING);
  for (const upload of uploads) {
    if (!/\.pdf$/i.test(upload.filename.trim()) || !looksLikePdf(upload.data)) throw badRequest(MSG.UPLOAD_TYPE_WRONG);
  }
  return uploads;
}
