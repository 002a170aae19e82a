import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

interface ReceivedMail {
  to: string[];
  raw: string;
}

function readMails(): ReceivedMail[] {
  return readFileSync(inject('mailFile'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * Waits for a mail to `address` that arrived after `since` mails, and returns the 6-digit code in it. 30 s: the send
 * is a server round trip and an SMTP delivery, slow on a busy machine.
 */
export async function waitForVerifyCode(address: string, since: number, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails().slice(since).find((m) => m.to.includes(address));
    const code = mail && decodeBody(mail.raw).match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verify code mailed to ${address}`);
}

export function mailCount(): number {
  return readMails().length;
}

/** Undoes quoted-printable and base64 parts well enough to find a code in the text. */
function decodeBody(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  const decoded = parts.map((part) => {
    const compact = part.replace(/\r?\n/g, '');
    if (/^[A-Za-z0-9+/=]{16,}$/.test(compact)) return Buffer.from(compact, 'base64').toString('utf8');
    return part.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  });
  return decoded.join('\n');
}
