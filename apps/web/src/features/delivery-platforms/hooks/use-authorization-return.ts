import { DELIVERY_PLATFORM_MSG, type DeliveryPlatform } from '@diancan/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useAuthorize } from '../api/delivery-platforms';
import { authorizationRedirectUri, readAuthorizationReturn } from '../authorization-return';

/**
 * Codes already sent from this page load. An authorization code is good for one exchange: a second call (React
 * mounting the page twice, the page opened again from the history) would only earn a refusal. Kept outside the
 * component so a remount of the page still knows.
 */
const sentCodes = new Set<string>();

/**
 * The return of a platform's authorization page (access sections 2 and 4): arriving with `?code=` makes the
 * authorization call once, with the spec's body {storeId, authorized, code, redirectUri} plus the platform and the
 * OAuth state; success marks the authorization done in the session and shows 授權成功, failure shows the server's
 * message. The code leaves the address at once, so a reload never sends it again. A plain visit ends a pending
 * authorization too: the landing rule has brought the user here, where the flow can be started again.
 * Answers the platform just authorized (its panel then offers the platform stores to bind).
 */
export function useAuthorizationReturn(storeId: number): DeliveryPlatform | null {
  const [params, setParams] = useSearchParams();
  const authorize = useAuthorize();
  const finish = useSession((state) => state.finishDeliveryAuthorization);
  const [authorized, setAuthorized] = useState<DeliveryPlatform | null>(null);
  /** The call is under way: the address without its code is not a plain visit. */
  const authorizing = useRef(false);
  const arrival = readAuthorizationReturn(params);

  useEffect(() => {
    if (arrival.kind === 'none') {
      if (!authorizing.current && useSession.getState().deliveryAuthorizationPending) finish(false);
      return;
    }
    setParams({}, { replace: true });
    if (arrival.kind === 'refused') {
      finish(false);
      showErrorToast(arrival.message);
      return;
    }
    if (sentCodes.has(arrival.code)) return;
    sentCodes.add(arrival.code);
    authorizing.current = true;
    authorize.mutate(
      { storeId, platform: arrival.platform, authorized: true, code: arrival.code, state: arrival.state, redirectUri: authorizationRedirectUri() },
      {
        onSuccess: () => {
          finish(true);
          setAuthorized(arrival.platform);
          showToast(DELIVERY_PLATFORM_MSG.AUTHORIZED);
        },
        // The server's message was shown by the caller.
        onError: () => finish(false),
        onSettled: () => {
          authorizing.current = false;
        },
      },
    );
    // One arrival, one call: the effect follows the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return authorized;
}
