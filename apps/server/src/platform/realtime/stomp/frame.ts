/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): the frame type, header escaping and the
 * encoder. The decoder is in decoder.ts.
 */

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];
export type ServerCommand = (typeof SERVER_COMMANDS)[number];
export type StompCommand = ClientCommand | ServerCommand;

const COMMANDS: ReadonlySet<string> = new Set<string>([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);

export function isStompCommand(value: string): value is StompCommand {
  return COMMANDS.has(value);
}

/** Headers in wire order; a repeated name keeps every entry, and the first one is the one that counts. */
export type StompHeaders = ReadonlyArray<readonly [name: string, value: string]>;

export interface StompFrame {
  command: StompCommand;
  headers: StompHeaders;
  body: Uint8Array;
}

/** The largest frame accepted or sent (command line, headers, body and NUL). */
export const MAX_FRAME_BYTES = 64 * 1024;

export class StompProtocolError extends Error {
  constructor(
    message: string,
    /** True when the frame was refused for its size rather than its shape. */
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'StompProtocolError';
  }
}

/** CONNECT and CONNECTED keep header values raw, so STOMP 1.0 peers can read them (spec, "Value Encoding"). */
export function usesHeaderEscaping(command: StompCommand): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

export function headerValue(frame: Pick<StompFrame, 'headers'>, name: string): string | undefined {
  return frame.headers.find(([key]) => key === name)?.[1];
}

// ---- escaping ----------------------------------------------------------------------------------

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', n: '\n', r: '\r', c: ':' };

export function escapeHeaderText(text: string): string {
  return text.replace(/[\\\n\r:]/g, (char) => ESCAPES[char] ?? char);
}

/** Reverses escapeHeaderText; any other backslash sequence is a fatal protocol error (spec). */
export function unescapeHeaderText(text: string): string {
  return text.replace(/\\(.?)/gs, (_whole, next: string) => {
    const replacement = UNESCAPES[next];
    if (replacement === undefined) throw new StompProtocolError(`invalid escape sequence "\\${next}" in a header`);
    return replacement;
  });
}

// ---- encoding ----------------------------------------------------------------------------------

const encoder = new TextEncoder();
const NUL = 0;

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The wire bytes of a frame. A body that contains NUL needs a content-length header, or it could not be read back. */
export function encodeFrame(frame: StompFrame): Uint8Array {
  const escape = usesHeaderEscaping(frame.command);
  let head = `${frame.command}\n`;
  for (const [name, value] of frame.headers) {
    if (name === '') throw new StompProtocolError('a header name cannot be empty');
    if (!escape && (/[\r\n:]/.test(name) || /[\r\n]/.test(value))) {
      // Raw CONNECT/CONNECTED headers cannot carry line breaks, nor a colon in a name.
      throw new StompProtocolError(`header "${name}" of ${frame.command} cannot be written without escaping`);
    }
    head += escape ? `${escapeHeaderText(name)}:${escapeHeaderText(value)}\n` : `${name}:${value}\n`;
  }
  head += '\n';
  const declaredLength = headerValue(frame, 'content-length');
  if (declaredLength === undefined && frame.body.includes(NUL)) {
    throw new StompProtocolError('a body containing NUL needs a content-length header');
  }
  if (declaredLength !== undefined && Number(declaredLength) !== frame.body.byteLength) {
    throw new StompProtocolError('content-length does not match the body');
  }
  const headBytes = utf8(head);
  const bytes = new Uint8Array(headBytes.byteLength + frame.body.byteLength + 1);
  bytes.set(headBytes, 0);
  bytes.set(frame.body, headBytes.byteLength);
  bytes[bytes.byteLength - 1] = NUL;
  return bytes;
}

/** A frame the server sends: headers in order, a text body with its content-length (and content-type when given). */
export function serverFrame(
  command: ServerCommand,
  headers: Record<string, string | number | undefined>,
  body?: { text: string; contentType: string },
): StompFrame {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) entries.push([name, String(value)]);
  }
  if (!body) return { command, headers: entries, body: new Uint8Array() };
  const bytes = utf8(body.text);
  entries.push(['content-type', body.contentType], ['content-length', String(bytes.byteLength)]);
  return { command, headers: entries, body: bytes };
}
