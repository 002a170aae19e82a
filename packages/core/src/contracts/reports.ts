/** Reports (issue 8): turnover, revenue, pay methods, cash drawer records, shift handover, sales ranking, export. */
export {};
