/** Reports tables (issue 8): shifts (交班), cash drawer records (臨時收支). */
export {};
