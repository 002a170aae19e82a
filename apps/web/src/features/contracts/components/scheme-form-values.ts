import {
  dollarsToCents,
  schemeAddRequestSchema,
  schemeUpdateRequestSchema,
  type Scheme,
  type SchemeAddRequest,
  type SchemeFile,
  type SchemeUpdateRequest,
} from '@diancan/core';
import type { z } from 'zod';

/** A scheme as the form holds it: amount in NT$ as typed, the uploaded files with their ids. */
export interface SchemeFormValues {
  name: string;
  description: string;
  amountDollars: number | string;
  months: number | string;
  files: SchemeFile[];
}

export const EMPTY_SCHEME: SchemeFormValues = { name: '', description: '', amountDollars: '', months: 12, files: [] };

export function schemeToValues(scheme: Scheme): SchemeFormValues {
  return {
    name: scheme.name,
    description: scheme.description ?? '',
    amountDollars: scheme.amount / 100,
    months: scheme.months,
    files: scheme.files,
  };
}

const FIELD_OF: Record<string, string> = { amount: 'amountDollars', fileIdList: 'files' };

function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const top = String(issue.path[0] ?? '');
    const field = FIELD_OF[top] ?? top;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export type SchemeCheck = { ok: true; request: SchemeAddRequest | SchemeUpdateRequest } | { ok: false; errors: Record<string, string> };

export function checkScheme(values: SchemeFormValues, id: number | null): SchemeCheck {
  const input = {
    name: values.name,
    description: values.description,
    amount: values.amountDollars === '' ? undefined : (dollarsToCents(values.amountDollars) ?? undefined),
    months: values.months === '' ? undefined : Number(values.months),
    fileIdList: values.files.map((file) => file.id),
  };
  const result = id === null ? schemeAddRequestSchema.safeParse(input) : schemeUpdateRequestSchema.safeParse({ id, ...input });
  return result.success ? { ok: true, request: result.data } : { ok: false, errors: formErrors(result.error) };
}
