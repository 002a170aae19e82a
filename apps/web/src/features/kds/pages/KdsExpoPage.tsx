import { useNavigate } from 'react-router';
import { PATHS } from '@diancan/core';
import { StaffCounter } from '../../../components/staff-counter';
import { useRealtimeLink } from '../../../lib/realtime';
import { useExpoBump, useKdsExpo, useKdsSettings, useKdsStoreId } from '../api';
import { ORDER_TYPE_TEXT, ageText } from '../labels';
import { useKdsLive } from '../live';
import { useNow } from '../use-now';
import classes from '../kds.module.css';

/** The expo screen (/kds/expo): orders in the making with each station's progress; 出餐 makes a finished one READY. */
export default function KdsExpoPage() {
  const storeId = useKdsStoreId();
  const navigate = useNavigate();
  const now = useNow();
  const expo = useKdsExpo(storeId);
  const settings = useKdsSettings(storeId);
  const bump = useExpoBump();
  const linked = useRealtimeLink((state) => state.status === 'connected');
  useKdsLive(storeId, null);
  const orders = expo.data ?? [];
  return (
    <div className={classes.screen} data-testid="kds-expo">
      <div className={classes.bar}>
        <span className={classes.title}>出餐確認</span>
        <span>{orders.length} 筆</span>
        <span className={`${classes.dot} ${linked ? classes.dotOn : ''}`} />
        {settings.data && !settings.data.expo && <span>（出餐確認未開啟：各站完成即自動出餐）</span>}
        <span className={classes.spacer} />
        <div className={classes.staff}>
          <StaffCounter storeId={storeId} />
        </div>
        <button type="button" className={classes.barButton} onClick={() => void navigate(PATHS.KDS)}>
          離開
        </button>
      </div>
      <div className={classes.tickets}>
        {orders.length === 0 && <div className={classes.empty}>目前沒有製作中的訂單</div>}
        {orders.map((order) => (
          <section key={order.orderId} className={classes.ticket} data-testid="kds-expo-order" data-order-no={order.orderNo}>
            <header className={classes.head}>
              <span className={classes.orderNo}>{order.orderNo}</span>
              <span className={classes.age}>{ageText(now - new Date(order.createdAt).getTime())}</span>
            </header>
            <div className={classes.meta}>
              <span>{ORDER_TYPE_TEXT[order.orderType] ?? order.orderType}</span>
              {order.tableNumber && <span>桌 {order.tableNumber}</span>}
            </div>
            <div className={classes.stations}>
              {order.stations.map((station) => (
                <span key={station.stationId} className={`${classes.station} ${station.state === 'DONE' ? classes.stationDone : ''}`}>
                  {station.name} {station.state === 'DONE' ? '完成' : `剩 ${station.openLines}`}
                </span>
              ))}
            </div>
            <span className={classes.spacer} />
            <button type="button" className={classes.bump} disabled={!order.allDone || bump.isPending} onClick={() => bump.mutate({ storeId, orderId: order.orderId })}>
              {order.allDone ? '出餐' : '製作中'}
            </button>
          </section>
        ))}
      </div>
    </div>
  );
}
