/**
 * How the KDS moves an order to READY on the board (every station done, or the expo's bump): implemented with the
 * order board's change path in the composition root (history, events, the customer's status page, a platform's
 * call). It never rejects: an order someone moved on meanwhile (completed, cancelled) keeps its status.
 */
export interface OrderReadiness {
  markReady(storeId: number, orderId: number): Promise<void>;
}
