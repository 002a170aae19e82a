/**
 * The company tax ID (統一編號, 統編) checksum, store operations section 5.
 *
 * Multiply the 8 digits by the weights 1,2,1,2,1,2,4,1 and add up the digits of each product
 * (e.g. 9 x 2 = 18 counts 1 + 8 = 9; 7 x 4 = 28 counts 2 + 8 = 10). The ID is valid when the sum is
 * divisible by 5. When the seventh digit is 7, its product 28 may stand for either 1 or 0, so the ID is also
 * valid when the sum plus 1 is divisible by 5. The placeholder 12345678 is accepted as the spec says.
 */

const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;
const ACCEPTED_PLACEHOLDER = '12345678';

function digitSum(value: number): number {
  return Math.floor(value / 10) + (value % 10);
}

export function taxIdChecksum(digits: string): number {
  return WEIGHTS.reduce((sum, weight, index) => sum + digitSum(Number(digits[index]) * weight), 0);
}

export function isValidTaxId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  if (value === ACCEPTED_PLACEHOLDER) return true;
  const sum = taxIdChecksum(value);
  if (sum % 5 === 0) return true;
  return value[6] === '7' && (sum + 1) % 5 === 0;
}
