import { DELIVERY_PLATFORM_MSG, DELIVERY_PLATFORM_SET_PATH, platformOfState, type DeliveryPlatform } from '@diancan/core';

/** The redirect URI of the OAuth flow (access section 4): the current origin plus the settings page's path. */
export function authorizationRedirectUri(origin: string = window.location.origin): string {
  return origin + DELIVERY_PLATFORM_SET_PATH;
}

export type AuthorizationReturn =
  /** A plain visit of the page. */
  | { kind: 'none' }
  /** The platform sent the browser back with a code: the authorization call goes out once. */
  | { kind: 'code'; platform: DeliveryPlatform; code: string; state: string }
  /** The platform sent it back without a code (the owner declined), or with a state that names no platform. */
  | { kind: 'refused'; message: string };

/**
 * What the page's address says after the platform's authorization page sent the browser back: `?code=&state=` (the
 * OAuth authorization-code return; `state` was signed by the server and names the platform) or `?error=`.
 */
export function readAuthorizationReturn(search: URLSearchParams): AuthorizationReturn {
  const code = search.get('code')?.trim() ?? '';
  const state = search.get('state')?.trim() ?? '';
  if (code) {
    const platform = platformOfState(state);
    return platform ? { kind: 'code', platform, code, state } : { kind: 'refused', message: DELIVERY_PLATFORM_MSG.STATE_INVALID };
  }
  if (search.has('error')) return { kind: 'refused', message: DELIVERY_PLATFORM_MSG.AUTHORIZE_FAILED };
  return { kind: 'none' };
}
