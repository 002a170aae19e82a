import { StompProtocolError } from './stomp/frame.js';

/** What this server offers: how often it can send heart-beats and how often it wants to hear from the client. */
export interface HeartbeatSettings {
  sendEveryMs: number;
  expectEveryMs: number;
}

export interface NegotiatedHeartbeat {
  /** Send an EOL when nothing else was sent for this long (0: never). */
  outgoingMs: number;
  /** Expect something from the client at least this often (0: not checked by STOMP). */
  incomingMs: number;
}

/** Reads the CONNECT `heart-beat: cx,cy` header (absent means 0,0). */
export function parseHeartbeatHeader(value: string | undefined): { canSend: number; wantsReceive: number } {
  if (value === undefined) return { canSend: 0, wantsReceive: 0 };
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  if (!match) throw new StompProtocolError(`invalid heart-beat header "${value.slice(0, 30)}"`);
  return { canSend: Number(match[1]), wantsReceive: Number(match[2]) };
}

/** STOMP 1.2 "Heart-beating": each direction runs at the slower of the two wishes, or not at all if one side says 0. */
export function negotiateHeartbeat(
  client: { canSend: number; wantsReceive: number },
  server: HeartbeatSettings,
): NegotiatedHeartbeat {
  const slower = (a: number, b: number) => (a === 0 || b === 0 ? 0 : Math.max(a, b));
  return {
    outgoingMs: slower(server.sendEveryMs, client.wantsReceive),
    incomingMs: slower(server.expectEveryMs, client.canSend),
  };
}
