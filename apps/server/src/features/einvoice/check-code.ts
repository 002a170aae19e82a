import { createCipheriv } from 'node:crypto';

/**
 * The left QR code's check code (EINVOICE.md, "Check code"): AES-128-CBC with PKCS7 padding of invoice number +
 * random code (14 ASCII characters), under the seller's key (32 hex characters from the tax authority's tool) and the
 * specification's fixed IV, as Base64 (24 characters). Test vector: key FE05F029154F6AA67A78B338ED2F6601,
 * XF000012349876 -> CamotDNRUN8bVyY5S1BhFQ==.
 */
const CHECK_CODE_IV = Buffer.from('Dt8lyToo17X/XkXaQvihuA==', 'base64');
const AES_KEY_HEX = /^[0-9A-Fa-f]{32}$/;

export function qrCheckCode(aesKeyHex: string, invoiceNumber: string, randomCode: string): string {
  if (!AES_KEY_HEX.test(aesKeyHex)) throw new RangeError('the AES key must be 32 hex characters');
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(aesKeyHex, 'hex'), CHECK_CODE_IV);
  return Buffer.concat([cipher.update(`${invoiceNumber}${randomCode}`, 'ascii'), cipher.final()]).toString('base64');
}
