import { useQueryClient, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MENU_API } from '@diancan/core';
import { importErrorSchema, MENU_PATHS, type ImportError, type ImportResult } from '@diancan/core/contracts/menu';
import { ApiError, http } from '../../../lib/http';
import { refreshAreas } from '../../../lib/api-query';
import { clientPath, dataOf } from '../../../lib/api';

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
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `${clientPath(MENU_PATHS.item.import)}?storeId=${storeId}`;
  try {
    return await dataOf(http.post<ImportResult>(path, form));
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
    onSuccess: () => refreshAreas(queryClient, MENU_API.item.add.affects),
  });
}
