import { IMAGE_MAX_BYTES, MSG } from '@diancan/core';
import { fileUrl, MENU_MSG, type UploadedFile } from '@diancan/core/contracts/menu';
import { storeAllowed } from '../auth/access.js';
import type { SessionPrincipal } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { AppError, badRequest, notFound } from '../errors/app-error.js';
import { type FileRow, filesRepository } from './files.repository.js';
import { detectImageType } from './image-type.js';
import type { UploadedBytes } from './multipart.js';

/** The upload rules of an image (access section 5): one image, at most 1 MB. */
export const IMAGE_RULES = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: MSG.UPLOAD_IMAGE_TOO_LARGE,
  oneOnly: MENU_MSG.IMAGE_ONE_ONLY,
} as const;

const NAME_MAX = 200;

/** Stored files: item images now, other uploads later. Bytes live in the database (see files.ts). */
export class FileService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Keeps an image of a store once its bytes prove it is PNG, JPEG or BMP. */
  async saveImage(storeId: number, upload: UploadedBytes, createdBy: number): Promise<UploadedFile> {
    // The parser stops at the limit; this guards a caller that read the bytes some other way.
    if (upload.data.length > IMAGE_MAX_BYTES) throw new AppError(413, MSG.UPLOAD_IMAGE_TOO_LARGE);
    const contentType = detectImageType(upload.data);
    if (!contentType) throw badRequest(MSG.UPLOAD_TYPE_WRONG);
    const name = upload.filename.trim().slice(0, NAME_MAX) || 'image';
    const row = await filesRepository.insert(
      this.db,
      { storeId, name, contentType, sizeBytes: upload.data.length, data: upload.data, createdBy },
      this.clock(),
    );
    return { id: row.id, name: row.name, size: row.sizeBytes, contentType: row.contentType, url: fileUrl(row.id) };
  }

  /**
   * A file the principal may see: one of a store it may act on, or a platform file (contract scheme PDFs) for staff.
   * Others are 404, so file ids do not leak.
   */
  /** A file of this store (a customer's menu photos, reached through a front-stage token). */
  async readOfStore(id: number, storeId: number): Promise<FileRow> {
    const row = await filesRepository.find(this.db, id);
    if (!row || row.storeId !== storeId) throw notFound();
    return row;
  }

  async read(id: number, principal: SessionPrincipal): Promise<FileRow> {
    const row = await filesRepository.find(this.db, id);
    const allowed = row && (row.storeId === null ? principal.staff : storeAllowed(principal, row.storeId));
    if (!row || !allowed) throw notFound();
    return row;
  }
}
