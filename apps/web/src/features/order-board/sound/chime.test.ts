import { describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's AudioContext: records the oscillators a chime starts. */
class FakeAudioContext extends EventTarget {
  static started: number[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: vi.fn() },
      connect: vi.fn(),
      start: (at: number) => FakeAudioContext.started.push(at),
      stop: vi.fn(),
    };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  }
}

async function freshChimeModule() {
  vi.resetModules();
  return import('./chime');
}

describe('the board chime', () => {
  it('stays silent until the first interaction, then plays oscillator notes', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.started = [];
    const chime = await freshChimeModule();
    chime.playChime('newOrder');
    expect(FakeAudioContext.started).toEqual([]);

    const stop = chime.unlockAudioOnFirstInteraction(window);
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(chime.audioUnlocked()).toBe(true);
    chime.playChime('newOrder');
    expect(FakeAudioContext.started).toHaveLength(2);
    stop();
  });

  it('does nothing where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const chime = await freshChimeModule();
    chime.unlockAudio();
    expect(chime.audioUnlocked()).toBe(false);
    expect(() => chime.playChime('idleOrder')).not.toThrow();
  });
});
