import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { KDS_UNASSIGNED_STATION_NAME, PATHS } from '@diancan/core';
import { StaffCounter } from '../../../components/staff-counter';
import { useRealtimeLink } from '../../../lib/realtime';
import { kdsRecentQuery, useBump, useKdsRecent, useKdsSettings, useKdsStoreId, useKdsTickets, useRecall } from '../api';
import { useKdsLive } from '../live';
import { unlockKdsAudio } from '../sound';
import { TicketView } from '../ticket-view';
import { useNow } from '../use-now';
import { ageText } from '../labels';
import classes from '../kds.module.css';

/**
 * A station's kitchen screen (/kds/:stationId): full screen, dark, large type, no header navigation. Tap a line to
 * bump it, 完成 (or a bump bar's Enter) for the whole ticket. A USB bump bar is a keyboard: ←/→ (or ↑/↓) and 1-9
 * pick a ticket, Enter / Space / B bump it, R (or Backspace) brings the last bumped ticket back.
 */
export default function KdsStationPage() {
  const storeId = useKdsStoreId();
  const stationId = Number(useParams().stationId ?? 0);
  const navigate = useNavigate();
  const now = useNow();
  const tickets = useKdsTickets(storeId, stationId);
  const settings = useKdsSettings(storeId);
  const [showRecent, setShowRecent] = useState(false);
  // The recall list is read when shown (or when R asks for it); the events keep it meanwhile.
  const recent = useKdsRecent(storeId, stationId, showRecent);
  const queryClient = useQueryClient();
  const bump = useBump();
  const recall = useRecall();
  const linked = useRealtimeLink((state) => state.status === 'connected');
  const [selected, setSelected] = useState(0);
  useKdsLive(storeId, stationId);

  const list = tickets.data ?? [];
  const station = settings.data?.stations.find((entry) => entry.stationId === stationId);
  const name = station?.name ?? (stationId === 0 ? KDS_UNASSIGNED_STATION_NAME : '');
  const column = settings.data?.newestAt === 'BOTTOM';
  const current = list[Math.min(selected, list.length - 1)];

  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  const onKey = (event: KeyboardEvent) => {
    unlockKdsAudio();
    // A dialog (the staff PIN pad) has the keys: its digits and Enter are not the bump bar's.
    if (event.defaultPrevented || (event.target instanceof Element && event.target.closest('[role="dialog"]'))) return;
    const key = event.key;
    if (key === 'ArrowRight' || key === 'ArrowDown') setSelected((index) => Math.min(index + 1, Math.max(list.length - 1, 0)));
    else if (key === 'ArrowLeft' || key === 'ArrowUp') setSelected((index) => Math.max(index - 1, 0));
    else if (/^[1-9]$/.test(key)) setSelected(Number(key) - 1);
    else if ((key === 'Enter' || key === ' ' || key.toLowerCase() === 'b') && current) bump.mutate({ storeId, ticketId: current.ticketId });
    else if (key.toLowerCase() === 'r' || key === 'Backspace') {
      void queryClient
        .fetchQuery({ ...kdsRecentQuery(storeId, stationId), staleTime: showRecent ? Infinity : 0 })
        .then((list) => {
          const last = list[0];
          if (last) recall.mutate({ storeId, ticketId: last.ticketId });
        })
        .catch(() => undefined);
    } else return;
    event.preventDefault();
  };
  useEffect(() => {
    keys.current = onKey;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keys.current(event);
    const onPointer = () => unlockKdsAudio();
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <div className={classes.screen} data-testid="kds-screen">
      <div className={classes.bar}>
        <span className={classes.title}>{name}</span>
        <span>{list.length} 張</span>
        <span className={`${classes.dot} ${linked ? classes.dotOn : ''}`} title={linked ? '連線中' : '未連線'} />
        <span className={classes.spacer} />
        <div className={classes.staff}>
          <StaffCounter storeId={storeId} />
        </div>
        <button type="button" className={classes.barButton} onClick={() => setShowRecent((shown) => !shown)}>
          叫回
        </button>
        <button type="button" className={classes.barButton} onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
          全螢幕
        </button>
        <button type="button" className={classes.barButton} onClick={() => void navigate(PATHS.KDS)}>
          離開
        </button>
      </div>
      <div className={`${classes.tickets} ${column ? classes.column : ''}`}>
        {list.length === 0 && <div className={classes.empty}>{tickets.isPending ? '讀取中…' : '目前沒有待製作的餐點'}</div>}
        {list.map((ticket, index) => (
          <TicketView
            key={ticket.ticketId}
            ticket={ticket}
            now={now}
            selected={current?.ticketId === ticket.ticketId}
            onSelect={() => setSelected(index)}
            onBumpLine={(lineId) => bump.mutate({ storeId, ticketId: ticket.ticketId, lineIds: [lineId] })}
            onBump={() => bump.mutate({ storeId, ticketId: ticket.ticketId })}
          />
        ))}
      </div>
      {showRecent && (
        <aside className={classes.recent}>
          {(recent.data ?? []).length === 0 && <div>沒有已完成的廚房單</div>}
          {(recent.data ?? []).map((ticket) => (
            <div key={ticket.ticketId} className={classes.recentItem}>
              <strong>{ticket.orderNo}</strong>
              <span>{ticket.lines.map((line) => line.name).join('、')}</span>
              <span className={classes.spacer} />
              <span>{ticket.bumpedAt ? ageText(now - new Date(ticket.bumpedAt).getTime()) : ''}</span>
              <button type="button" className={classes.barButton} onClick={() => recall.mutate({ storeId, ticketId: ticket.ticketId })}>
                叫回
              </button>
            </div>
          ))}
        </aside>
      )}
    </div>
  );
}
