/** An amount in minor units (cents, stotinki, kuruş) of an ISO 4217 currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Sums amounts per currency; amounts of different currencies are never added together. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const { amountMinor, currency } of amounts) {
    totals.set(currency, (totals.get(currency) ?? 0) + amountMinor);
  }
  return [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor }));
}
