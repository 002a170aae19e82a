/**
 * Quick amounts for cash (ours: the spec fixes none): the exact amount, then the next round sums a customer hands
 * over (NT$100, 500 and 1,000 notes), each above the payable and each once. Amounts in cents.
 */
const NOTES_CENTS = [10_000, 50_000, 100_000] as const;

export function quickCashAmounts(payable: number): number[] {
  const amounts = [payable];
  for (const note of NOTES_CENTS) {
    const next = Math.ceil(payable / note) * note;
    const above = next === payable ? next + note : next;
    if (!amounts.includes(above)) amounts.push(above);
  }
  return amounts.filter((amount) => amount > 0 || payable === 0).slice(0, 4);
}
