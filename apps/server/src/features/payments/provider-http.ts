import { parseLossless } from './lossless-json.js';

/**
 * One call to a provider. `answer`: the provider said something we can read (any HTTP status, the body parsed
 * losslessly). `lost`: no readable answer (timeout, dropped connection, 5xx, a body that is not JSON): the call may
 * or may not have taken effect, and only the provider's status call may tell (docs/payments.md).
 */
export type ProviderOutcome = { kind: 'answer'; status: number; body: Record<string, unknown> } | { kind: 'lost'; reason: string };

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The exact bytes sent (and signed). */
  body?: string;
  timeoutMs: number;
}

export async function callProvider(request: ProviderRequest): Promise<ProviderOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.body === undefined ? request.headers : { 'content-type': 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    return { kind: 'lost', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { kind: 'lost', reason: 'network' };
  }
  if (response.status >= 500) return { kind: 'lost', reason: `http ${response.status}` };
  try {
    const body = parseLossless(text);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return { kind: 'lost', reason: 'not an object' };
    return { kind: 'answer', status: response.status, body: body as Record<string, unknown> };
  } catch {
    return { kind: 'lost', reason: 'not json' };
  }
}
