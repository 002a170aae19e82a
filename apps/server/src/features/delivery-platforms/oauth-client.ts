import { z } from 'zod';
import { PlatformCallError, type PlatformTokens } from './platform-adapter.js';
import { joinUrl, parse, platformCall } from './platform-http.js';

const tokenAnswer = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().optional(), expires_in: z.number().positive() })
  .passthrough();

/**
 * The OAuth 2.0 authorization-code client both platforms use (RFC 6749 sections 4.1 and 6): the authorize URL, the
 * code exchange and the refresh, with the client authenticated in the form body as both platforms document.
 */
export class OAuthClient {
  constructor(
    private readonly client: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; scope: string },
  ) {}

  authorizeUrl(redirectUri: string, state: string): string {
    const { clientId, scope } = this.client;
    const query = new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: redirectUri, scope, state });
    return `${this.client.authorizeUrl}?${query.toString()}`;
  }

  exchangeCode(code: string, redirectUri: string): Promise<PlatformTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<PlatformTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(grant: Record<string, string>): Promise<PlatformTokens> {
    const form = { client_id: this.client.clientId, client_secret: this.client.clientSecret, ...grant };
    const answer = parse(tokenAnswer, await platformCall(this.client.tokenUrl, { form }));
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null, expiresAt: new Date(Date.now() + answer.expires_in * 1000) };
  }
}

/**
 * What both adapters share (each extends it and implements the rest of DeliveryPlatformAdapter): the stand-in flag
 * and the platform's OAuth client behind the authorization calls of the interface.
 */
export abstract class OAuthPlatformAdapter {
  readonly standIn: boolean;
  private readonly oauth: OAuthClient;

  /** `oauth`: the platform's authorize and token paths under `baseUrl`, and the scope asked for. */
  protected constructor(
    client: { clientId: string; clientSecret: string; standIn: boolean },
    baseUrl: string,
    oauth: { authorize: string; token: string; scope: string },
  ) {
    this.standIn = client.standIn;
    this.oauth = new OAuthClient({
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      authorizeUrl: joinUrl(baseUrl, oauth.authorize),
      tokenUrl: joinUrl(baseUrl, oauth.token),
      scope: oauth.scope,
    });
  }

  authorizeUrl(redirectUri: string, state: string): string {
    return this.oauth.authorizeUrl(redirectUri, state);
  }

  exchangeCode(code: string, redirectUri: string): Promise<PlatformTokens> {
    return this.oauth.exchangeCode(code, redirectUri);
  }

  refresh(refreshToken: string): Promise<PlatformTokens> {
    return this.oauth.refresh(refreshToken);
  }
}

/** Has a stand-in push a test order for the platform store to our webhook (the stand-ins' own call). */
export async function standInTestOrder(apiUrl: string, standIn: boolean, platformStoreId: string, webhookUrl: string) {
  if (!standIn) throw new PlatformCallError('test orders come from the stand-in only', false);
  const answer = await platformCall(`${apiUrl.replace(/\/+$/, '')}/_stand-in/test-order`, { json: { store_id: platformStoreId, webhook_url: webhookUrl } });
  return parse(z.object({ platformOrderId: z.string(), displayId: z.string() }), answer);
}
