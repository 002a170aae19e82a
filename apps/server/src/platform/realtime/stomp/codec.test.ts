import { FrameImpl, Parser } from '@stomp/stompjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StompDecoder, type DecodedItem } from './decoder.js';
import {
  CLIENT_COMMANDS,
  MAX_FRAME_BYTES,
  SERVER_COMMANDS,
  StompProtocolError,
  encodeFrame,
  escapeHeaderText,
  headerValue,
  serverFrame,
  unescapeHeaderText,
  usesHeaderEscaping,
  utf8,
  type StompCommand,
  type StompFrame,
} from './frame.js';

const text = new TextDecoder();

/** Strings rich in the characters escaping is about, mixed with any other code point. */
const headerText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', ':', '\n', '\r', 'c', 'n', 'r', ' ', '店'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

const escapedCommand = fc.constantFrom(
  ...[...CLIENT_COMMANDS, ...SERVER_COMMANDS].filter((command) => usesHeaderEscaping(command)),
);

function withContentLength(headers: Array<[string, string]>, body: Uint8Array, always: boolean): Array<[string, string]> {
  return always || body.includes(0) ? [...headers, ['content-length', String(body.byteLength)]] : headers;
}

/** Any frame the codec must carry unchanged: escaped commands with any header text, raw ones with what they allow. */
const anyFrame: fc.Arbitrary<StompFrame> = fc.oneof(
  fc
    .record({
      command: escapedCommand,
      headers: fc.array(fc.tuple(headerText.filter((name) => name !== '' && name !== 'content-length'), headerText), {
        maxLength: 6,
      }),
      body: fc.uint8Array({ maxLength: 300 }),
      declareLength: fc.boolean(),
    })
    .map(({ command, headers, body, declareLength }) => ({
      command,
      headers: withContentLength(headers, body, declareLength),
      body,
    })),
  fc
    .record({
      command: fc.constantFrom<StompCommand>('CONNECT', 'CONNECTED'),
      headers: fc.array(
        fc.tuple(
          fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !/[\r\n:]/.test(name) && name !== 'content-length'),
          fc.string({ maxLength: 20 }).filter((value) => !/[\r\n]/.test(value)),
        ),
        { maxLength: 6 },
      ),
    })
    .map(({ command, headers }) => ({ command, headers, body: new Uint8Array() })),
);

function decodeAll(bytes: Uint8Array, decoder = new StompDecoder()): DecodedItem[] {
  return decoder.push(bytes);
}

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}

describe('header escaping', () => {
  it('unescape(escape(s)) is s for any text', () => {
    fc.assert(fc.property(headerText, (value) => unescapeHeaderText(escapeHeaderText(value)) === value));
  });

  it('an escaped value has no raw line break or colon left', () => {
    fc.assert(fc.property(headerText, (value) => !/[\r\n:]/.test(escapeHeaderText(value))));
  });

  it('escapes exactly the four characters of the spec', () => {
    expect(escapeHeaderText('a\\b\nc\rd:e')).toBe('a\\\\b\\nc\\rd\\ce');
    expect(unescapeHeaderText('a\\\\b\\nc\\rd\\ce')).toBe('a\\b\nc\rd:e');
  });

  it('refuses an undefined escape sequence and a trailing backslash', () => {
    expect(() => unescapeHeaderText('tab\\t')).toThrow(StompProtocolError);
    expect(() => unescapeHeaderText('end\\')).toThrow(StompProtocolError);
  });
});

