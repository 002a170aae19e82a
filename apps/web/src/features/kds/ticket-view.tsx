import { kdsAgeing, type KdsTicket } from '@diancan/core';
import { ORDER_TYPE_TEXT, ageText } from './labels';
import classes from './kds.module.css';

/** How long a ticket flashes after its lines changed. */
const FLASH_MS = 5000;

/** One ticket on a station screen: age colour, 加點 mark, lines (tap one to bump it), struck-through 取消 lines. */
export function TicketView(props: {
  ticket: KdsTicket;
  now: number;
  selected: boolean;
  onBumpLine: (lineId: number) => void;
  onBump: () => void;
  onSelect: () => void;
}) {
  const { ticket, now } = props;
  const age = now - new Date(ticket.orderCreatedAt).getTime();
  const ageing = kdsAgeing(age, ticket.targetMinutes);
  const flashing = ticket.editedAt !== null && now - new Date(ticket.editedAt).getTime() < FLASH_MS;
  const className = [
    classes.ticket,
    ageing === 'AMBER' ? classes.amber : '',
    ageing === 'RED' ? classes.red : '',
    props.selected ? classes.selected : '',
    flashing ? classes.flash : '',
  ].join(' ');
  return (
    <section className={className} data-testid="kds-ticket" data-order-no={ticket.orderNo} data-ageing={ageing} onClick={props.onSelect}>
      <header className={classes.head}>
        <span className={classes.orderNo}>{ticket.orderNo}</span>
        {ticket.round > 1 && <span className={classes.addTag}>加點</span>}
        <span className={classes.age}>{ageText(age)}</span>
      </header>
      <div className={classes.meta}>
        <span>{ORDER_TYPE_TEXT[ticket.orderType] ?? ticket.orderType}</span>
        {ticket.tableNumber && <span>桌 {ticket.tableNumber}</span>}
        {ticket.orderRemark && <span className={classes.remark}>備註：{ticket.orderRemark}</span>}
      </div>
      <ul className={classes.lines}>
        {ticket.lines.map((line) => (
          <li
            key={line.lineId}
            className={`${classes.line} ${line.status === 'DONE' ? classes.done : ''} ${line.status === 'CANCELLED' ? classes.cancelled : ''}`}
            onClick={(event) => {
              event.stopPropagation();
              if (line.status === 'OPEN') props.onBumpLine(line.lineId);
            }}
          >
            <div className={classes.lineName}>
              <span>{line.name}</span>
              {line.status === 'CANCELLED' && <span className={classes.cancelTag}>取消</span>}
              <span className={classes.count}>x{line.count}</span>
            </div>
            {line.options.length > 0 && <div className={classes.options}>{line.options.join('、')}</div>}
            {line.remark && <div className={classes.remark}>{line.remark}</div>}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={classes.bump}
        onClick={(event) => {
          event.stopPropagation();
          props.onBump();
        }}
      >
        完成
      </button>
    </section>
  );
}
