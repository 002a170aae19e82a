import { createServer, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

const RESPONSES: Record<string, string> = { EHLO: '250 sink', HELO: '250 sink', DATA: '354 go on', QUIT: '221 bye' };

/**
 * A minimal SMTP server for tests: accepts every mail (no TLS, no auth) and keeps what it received.
 * Enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
        if (verb === 'DATA') inData = true;
        reply(RESPONSES[verb] ?? '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
