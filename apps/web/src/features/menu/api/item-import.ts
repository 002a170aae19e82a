import { useQueryClient, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MENU_FILE_API } from '@diancan/core';
import { importErrorSchema, type ImportError, type ImportResult } from '@diancan/core/contracts/menu';
import { ApiError } from '../../../lib/http';
import { refreshAreas } from '../../../lib/api-query';
import { callApi } from '../../../lib/api';
import { fileForm } from './upload-image';

export interface ImportItemsRequest {
  storeId: number;
  file: File;
}

/** A refused file: the message and every row error the server found (nothing was imported). */
export class ImportRefused extends Error {
  readonly errors: ImportError[];

  constructor(message: string, errors: ImportError[]) {
    super(message);
    this.name = 'ImportRefused';
    this.errors = errors;
  }
}

const importErrorsSchema = z.array(importErrorSchema);

/** Sends an .xlsx (multipart field `file`); the whole file is imported or none of it. */
export async function importItems({ storeId, file }: ImportItemsRequest): Promise<ImportResult> {
  try {
    return await callApi(MENU_FILE_API.importItems, { query: { storeId }, form: fileForm(file) });
  } catch (error) {
    const rows = error instanceof ApiError ? importErrorsSchema.safeParse(error.data) : null;
    if (error instanceof ApiError && rows?.success && rows.data.length > 0) throw new ImportRefused(error.message, rows.data);
    throw error;
  }
}

export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importItems,
    // An import adds and changes items as item/add does, so it refreshes what that call does.
    onSuccess: () => refreshAreas(queryClient, MENU_FILE_API.importItems.affects),
  });
}
