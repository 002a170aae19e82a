import { Agent as HttpAgent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * The box's calls to the server, on keep-alive connections of its own that close() ends. Not fetch: aborting a held
 * take in Node's fetch (undici 6) leaves a fresh spare connection open to the server, which holds up the server's
 * graceful close; here the box closes every connection it opened, the held take's included.
 */
export class BoxHttpClient {
  private readonly sockets: HttpAgent;

  constructor(private readonly baseUrl: string) {
    // noDelay: a take's small request goes out at once (Nagle would hold it behind the previous answer's ACK).
    const options = { keepAlive: true, noDelay: true };
    this.sockets = baseUrl.startsWith('https:') ? new HttpsAgent(options) : new HttpAgent(options);
  }

  /** `idleMs`: the call fails when the connection stays silent that long (a held take gets its wait on top). */
  send(method: string, path: string, headers: Record<string, string>, body: string | undefined, idleMs: number): Promise<HttpAnswer> {
    const target = new URL(`${this.baseUrl}${path}`);
    const open = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const call = open(target, { method, headers, agent: this.sockets, timeout: idleMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      call.on('timeout', () => call.destroy(new Error(`${method} ${path}: no answer in ${idleMs} ms`)));
      call.on('error', reject);
      call.end(body);
    });
  }

  /** Ends every connection, a held take's too (its call fails). */
  close(): void {
    this.sockets.destroy();
  }
}
