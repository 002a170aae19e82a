import { MSG, STORE_FORM_FIELDS, STORE_LOGO_MAX_BYTES, STORE_MSG } from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../platform/errors/app-error.js';
import { RequestValidationError } from '../../platform/errors/validation.js';
import type { UploadedBytes } from '../../platform/files/multipart.js';

/** The JSON part of a store form: far more than any store's fields, far less than memory worth guarding. */
const DATA_MAX_BYTES = 64 * 1024;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

function parseData<S extends z.ZodType>(schema: S, text: string | null): z.infer<S> {
  if (text === null) throw badRequest(STORE_MSG.FORM_DATA_MISSING);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(MSG.BAD_REQUEST);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new RequestValidationError(result.error.issues[0]?.message ?? MSG.BAD_REQUEST);
  return result.data;
}

/**
 * Reads the multipart store form (add and update): the `data` part, validated with the call's schema, and an
 * optional `logo` image of at most 1 MB (its type is decided later, from its bytes). A second file is refused
 * (400) and a larger one answers 413 新增失敗！檔案大小超過1MB while it is being read.
 */
export async function readStoreForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ data: z.infer<S>; logo: UploadedBytes | null }> {
  if (!request.isMultipart()) throw badRequest(STORE_MSG.FORM_DATA_MISSING);
  let data: string | null = null;
  let logo: UploadedBytes | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: STORE_LOGO_MAX_BYTES, files: 2, parts: 6, fieldSize: DATA_MAX_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== STORE_FORM_FIELDS.logo) {
          await part.toBuffer(); // drain it; an unknown file is not kept
          continue;
        }
        if (logo) throw badRequest(STORE_MSG.LOGO_ONE_ONLY);
        logo = { filename: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === STORE_FORM_FIELDS.data) {
        if (part.valueTruncated) throw badRequest(MSG.BAD_REQUEST);
        data = String(part.value);
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(413, MSG.UPLOAD_IMAGE_TOO_LARGE);
    throw error;
  }
  return { data: parseData(schema, data), logo };
}
