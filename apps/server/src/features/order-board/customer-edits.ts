import { customerMayChange, FRONT_MSG, ORDER_BOARD_MSG } from '@diancan/core';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { orderBoardRepository } from './order-board.repository.js';
import type { ChangeOutcome, ChangeScope } from './order-change.js';
import { removeLine, updateLine } from './order-edits.js';
import { changeStatus } from './order-status-change.js';

/**
 * A customer's own changes of a front-stage order (the spec's order/remove and order/updateCount;
 * docs/self-ordering.md), as `work` for OrderChangeRunner: the counter's own edits, allowed only while the order is
 * NEW and unpaid. The check runs on the locked row, so a customer's change and the counter accepting the order never
 * both pass.
 */
type Work = (scope: ChangeScope) => Promise<ChangeOutcome>;

function whileNew(message: string, work: Work): Work {
  return async (scope) => {
    if (!customerMayChange(scope.order)) throw conflict(message);
    return work(scope);
  };
}

/** The customer takes the order back: cancelled with its stock returned, the reason on the status page. */
export function customerCancel(): Work {
  return whileNew(FRONT_MSG.NOT_REMOVABLE, (scope) =>
    changeStatus({
      storeId: scope.order.storeId,
      orderId: scope.order.id,
      version: scope.order.version,
      status: 'CANCELLED',
      reason: FRONT_MSG.CANCELLED_BY_CUSTOMER,
      deliveryOrder: null,
    })(scope),
  );
}

/** A line's new count (stock and amounts follow); 0 takes the line off, except the last one. */
export function customerUpdateCount(lineNo: number, count: number): Work {
  return whileNew(FRONT_MSG.NOT_EDITABLE, async (scope) => {
    const lines = await orderBoardRepository.lines(scope.tx, scope.order.storeId, scope.order.id);
    const line = lines.find((candidate) => candidate.lineNo === lineNo);
    if (!line) throw notFound(ORDER_BOARD_MSG.LINE_NOT_FOUND);
    if (count === 0) return removeLine(line.id)(scope);
    const { storeId, id: orderId, version } = scope.order;
    return updateLine({ storeId, orderId, version, detailId: line.id, count, remark: line.remark })(scope);
  });
}
