import { STAFF_APPROVAL_HEADER, STAFF_MSG, STAFF_PERMISSIONS, type StaffPermission } from '@diancan/core';

/**
 * Staff mode at the counter (docs/staff.md): when the server refuses a call for want of a signed-in staff member
 * (請先輸入員工密碼) or of a permission (權限不足：… (CODE)), the http client asks the screen that registered here: a
 * PIN pad to sign in, or the 主管授權 pad that answers a one-time approval token. The call is then sent once more
 * (with X-Staff-Approval). Without a registered screen the refusal goes to the caller as usual.
 */
export type StaffPrompt = { kind: 'signIn' } | { kind: 'approve'; permission: StaffPermission };

/** Resolves to the approval token (approve), true (signed in) or null (the user gave up). */
export type StaffPromptHandler = (prompt: StaffPrompt) => Promise<string | true | null>;

let handler: StaffPromptHandler | null = null;

/** Registers the screen's prompt; returns the unregister function. */
export function setStaffPromptHandler(next: StaffPromptHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** What a 403's message asks for, if it is a staff refusal. */
export function staffPromptOf(status: number, message: string | null | undefined): StaffPrompt | null {
  if (status !== 403 || !message) return null;
  if (message === STAFF_MSG.SIGN_IN_REQUIRED) return { kind: 'signIn' };
  if (!message.startsWith(STAFF_MSG.FORBIDDEN)) return null;
  const code = /\(([A-Z_]+)\)$/.exec(message)?.[1];
  return code && (STAFF_PERMISSIONS as readonly string[]).includes(code) ? { kind: 'approve', permission: code as StaffPermission } : null;
}

/**
 * Asks the registered screen; answers the headers to send the call again with, or null to let the refusal stand.
 */
export async function resolveStaffPrompt(prompt: StaffPrompt): Promise<Record<string, string> | null> {
  if (!handler) return null;
  const answer = await handler(prompt);
  if (answer === null) return null;
  return answer === true ? {} : { [STAFF_APPROVAL_HEADER]: answer };
}
