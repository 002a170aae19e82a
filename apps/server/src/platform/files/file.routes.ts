import type { FastifyReply } from 'fastify';
import { envelopeSchema, requestObject } from '@diancan/core';
import { fileUploadQuerySchema, MENU_PATHS, uploadedFileSchema } from '@diancan/core/contracts/menu';
import { queryId } from '@diancan/core';
import { principalOf } from '../auth/policy.js';
import { ok } from '../errors/envelope.js';
import type { ZodApp } from '../http/zod-app.js';
import { type FileService, IMAGE_RULES } from './file.service.js';
import { readSingleFile, withMultipart } from './multipart.js';

export const fileParamsSchema = requestObject({ id: queryId('檔案編號') });

/** A file's bytes never change under its id, so a browser may keep them. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** RFC 6266 / 5987: the stored name, safe for any characters. */
function inlineDisposition(name: string): string {
  return `inline; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(app: ZodApp, files: FileService): void {
  withMultipart(app, (scope) => {
    scope.post(
      MENU_PATHS.file.uploadImage.path,
      {
        schema: { querystring: fileUploadQuerySchema, response: { 200: envelopeSchema(uploadedFileSchema) } },
        config: { access: { roles: 'any', storeScope: 'query' } },
      },
      async (request) => {
        const upload = await readSingleFile(request, IMAGE_RULES);
        return ok(await files.saveImage(request.query.storeId, upload, principalOf(request).userId));
      },
    );
  });

  app.get(
    MENU_PATHS.file.get.path,
    {
      schema: { params: fileParamsSchema },
      // Whether the file's store is one of the caller's is decided per file, in the service.
      config: { access: { roles: 'any', storeScope: 'none' } },
    },
    async (request, reply) => {
      return sendFile(reply, await files.read(request.params.id, principalOf(request)));
    },
  );
}

/** Answers a stored file's bytes, cacheable for good (its bytes never change under its id). */
export function sendFile(reply: FastifyReply, file: { contentType: string; name: string; data: Buffer | Uint8Array }) {
  return reply
    .type(file.contentType)
    .header('cache-control', CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', inlineDisposition(file.name))
    .send(file.data);
}