describe('frame encoding and decoding', () => {
  it('decode(encode(frame)) gives the frame back', () => {
    fc.assert(
      fc.property(anyFrame, (frame) => {
        expect(decodeAll(encodeFrame(frame))).toEqual([{ kind: 'frame', frame }]);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the same frames and heart-beats however the stream is cut into messages', () => {
    const item = fc.oneof(
      anyFrame.map((frame) => ({ kind: 'frame' as const, frame })),
      fc.constantFrom({ kind: 'heartbeat' as const }),
    );
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.boolean(),
        (items, cuts, crlf) => {
          const wire = concat(
            items.map((entry) => (entry.kind === 'frame' ? encodeFrame(entry.frame) : utf8(crlf ? '\r\n' : '\n'))),
          );
          const points = [...new Set(cuts.map((cut) => cut % (wire.byteLength + 1)))].sort((a, b) => a - b);
          const decoder = new StompDecoder();
          const read: DecodedItem[] = [];
          let from = 0;
          for (const point of [...points, wire.byteLength]) {
            read.push(...decoder.push(wire.subarray(from, point)));
            from = point;
          }
          expect(read).toEqual(items);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads CRLF line endings', () => {
    const wire = utf8('SEND\r\ndestination:/app/connect/backstage\r\n\r\nPING\0');
    expect(decodeAll(wire)).toEqual([
      {
        kind: 'frame',
        frame: { command: 'SEND', headers: [['destination', '/app/connect/backstage']], body: utf8('PING') },
      },
    ]);
  });

  it('keeps repeated headers in order; the first one counts', () => {
    const [item] = decodeAll(utf8('MESSAGE\nfoo:first\nfoo:second\n\n\0'));
    expect(item?.kind === 'frame' && headerValue(item.frame, 'foo')).toBe('first');
    expect(item?.kind === 'frame' && item.frame.headers).toEqual([
      ['foo', 'first'],
      ['foo', 'second'],
    ]);
  });

  it('reads a body of exactly content-length bytes, NULs included', () => {
    const body = Uint8Array.from([1, 0, 2, 0]);
    const [item] = decodeAll(concat([utf8('SEND\ndestination:/x\ncontent-length:4\n\n'), body, Uint8Array.of(0)]));
    expect(item?.kind === 'frame' && item.frame.body).toEqual(body);
  });

  it('counts content-length in bytes of UTF-8, not characters', () => {
    const frame = serverFrame('MESSAGE', { destination: '/topic/store/1/refresh' }, {
      text: '{"name":"珍珠奶茶"}',
      contentType: 'application/json;charset=utf-8',
    });
    expect(headerValue(frame, 'content-length')).toBe(String(utf8('{"name":"珍珠奶茶"}').byteLength));
    expect(decodeAll(encodeFrame(frame))).toEqual([{ kind: 'frame', frame }]);
  });

  it('will not write a NUL body without content-length, nor a wrong content-length', () => {
    expect(() => encodeFrame({ command: 'SEND', headers: [], body: Uint8Array.of(0) })).toThrow(StompProtocolError);
    expect(() => encodeFrame({ command: 'SEND', headers: [['content-length', '3']], body: Uint8Array.of(1) })).toThrow(
      StompProtocolError,
    );
  });

  it('will not write a CONNECTED header that needs escaping', () => {
    expect(() => encodeFrame({ command: 'CONNECTED', headers: [['server', 'a\nb']], body: new Uint8Array() })).toThrow(
      StompProtocolError,
    );
  });
});

describe('size limit', () => {
  const overhead = utf8('SEND\ndestination:/x\n\n').byteLength + 1;

  function frameOfSize(totalBytes: number, declareLength: boolean): Uint8Array {
    const headers: Array<[string, string]> = [['destination', '/x']];
    const lengthHeaderBytes = declareLength ? utf8(`content-length:${totalBytes}\n`).byteLength : 0;
    let bodySize = totalBytes - overhead - lengthHeaderBytes;
    // content-length's own digits depend on the body size: settle on a size whose frame is exactly totalBytes.
    while (declareLength && utf8(`content-length:${bodySize}\n`).byteLength + overhead + bodySize > totalBytes) {
      bodySize -= 1;
    }
    const body = new Uint8Array(bodySize).fill(0x61);
    if (declareLength) headers.push(['content-length', String(bodySize)]);
    return encodeFrame({ command: 'SEND', headers, body });
  }

  it.each([true, false])('accepts a frame of exactly 64 KiB (content-length declared: %s)', (declareLength) => {
    const wire = frameOfSize(MAX_FRAME_BYTES, declareLength);
    expect(wire.byteLength).toBe(MAX_FRAME_BYTES);
    expect(decodeAll(wire)).toHaveLength(1);
  });

  it.each([true, false])('refuses a frame one byte over 64 KiB (content-length declared: %s)', (declareLength) => {
    const wire = frameOfSize(MAX_FRAME_BYTES + 1, declareLength);
    expect(() => decodeAll(wire)).toThrow(expect.objectContaining({ tooLarge: true }));
  });

  it('refuses an oversized frame before its end arrives', () => {
    const decoder = new StompDecoder();
    expect(() => decoder.push(utf8(`SEND\ndestination:/x\ncontent-length:${MAX_FRAME_BYTES * 2}\n\n`))).toThrow(
      expect.objectContaining({ tooLarge: true }),
    );
    const unterminated = new StompDecoder();
    unterminated.push(utf8('SEND\ndestination:/x\n\n'));
    expect(() => unterminated.push(new Uint8Array(MAX_FRAME_BYTES).fill(0x61))).toThrow(
      expect.objectContaining({ tooLarge: true }),
    );
  });
});

describe('malformed input', () => {
  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['a header without a colon', 'SEND\ndestination\n\n\0'],
    ['a header without a name', 'SEND\n:value\n\n\0'],
    ['an undefined escape', 'SEND\ndestination:/a\\tb\n\n\0'],
    ['content-length that is not a number', 'SEND\ncontent-length:abc\n\nx\0'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nxy\0'],
    ['a lone carriage return', '\rSEND\n\n\0'],
  ])('refuses %s', (_label, wire) => {
    expect(() => decodeAll(utf8(wire))).toThrow(StompProtocolError);
  });

  it('refuses header bytes that are not UTF-8', () => {
    const wire = concat([utf8('SEND\ndestination:'), Uint8Array.of(0xff, 0xfe), utf8('\n\n\0')]);
    expect(() => decodeAll(wire)).toThrow(StompProtocolError);
  });

  it('on any bytes at all, either decodes or throws a StompProtocolError', () => {
    const noise = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      anyFrame.chain((frame) =>
        fc.tuple(fc.constant(encodeFrame(frame)), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([wire, at, byte]) => {
          const copy = Uint8Array.from(wire);
          if (copy.byteLength > 0) copy[at % copy.byteLength] = byte;
          return copy;
        }),
      ),
    );
    fc.assert(
      fc.property(noise, (bytes) => {
        try {
          decodeAll(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(StompProtocolError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('interoperability with @stomp/stompjs', () => {
  // stompjs trims header whitespace and its unescape mishandles "\\n"-like text, so realistic values only here.
  const plainValue = fc.string({ unit: fc.constantFrom('a', 'Z', '0', '/', '-', ':', '店', '\n'), maxLength: 20 }).map(
    (value) => value.trim(),
  );
  const stompjsFrame = fc.record({
    command: fc.constantFrom('SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'DISCONNECT'),
    headers: fc.dictionary(fc.constantFrom('destination', 'id', 'receipt', 'x-note', 'storeId'), plainValue),
    body: fc.string({ unit: 'grapheme', maxLength: 50 }),
  });

  it('decodes what stompjs sends', () => {
    fc.assert(
      fc.property(stompjsFrame, ({ command, headers, body }) => {
        const wire = new FrameImpl({ command, headers, body, escapeHeaderValues: true }).serialize();
        const [item] = decodeAll(typeof wire === 'string' ? utf8(wire) : new Uint8Array(wire));
        expect(item?.kind).toBe('frame');
        if (item?.kind !== 'frame') return;
        expect(item.frame.command).toBe(command);
        for (const [name, value] of Object.entries(headers)) expect(headerValue(item.frame, name)).toBe(value);
        expect(text.decode(item.frame.body)).toBe(body);
      }),
    );
  });

  it('writes what stompjs reads', () => {
    fc.assert(
      fc.property(stompjsFrame, ({ headers, body }) => {
        const frame = serverFrame('MESSAGE', headers, { text: body, contentType: 'text/plain' });
        const parsed: Array<{ command: string | undefined; headers: Array<[string, string]>; body: string }> = [];
        const parser = new Parser(
          (raw) => {
            const impl = FrameImpl.fromRawFrame(raw, true);
            parsed.push({ command: impl.command, headers: Object.entries(impl.headers), body: impl.body });
          },
          () => undefined,
        );
        const wire = encodeFrame(frame);
        parser.parseChunk(wire.buffer.slice(wire.byteOffset, wire.byteOffset + wire.byteLength) as ArrayBuffer);
        expect(parsed).toHaveLength(1);
        expect(parsed[0]?.body).toBe(body);
        for (const [name, value] of Object.entries(headers)) {
          expect(parsed[0]?.headers.find(([key]) => key === name)?.[1]).toBe(value);
        }
      }),
    );
  });
});
