import { isWideScreen, landingPath } from '@diancan/core';
import type { SessionFields } from '../lib/session';

type LandingFields = Pick<
  SessionFields,
  'loginRole' | 'superManager' | 'manager' | 'systemModule' | 'deliveryAuthorizationPending'
>;

/** Where this session lands (access section 2), for the current window width. */
export function landingFor(session: LandingFields, widthPx = window.innerWidth): string {
  return landingPath({
    loginRole: session.loginRole,
    superManager: session.superManager,
    manager: session.manager,
    wideScreen: isWideScreen(widthPx),
    posModule: session.systemModule.posOrder,
    pendingDeliveryAuth: session.deliveryAuthorizationPending,
  });
}
