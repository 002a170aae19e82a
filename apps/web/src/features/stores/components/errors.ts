import type { z } from 'zod';

/** The first message of each field of a failed contract check, keyed by the form's field path (`owner.account`). */
export function fieldErrors(error: z.ZodError, rename: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = rename[path] ?? path;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
