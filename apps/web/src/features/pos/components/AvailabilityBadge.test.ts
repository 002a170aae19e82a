import { describe, expect, it } from 'vitest';
import { formatChange } from './AvailabilityBadge';

describe('the next opening or rest time on the availability badge', () => {
  it('reads M/D HH:mm in Taipei time, as zh-TW writes it', () => {
    expect(formatChange('2026-11-27T06:05:09Z')).toBe('11/27 14:05');
    expect(formatChange('2026-12-31T16:00:00Z')).toBe('1/1 00:00');
  });
});
