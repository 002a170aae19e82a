import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MENU_MSG } from '@diancan/core/contracts/menu';
import { AppError, badRequest } from '../errors/app-error.js';
import type { ZodApp } from '../http/zod-app.js';

/** Parts a form may have besides its one file (none are read, but a browser may add some), and their size. */
const MAX_PARTS = 10;
const MAX_FIELD_BYTES = 1024;

export interface UploadedBytes {
  /** The name the client gave the file (kept for display; never used to decide its type). */
  filename: string;
  data: Buffer;
}

export interface SingleFileRules {
  maxBytes: number;
  /** 413 message when the file is larger. */
  tooLarge: string;
  /** 400 message when the form carries more than one file. */
  oneOnly: string;
}

/**
 * Registers routes that take multipart uploads in their own encapsulated scope, so the multipart parser
 * is added for them only (and another area registering it elsewhere does not collide).
 */
export function withMultipart(app: ZodApp, register: (scope: ZodApp) => void): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    register(scope as unknown as ZodApp);
  });
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the one file of a multipart request into memory, refusing a second file (400), a file over the
 * limit (413, the size is counted while reading, so nothing larger is ever held) and a form without one (400).
 */
export async function readSingleFile(request: FastifyRequest, rules: SingleFileRules): Promise<UploadedBytes> {
  if (!request.isMultipart()) throw badRequest(MENU_MSG.FILE_MISSING);
  let file: UploadedBytes | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 2, parts: MAX_PARTS, fieldSize: MAX_FIELD_BYTES } })) {
      if (part.type !== 'file') continue;
      if (file) throw badRequest(rules.oneOnly);
      file = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(413, rules.tooLarge);
    throw error;
  }
  if (!file) throw badRequest(MENU_MSG.FILE_MISSING);
  return file;
}
