/**
 * The kitchen screen's sounds (Web Audio oscillators, no files): a ding for a new ticket, a low buzz for a 取消.
 * Browsers keep audio off until the page had a gesture: the screen's first tap (or key) turns it on.
 */
let context: AudioContext | null = null;

export function unlockKdsAudio(): void {
  if (context) return void context.resume().catch(() => undefined);
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  context = new Context();
  void context.resume().catch(() => undefined);
}

const TONES = {
  ticket: [
    { frequency: 988, at: 0, duration: 0.15 },
    { frequency: 1319, at: 0.14, duration: 0.25 },
  ],
  cancel: [
    { frequency: 220, at: 0, duration: 0.25 },
    { frequency: 196, at: 0.3, duration: 0.35 },
  ],
  ready: [
    { frequency: 784, at: 0, duration: 0.2 },
    { frequency: 988, at: 0.18, duration: 0.2 },
    { frequency: 1175, at: 0.36, duration: 0.4 },
  ],
} as const;

export type KdsTone = keyof typeof TONES;

export function playKdsTone(tone: KdsTone): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const note of TONES[tone]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.3, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.duration + 0.05);
  }
}
