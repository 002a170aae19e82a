import {
  MAX_FRAME_BYTES,
  StompProtocolError,
  isStompCommand,
  unescapeHeaderText,
  usesHeaderEscaping,
  type StompFrame,
} from './frame.js';

/** What the decoder reads off the wire: a whole frame, or an end-of-line sent as a heart-beat. */
export type DecodedItem = { kind: 'frame'; frame: StompFrame } | { kind: 'heartbeat' };

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads STOMP frames from a byte stream. WebSocket messages may carry several frames, a frame split over several
 * messages, and heart-beat EOLs between frames; push() takes the bytes as they come and returns what is complete.
 * Anything malformed or larger than the limit throws a StompProtocolError: the connection cannot be trusted after it.
 */
export class StompDecoder {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes = MAX_FRAME_BYTES) {}

  push(chunk: Uint8Array): DecodedItem[] {
    const bytes = this.pending.byteLength === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    const items: DecodedItem[] = [];
    let position = 0;
    while (position < bytes.byteLength) {
      const first = bytes[position];
      if (first === LF) {
        items.push({ kind: 'heartbeat' });
        position += 1;
        continue;
      }
      if (first === CR) {
        if (position + 1 >= bytes.byteLength) break; // the LF is still to come
        if (bytes[position + 1] !== LF) throw new StompProtocolError('a carriage return without a line feed');
        items.push({ kind: 'heartbeat' });
        position += 2;
        continue;
      }
      const read = this.readFrame(bytes, position);
      if (!read) break;
      items.push({ kind: 'frame', frame: read.frame });
      position = read.end;
    }
    // Copy the unread tail so the consumed bytes can be freed.
    this.pending = Buffer.from(bytes.subarray(position));
    return items;
  }

  /** The frame starting at `start`, or null while it is incomplete. */
  private readFrame(bytes: Buffer, start: number): { frame: StompFrame; end: number } | null {
    const lines: string[] = [];
    let cursor = start;
    for (;;) {
      const lineEnd = bytes.indexOf(LF, cursor);
      if (lineEnd === -1) return this.incomplete(bytes, start);
      const contentEnd = lineEnd > cursor && bytes[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
      const line = decodeText(bytes.subarray(cursor, contentEnd));
      cursor = lineEnd + 1;
      if (line === '') break;
      lines.push(line);
      this.checkSize(cursor - start);
    }
    const [command, ...headerLines] = lines;
    if (command === undefined) throw new StompProtocolError('a frame has no command');
    if (!isStompCommand(command)) throw new StompProtocolError(`unknown command "${command.slice(0, 20)}"`);
    const escaped = usesHeaderEscaping(command);
    const headers = headerLines.map((line) => parseHeader(line, escaped));

    const bodyStart = cursor;
    const declared = headers.find(([name]) => name === 'content-length')?.[1];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d{1,10}$/.test(declared)) throw new StompProtocolError('content-length is not a number');
      bodyEnd = bodyStart + Number(declared);
      this.checkSize(bodyEnd + 1 - start);
      if (bytes.byteLength <= bodyEnd) return null;
      if (bytes[bodyEnd] !== NUL) throw new StompProtocolError('the body is not followed by NUL');
    } else {
      bodyEnd = bytes.indexOf(NUL, bodyStart);
      if (bodyEnd === -1) return this.incomplete(bytes, start);
      this.checkSize(bodyEnd + 1 - start);
    }
    const body = new Uint8Array(bytes.subarray(bodyStart, bodyEnd));
    return { frame: { command, headers, body }, end: bodyEnd + 1 };
  }

  private incomplete(bytes: Buffer, start: number): null {
    this.checkSize(bytes.byteLength - start);
    return null;
  }

  private checkSize(frameBytes: number): void {
    if (frameBytes > this.maxFrameBytes) {
      throw new StompProtocolError(`a frame is larger than ${this.maxFrameBytes} bytes`, true);
    }
  }
}

function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompProtocolError('a frame header is not valid UTF-8');
  }
}

/**
 * `name:value`. Values are split at the first colon: 1.2 peers escape colons as \c, but a raw colon in a value
 * (common in CONNECT headers) is read as part of it rather than refused.
 */
function parseHeader(line: string, escaped: boolean): [string, string] {
  const colon = line.indexOf(':');
  if (colon <= 0) throw new StompProtocolError('a header line has no name');
  const name = line.slice(0, colon);
  const value = line.slice(colon + 1);
  return escaped ? [unescapeHeaderText(name), unescapeHeaderText(value)] : [name, value];
}
