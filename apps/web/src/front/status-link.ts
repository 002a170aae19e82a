import { frontOrderTopic, FRONT_REALTIME_PARAM } from '@diancan/core/front-stage';
import { Client } from '@stomp/stompjs';

/**
 * The status page's realtime link: an anonymous STOMP connection (no session; `?front`) subscribed only to this
 * order's topic, which the server lets only the holder of its signed status token name. Every message means "the
 * order changed": the page reads the status again. After a reconnection it reads it again too, so a change made
 * while the phone was offline is never missed.
 */
export function followOrder(statusToken: string, onChange: () => void): () => void {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Client({
    brokerURL: `${scheme}://${window.location.host}/app/websocket?${FRONT_REALTIME_PARAM}=1`,
    reconnectDelay: 2000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onConnect: () => {
      client.subscribe(frontOrderTopic(statusToken), () => onChange());
      onChange();
    },
  });
  client.activate();
  return () => void client.deactivate();
}
