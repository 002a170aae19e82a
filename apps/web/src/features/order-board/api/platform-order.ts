import { DELIVERY_PLATFORM_API } from '@diancan/core';
import { callerOf } from '../../../lib/api';
import { useCardEdit, withKitchenTickets } from './board-cache';

/**
 * A delivery platform's order moved from the board (docs/delivery-platforms.md): accept or deny while the platform
 * waits, ready for pickup, cancel. The server answers the card at once and tells the platform through its outbox.
 */

/** Accepting sends the kitchen its ticket; cancelling its 取消 (as a cancel on the board does). */
export const useAcceptPlatformOrder = () => useCardEdit(withKitchenTickets(callerOf(DELIVERY_PLATFORM_API.acceptOrder)));
export const useDenyPlatformOrder = () => useCardEdit(callerOf(DELIVERY_PLATFORM_API.denyOrder));
export const useReadyPlatformOrder = () => useCardEdit(callerOf(DELIVERY_PLATFORM_API.readyOrder));
export const useCancelPlatformOrder = () => useCardEdit(withKitchenTickets(callerOf(DELIVERY_PLATFORM_API.cancelOrder)));
