/**
 * " (59s)" after a button's text while it waits. Hidden from assistive technology so the button's
 * accessible name stays exactly its words (the disabled state already says it cannot be pressed).
 */
export function CountdownSuffix({ seconds }: { seconds: number }) {
  if (seconds <= 0) return null;
  return <span aria-hidden="true">{` (${seconds}s)`}</span>;
}
