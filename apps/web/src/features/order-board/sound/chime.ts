/**
 * The board's sounds, made with Web Audio oscillators (no audio files to load or cache). Browsers keep an
 * AudioContext suspended until the page has had a user gesture, so the context is created and resumed on the first
 * pointer or key press (see `unlockAudioOnFirstInteraction`); a chime before that is silently skipped.
 */

export type ChimeKind = 'newOrder' | 'idleOrder';

interface Note {
  frequency: number;
  /** Seconds after the chime starts. */
  at: number;
  duration: number;
}

/** A rising two-note ding for a new order, a lower double knock for an order waiting too long. */
const CHIMES: Record<ChimeKind, readonly Note[]> = {
  newOrder: [
    { frequency: 880, at: 0, duration: 0.18 },
    { frequency: 1318.5, at: 0.16, duration: 0.35 },
  ],
  idleOrder: [
    { frequency: 523.25, at: 0, duration: 0.22 },
    { frequency: 523.25, at: 0.3, duration: 0.22 },
  ],
};

const PEAK_GAIN = 0.25;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
const stateListeners = new Set<() => void>();

function announceState(): void {
  for (const listener of [...stateListeners]) listener();
}

/** Called whenever audio becomes usable or blocked again; returns the unsubscribe function. */
export function onAudioStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const withPrefix = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? withPrefix.webkitAudioContext ?? null;
}

/** Creates (or resumes) the audio context; call from inside a user gesture. */
export function unlockAudio(): void {
  const Context = audioContextClass();
  if (!Context) return;
  if (!context) {
    context = new Context();
    context.addEventListener('statechange', announceState);
  }
  if (context.state === 'suspended') void context.resume().then(announceState, () => undefined);
  announceState();
}

/** Whether a chime would be heard now. */
export function audioUnlocked(): boolean {
  return context !== null && context.state === 'running';
}

/**
 * Unlocks audio on the page's first pointer or key press. Returns the function that stops listening
 * (also called by itself once unlocked).
 */
export function unlockAudioOnFirstInteraction(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const stop = () => {
    for (const event of events) target.removeEventListener(event, onGesture, true);
  };
  function onGesture(): void {
    unlockAudio();
    if (audioUnlocked()) stop();
  }
  for (const event of events) target.addEventListener(event, onGesture, true);
  return stop;
}

/** Plays a chime when audio is unlocked; otherwise does nothing (a blocked sound must never break the board). */
export function playChime(kind: ChimeKind): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime + 0.01;
  for (const note of CHIMES[kind]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
    // A short attack and an exponential decay: a bell-like ding instead of a click.
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.duration + 0.05);
  }
}
