import type { z } from 'zod';

/**
 * The first message of each field of a failed contract check, keyed by the field path as the form names it
 * (`name`, `groups.0.items`). The forms validate with the very schemas the server uses.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
