/** Live order board (issue 7): order cards, status changes, edits, batch finish, delivery orders. */
export {};
