/** One order in full (lines, options, discounts, payments, status history): the board's drawer and the report's detail page read the same shape. */
export {};
