import { RECONNECT_DELAY_MS, RECONNECT_MAX_TRIES, RECONNECT_MODAL_FROM } from '@diancan/core';

/**
 * The realtime link's reconnect rules (access section 4), as a pure state machine:
 * - status connecting / connected / error;
 * - after a failure, the next automatic try comes 1 s later, up to 30 failed tries, then the user is logged out;
 * - the disconnect modal is open from the 3rd failed try until the link is back;
 * - a manual retry (the modal's button, the offline overlay) tries at once and is not counted;
 * - when the link comes back after a loss, 重新連線成功! is shown.
 */

export type LinkStatus = 'idle' | 'connecting' | 'connected' | 'error';

export interface LinkState {
  status: LinkStatus;
  /** Failed automatic tries since the link was last up. */
  failures: number;
  modalOpen: boolean;
  /** An established link was lost: the next success is a recovery (not so for the very first connection). */
  recovering: boolean;
  /** The try in progress was asked for by the user. */
  manualAttempt: boolean;
}

export type LinkEvent =
  | { type: 'start' }
  | { type: 'stop' }
  /** The timer of a scheduled automatic try went off. */
  | { type: 'retryDue' }
  | { type: 'manualRetry' }
  | { type: 'connected' }
  /** The try in progress ended without a connection. */
  | { type: 'attemptFailed' }
  /** An established connection dropped. */
  | { type: 'connectionLost' };

export type LinkEffect =
  | { kind: 'connect' }
  | { kind: 'scheduleRetry'; delayMs: number }
  | { kind: 'cancelRetry' }
  | { kind: 'disconnect' }
  | { kind: 'showRecovered' }
  | { kind: 'logout' };

export const initialLinkState: LinkState = {
  status: 'idle',
  failures: 0,
  modalOpen: false,
  recovering: false,
  manualAttempt: false,
};

export function nextLinkState(state: LinkState, event: LinkEvent): { state: LinkState; effects: LinkEffect[] } {
  switch (event.type) {
    case 'start':
      if (state.status !== 'idle') return { state, effects: [] };
      return { state: { ...initialLinkState, status: 'connecting' }, effects: [{ kind: 'connect' }] };

    case 'stop':
      if (state.status === 'idle') return { state, effects: [] };
      return { state: initialLinkState, effects: [{ kind: 'cancelRetry' }, { kind: 'disconnect' }] };

    case 'retryDue':
      if (state.status !== 'error') return { state, effects: [] };
      return { state: { ...state, status: 'connecting', manualAttempt: false }, effects: [{ kind: 'connect' }] };

    case 'manualRetry':
      if (state.status === 'idle' || state.status === 'connected' || state.status === 'connecting') {
        return { state, effects: [] };
      }
      return {
        state: { ...state, status: 'connecting', manualAttempt: true },
        effects: [{ kind: 'cancelRetry' }, { kind: 'connect' }],
      };

    case 'connected': {
      if (state.status !== 'connecting') return { state, effects: [] };
      const effects: LinkEffect[] = state.recovering ? [{ kind: 'showRecovered' }] : [];
      return { state: { ...initialLinkState, status: 'connected' }, effects };
    }

    case 'connectionLost':
      if (state.status !== 'connected') return { state, effects: [] };
      return {
        state: { ...state, status: 'error', recovering: true },
        effects: [{ kind: 'scheduleRetry', delayMs: RECONNECT_DELAY_MS }],
      };

    case 'attemptFailed': {
      if (state.status !== 'connecting') return { state, effects: [] };
      const failures = state.manualAttempt ? state.failures : state.failures + 1;
      if (failures >= RECONNECT_MAX_TRIES) {
        return { state: initialLinkState, effects: [{ kind: 'disconnect' }, { kind: 'logout' }] };
      }
      return {
        state: {
          status: 'error',
          failures,
          modalOpen: failures >= RECONNECT_MODAL_FROM,
          recovering: state.recovering,
          manualAttempt: false,
        },
        effects: [{ kind: 'scheduleRetry', delayMs: RECONNECT_DELAY_MS }],
      };
    }
  }
}
