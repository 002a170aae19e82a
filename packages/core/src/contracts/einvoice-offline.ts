import { z } from 'zod';
import { queryId, requestObject, requiredId } from './fields.js';

/**
 * Offline invoice blocks (issue 22; docs/offline.md): each terminal (a browser, by the device id it keeps) reserves a
 * block of the store's current track while online; invoices it issues with no network take numbers from that block
 * and are recorded when their order is uploaded. Store users on their own stores.
 */

type Call<M extends 'GET' | 'POST' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

export const EINVOICE_OFFLINE_PATHS = {
  /** Body `reserveOfflineBlockRequestSchema` -> `OfflineBlock`: the terminal's open block, or a new one. */
  reserveOfflineBlock: call('POST', '/api/back/einvoice/reserveOfflineBlock'),
  /** `?storeId=` -> `OfflineBlock[]`: every terminal's blocks, newest first (store settings). */
  getOfflineBlockList: call('GET', '/api/back/einvoice/getOfflineBlockList'),
  /** Body `{storeId, id}` -> null: no invoice issued after now may use the block. */
  revokeOfflineBlock: call('PUT', '/api/back/einvoice/revokeOfflineBlock'),
} as const;

/** One booklet (本) of 50 numbers, as the tax authority assigns them. */
export const OFFLINE_BLOCK_SIZE = 50;

export const EINVOICE_OFFLINE_MSG = {
  NO_NUMBERS: '本期發票號碼不足，無法保留離線發票號碼',
  BLOCK_NOT_FOUND: '離線發票號碼區段不存在',
  OUTSIDE_BLOCK: '發票號碼不在此終端機的離線區段內',
  BLOCK_REVOKED: '此終端機的離線發票區段已撤銷',
  NUMBER_USED: '此發票號碼已使用',
  ALREADY_REVOKED: '此區段已撤銷',
  RANDOM_CODE_MISMATCH: '離線發票隨機碼與保留區段不符',
} as const;

/** The device id a browser keeps (32 hex characters today; any 8 to 64 of A-Z a-z 0-9 _ -). */
export const terminalIdSchema = z
  .string({ error: '終端機代碼為必填' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '終端機代碼格式不正確');

export const reserveOfflineBlockRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  terminalId: terminalIdSchema,
  size: z.number({ error: '數量須為數字' }).int('數量須為整數').min(1, '數量須大於0').max(OFFLINE_BLOCK_SIZE * 5, `數量不可超過${OFFLINE_BLOCK_SIZE * 5}`).default(OFFLINE_BLOCK_SIZE),
});
export type ReserveOfflineBlockRequest = z.infer<typeof reserveOfflineBlockRequestSchema>;

export const offlineBlockListQuerySchema = requestObject({ storeId: queryId('商店編號') });
export const revokeOfflineBlockRequestSchema = requestObject({ storeId: requiredId('商店編號'), id: requiredId('區段編號') });

export const offlineBlockSchema = z.object({
  id: z.number().int(),
  terminalId: z.string(),
  periodKey: z.string(),
  letters: z.string(),
  startNumber: z.number().int(),
  endNumber: z.number().int(),
  /** Numbers of the block already recorded on the server. */
  usedNumbers: z.array(z.number().int()),
  reservedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type OfflineBlock = z.infer<typeof offlineBlockSchema>;

/**
 * What the proof of a number needs that the terminal can't compute: its random code (drawn by the server when the block
 * is reserved, and the one the server records on upload) and the left QR code's check code (AES of number + random
 * code under the store's key, which never leaves the server: only these per-number ciphertexts do).
 */
export const offlineProofCodeSchema = z.object({
  number: z.number().int(),
  randomCode: z.string(),
  checkCode: z.string(),
});
export type OfflineProofCode = z.infer<typeof offlineProofCodeSchema>;

/** The seller as the proof prints it, and every number's codes, in the block's order. */
export const offlineBlockProofSchema = z.object({
  sellerTaxId: z.string(),
  sellerName: z.string(),
  sellerAddress: z.string().nullable(),
  codes: z.array(offlineProofCodeSchema),
});
export type OfflineBlockProof = z.infer<typeof offlineBlockProofSchema>;

/** The reservation's answer: the block, and what its proofs need (null while the store's seller or key is not set). */
export const reservedOfflineBlockSchema = offlineBlockSchema.extend({ proof: offlineBlockProofSchema.nullable() });
export type ReservedOfflineBlock = z.infer<typeof reservedOfflineBlockSchema>;

/** On an addOrder body: the number an offline invoice took from its terminal's block (and printed). */
export const offlineInvoiceNumberSchema = z.object(
  {
    terminalId: terminalIdSchema,
    blockId: requiredId('區段編號'),
    number: z.number({ error: '發票號碼須為數字' }).int('發票號碼須為整數').min(0, '發票號碼不正確').max(99_999_999, '發票號碼不正確'),
    /** The random code the terminal printed (the block's for this number); absent from an older terminal's upload. */
    randomCode: z.string().regex(/^\d{4}$/, '隨機碼須為4位數字').optional(),
  },
  { error: '離線發票格式不正確' },
);
export type OfflineInvoiceNumber = z.infer<typeof offlineInvoiceNumberSchema>;
