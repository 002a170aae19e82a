import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECONNECT_DELAY_MS, RECONNECT_MAX_TRIES, RECONNECT_MODAL_FROM } from '@diancan/core';
import { initialLinkState, nextLinkState, type LinkEffect, type LinkEvent, type LinkState } from './link-policy';

function run(events: LinkEvent[], from: LinkState = initialLinkState) {
  let state = from;
  const effects: LinkEffect[][] = [];
  for (const event of events) {
    const next = nextLinkState(state, event);
    state = next.state;
    effects.push(next.effects);
  }
  return { state, effects, last: effects.at(-1) ?? [] };
}

/** One failed automatic try: the retry timer fires, the try fails. */
const failedTry: LinkEvent[] = [{ type: 'retryDue' }, { type: 'attemptFailed' }];
const connectedOnce: LinkEvent[] = [{ type: 'start' }, { type: 'connected' }];

describe('reconnect policy', () => {
  it('starts by connecting, and is connected without any message the first time', () => {
    expect(run([{ type: 'start' }]).last).toEqual([{ kind: 'connect' }]);
    const { state, last } = run(connectedOnce);
    expect(state.status).toBe('connected');
    expect(last).toEqual([]);
  });

  it('tries again 1 s after a loss, and says 重新連線成功! when back', () => {
    const lost = run([...connectedOnce, { type: 'connectionLost' }]);
    expect(lost.state.status).toBe('error');
    expect(lost.last).toEqual([{ kind: 'scheduleRetry', delayMs: RECONNECT_DELAY_MS }]);
    const back = run([{ type: 'retryDue' }, { type: 'connected' }], lost.state);
    expect(back.effects[0]).toEqual([{ kind: 'connect' }]);
    expect(back.last).toEqual([{ kind: 'showRecovered' }]);
    expect(back.state).toEqual({ ...initialLinkState, status: 'connected' });
  });

  it('opens the disconnect modal from the 3rd failed try', () => {
    let state = run([...connectedOnce, { type: 'connectionLost' }]).state;
    for (let failure = 1; failure <= RECONNECT_MODAL_FROM; failure += 1) {
      state = run(failedTry, state).state;
      expect(state.failures).toBe(failure);
      expect(state.modalOpen).toBe(failure >= RECONNECT_MODAL_FROM);
    }
  });

  it('does not count a manual retry, and tries at once', () => {
    let state = run([...connectedOnce, { type: 'connectionLost' }, ...failedTry, ...failedTry, ...failedTry]).state;
    const manual = run([{ type: 'manualRetry' }], state);
    expect(manual.last).toEqual([{ kind: 'cancelRetry' }, { kind: 'connect' }]);
    state = run([{ type: 'attemptFailed' }], manual.state).state;
    expect(state.failures).toBe(3);
    expect(state.modalOpen).toBe(true);
    // The automatic tries go on after it.
    expect(run([{ type: 'attemptFailed' }], manual.state).last).toEqual([
      { kind: 'scheduleRetry', delayMs: RECONNECT_DELAY_MS },
    ]);
  });

  it('logs out after the 30th failed try', () => {
    let result = run([...connectedOnce, { type: 'connectionLost' }]);
    for (let failure = 1; failure < RECONNECT_MAX_TRIES; failure += 1) {
      result = run(failedTry, result.state);
      expect(result.last).toEqual([{ kind: 'scheduleRetry', delayMs: RECONNECT_DELAY_MS }]);
    }
    result = run(failedTry, result.state);
    expect(result.last).toEqual([{ kind: 'disconnect' }, { kind: 'logout' }]);
    expect(result.state).toEqual(initialLinkState);
  });

  it('closes the modal and resets the count once connected again', () => {
    const state = run([...connectedOnce, { type: 'connectionLost' }, ...failedTry, ...failedTry, ...failedTry]).state;
    expect(state.modalOpen).toBe(true);
    const back = run([{ type: 'retryDue' }, { type: 'connected' }], state);
    expect(back.state.modalOpen).toBe(false);
    expect(back.state.failures).toBe(0);
  });

  it('stops: cancels the retry and disconnects; late events change nothing', () => {
    const stopped = run([...connectedOnce, { type: 'connectionLost' }, { type: 'stop' }]);
    expect(stopped.last).toEqual([{ kind: 'cancelRetry' }, { kind: 'disconnect' }]);
    expect(run([{ type: 'retryDue' }, { type: 'connected' }, { type: 'attemptFailed' }], stopped.state).state).toEqual(
      initialLinkState,
    );
  });

  it('keeps its invariants over any sequence of events', () => {
    const event = fc.constantFrom<LinkEvent>(
      { type: 'start' },
      { type: 'stop' },
      { type: 'retryDue' },
      { type: 'manualRetry' },
      { type: 'connected' },
      { type: 'attemptFailed' },
      { type: 'connectionLost' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 200 }), (events) => {
        let state = initialLinkState;
        for (const next of events) {
          const result = nextLinkState(state, next);
          const before = state;
          state = result.state;
          expect(state.failures).toBeLessThan(RECONNECT_MAX_TRIES);
          expect(state.modalOpen).toBe(state.failures >= RECONNECT_MODAL_FROM);
          if (state.status === 'connected') expect(state.failures).toBe(0);
          // A failure count only grows by one automatic try at a time.
          expect(state.failures - before.failures).toBeLessThanOrEqual(1);
          // Only a connecting link may connect; a connect effect always leaves the link connecting.
          if (result.effects.some((effect) => effect.kind === 'connect')) expect(state.status).toBe('connecting');
        }
      }),
      { numRuns: 500 },
    );
  });
});
