import { expect } from 'vitest';
import type { StoreAddInput, StoreDetail } from '@diancan/core';
import type { Envelope, TestClient, TestResponse } from '../harness.js';

/** Helpers of the back-office tests: signed-in clients, multipart forms, stores made through the API. */

/** The smallest valid PNG (1x1), PDF and BMP-less junk, as upload bodies. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface FormFile {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** Sends a multipart form like a browser: the session cookie, X-CSRF-TOKEN, fields and files. */
export async function sendForm<T = unknown>(
  client: TestClient,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<TestResponse<Envelope<T>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (client.xsrfToken) headers['x-csrf-token'] = client.xsrfToken;
  const response = await fetch(`${client.baseUrl}${path}`, { method, headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as Envelope<T>, headers: response.headers };
}

let counter = 0;

/** A new store with its owner, made by `client` through POST back/store/add. */
export async function addStore(
  client: TestClient,
  overrides: Partial<StoreAddInput> = {},
  logo?: FormFile,
): Promise<StoreDetail> {
  counter += 1;
  const unique = `${process.pid}x${counter}`;
  const data: StoreAddInput = {
    name: `測試商店 ${unique}`,
    phone: '02-1234-5678',
    address: '台北市信義區',
    owner: { account: `owner${unique}`, password: 'Owner1234', name: `負責人${counter}` },
    ...overrides,
  };
  const response = await sendForm<StoreDetail>(client, 'POST', '/api/back/store/add', { data: JSON.stringify(data) }, logo ? [logo] : []);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A yyyy-MM-dd date `days` from `from` (UTC calendar arithmetic). */
export function dayPlus(from: string, days: number): string {
  const time = Date.parse(`${from}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Today in Taipei, as the server computes it for a store in Asia/Taipei. */
export function taipeiToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
