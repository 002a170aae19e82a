/** Live order board tables (issue 7): delivery orders and what the board needs beyond orders.ts. */
export {};
