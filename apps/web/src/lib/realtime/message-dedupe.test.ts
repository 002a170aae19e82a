import { describe, expect, it } from 'vitest';
import { DEDUPE_MAX, DEDUPE_WINDOW_MS } from '@diancan/core';
import { MessageDedupe } from './message-dedupe';

describe('message dedupe', () => {
  it('accepts an id once within 180 s, and again after', () => {
    let now = 0;
    const dedupe = new MessageDedupe(DEDUPE_WINDOW_MS, DEDUPE_MAX, () => now);
    expect(dedupe.accept('a')).toBe(true);
    now += DEDUPE_WINDOW_MS - 1;
    expect(dedupe.accept('a')).toBe(false);
    now += DEDUPE_WINDOW_MS;
    expect(dedupe.accept('a')).toBe(true);
  });

  it('forgets expired ids as time passes', () => {
    let now = 0;
    const dedupe = new MessageDedupe(DEDUPE_WINDOW_MS, DEDUPE_MAX, () => now);
    for (let index = 0; index < 10; index += 1) dedupe.accept(`old-${index}`);
    now += DEDUPE_WINDOW_MS;
    dedupe.accept('new');
    expect(dedupe.size).toBe(1);
  });

  it('is cleared when it grows past 1000 entries, keeping the newest id', () => {
    const dedupe = new MessageDedupe(DEDUPE_WINDOW_MS, DEDUPE_MAX, () => 0);
    for (let index = 0; index < DEDUPE_MAX; index += 1) expect(dedupe.accept(`m-${index}`)).toBe(true);
    expect(dedupe.size).toBe(DEDUPE_MAX);
    expect(dedupe.accept('one-more')).toBe(true);
    expect(dedupe.size).toBe(1);
    expect(dedupe.accept('one-more')).toBe(false);
    // What was cleared is no longer recognised.
    expect(dedupe.accept('m-0')).toBe(true);
  });
});
