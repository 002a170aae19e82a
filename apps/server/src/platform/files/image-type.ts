import type { ImageContentType } from '@diancan/core/contracts/menu';

/**
 * The type of an image decided from its first bytes (never from its name or the browser's claim):
 * PNG, JPEG or BMP, the formats the upload widget offers (png, jpg, jpeg, bmp). null: none of them.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions (the size field opens the DIB header). */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const BMP_FILE_HEADER_BYTES = 14;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** "BM", then a DIB header of a known size right after the 14-byte file header, and room for it. */
function isBmp(bytes: Buffer): boolean {
  if (bytes.length < BMP_FILE_HEADER_BYTES + 4 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const dibSize = bytes.readUInt32LE(BMP_FILE_HEADER_BYTES);
  return BMP_DIB_HEADER_SIZES.has(dibSize) && bytes.length >= BMP_FILE_HEADER_BYTES + dibSize;
}

export function detectImageType(bytes: Buffer): ImageContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (isBmp(bytes)) return 'image/bmp';
  return null;
}
