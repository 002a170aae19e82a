import { envelopeSchema } from '@diancan/core';
import {
  fileUploadQuerySchema,
  IMPORT_MAX_BYTES,
  importResultSchema,
  itemExportQuerySchema,
  MENU_MSG,
  MENU_PATHS,
} from '@diancan/core/contracts/menu';
import { ok } from '../../platform/errors/envelope.js';
import { readSingleFile, withMultipart } from '../../platform/files/multipart.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ItemSheetService } from './item-sheet.service.js';
import { STORE_QUERY } from '../../platform/http/route-kit.js';

const IMPORT_RULES = { maxBytes: IMPORT_MAX_BYTES, tooLarge: MENU_MSG.IMPORT_TOO_LARGE, oneOnly: MENU_MSG.FILE_ONE_ONLY };

/** item/export (an .xlsx download) and item/import (a multipart .xlsx upload). */
export function itemSheetRoutes(app: ZodApp, sheets: ItemSheetService): void {
  app.get(
    MENU_PATHS.item.export.path,
    { schema: { querystring: itemExportQuerySchema }, config: STORE_QUERY },
    async (request, reply) => {
      const { filename, data } = await sheets.export(request.query.storeId, request.query.categoryId);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  withMultipart(app, (scope) => {
    scope.post(
      MENU_PATHS.item.import.path,
      {
        schema: { querystring: fileUploadQuerySchema, response: { 200: envelopeSchema(importResultSchema) } },
        config: STORE_QUERY,
      },
      async (request) => {
        const upload = await readSingleFile(request, IMPORT_RULES);
        return ok(await sheets.import(request.query.storeId, upload.data));
      },
    );
  });
}
