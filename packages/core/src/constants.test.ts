import { describe, it, expect } from 'vitest';
import {
  DISCOUNT_RATIO_PRESETS,
  fontSizePx,
  IMAGE_MAX_BYTES,
  LOGIN_FAIL_WINDOW_MS,
  PDF_MAX_BYTES,
  VERIFY_CODE_TTL_MS,
} from './constants.js';

describe('constants', () => {
  it('font size is 12 + 4 x scale, default scale 1', () => {
    expect(fontSizePx()).toBe(16);
    expect(fontSizePx(0)).toBe(12);
    expect(fontSizePx(2)).toBe(20);
    expect(fontSizePx(1.5)).toBe(18);
  });
  it('upload limits are the spec byte counts', () => {
    expect(PDF_MAX_BYTES).toBe(5242880);
    expect(IMAGE_MAX_BYTES).toBe(1048576);
  });
  it('windows are in minutes the server expects', () => {
    expect(VERIFY_CODE_TTL_MS).toBe(600_000);
    expect(LOGIN_FAIL_WINDOW_MS).toBe(900_000);
  });
  it('ratio presets run 95折 to 40折 in 5% steps', () => {
    expect(DISCOUNT_RATIO_PRESETS).toHaveLength(12);
    DISCOUNT_RATIO_PRESETS.forEach((ratio, index) => {
      expect(ratio).toBeCloseTo(0.95 - index * 0.05, 10);
    });
  });
});
