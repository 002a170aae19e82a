import { FORCED_LOGOUT_MS, MSG, PATHS, type RealtimeMessage } from '@diancan/core';

/**
 * What each realtime message does to the app (access section 4). The app-wide reactions live here; pages that show
 * live data (order board, POS menu, announcements) hear the messages through `notify` and refetch.
 */
export interface RealtimeEffects {
  /** The signed-in user: a password reset is only about its account. */
  userId(): number | null;
  currentPath(): string;
  showMessage(text: string, durationMs: number): void;
  /** Stops the link now and logs out after `delayMs` (the message above stays on screen meanwhile). */
  forceLogout(delayMs: number): void;
  /** Whether the server still knows this session (a kick-out of all users spares the staff member who sent it). */
  sessionStillValid(): Promise<boolean>;
  setRedMarker(): void;
  openMaintenance(info: { title: string; message: string }): void;
  closeMaintenance(): void;
  setPrinterStatus(printer: 'POS' | 'SECOND_POS' | 'TAG', status: 'ONLINE' | 'OFFLINE' | 'CONNECTING'): void;
  /** Passes the message on to the pages listening for its type. */
  notify(message: RealtimeMessage): void;
}

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

export function handleRealtimeMessage(message: RealtimeMessage, effects: RealtimeEffects): void {
  switch (message.type) {
    case 'PASSWORD_RESET':
      if (message.data.userId !== effects.userId()) return;
      effects.showMessage(MSG.PASSWORD_RESET_LOGOUT, FORCED_LOGOUT_MS);
      effects.forceLogout(FORCED_LOGOUT_MS);
      return;
    case 'KICK_OUT':
      void effects.sessionStillValid().then((valid) => {
        if (!valid) effects.forceLogout(0);
      });
      return;
    case 'NEW_ORDER':
      // Entering order-manage clears the marker; while there, the board itself shows the new order.
      if (!isUnder(effects.currentPath(), PATHS.ORDER_MANAGE)) effects.setRedMarker();
      effects.notify(message);
      return;
    case 'MENU_CHANGED':
      // A menu refresh applies only on the POS route.
      if (isUnder(effects.currentPath(), PATHS.STORE_POS)) effects.notify(message);
      return;
    case 'START_MAINTENANCE':
      effects.openMaintenance(message.data);
      return;
    case 'END_MAINTENANCE':
      effects.closeMaintenance();
      return;
    case 'PRINTER_STATUS':
      effects.setPrinterStatus(message.data.printer, message.data.status);
      effects.notify(message);
      return;
    case 'ORDER_UPDATED':
    case 'TABLE_CHANGED':
    case 'CONFIG_CHANGED':
    case 'ANNOUNCEMENT':
    case 'KDS_TICKET_CREATED':
    case 'KDS_TICKET_UPDATED':
      effects.notify(message);
      return;
  }
}
