// The VAT in an order's gross prices (decision 010: the shop's prices include VAT). Every part
// of an order (each line, the shipping, a surcharge) carries the shop's rate, and the VAT of each
// part is rounded to the cent on its own, as Klarna is told the order (providers/klarna/
// orderBody.ts) and as the tax advisor's export (owner/taxExport.ts) and Directus's order totals
// state it. One rate today; the breakdown is per rate so a second one only adds parts.

/** The VAT rate the shop's prices include, in hundredths of a percent (19 %). */
export const SHOP_VAT_RATE_BP = 1900;

/** The VAT included in `grossCents` at `rateBp` (hundredths of a percent), to the cent. */
export function includedVat(grossCents: number, rateBp: number = SHOP_VAT_RATE_BP): number {
  return Math.round((grossCents * rateBp) / (10_000 + rateBp));
}

/** What an order's VAT is computed from, in cents, as the order was priced. */
export interface VatInput {
  /** The priced lines (`lineCents` each). */
  lines: readonly {lineCents: number}[];
  shippingCents: number;
  /** The order's total; what it has beyond lines and shipping is a surcharge part. */
  totalCents: number;
}

/** An order's amounts at one VAT rate, in cents; `netCents + vatCents = grossCents`. */
export interface VatShare {
  /** Hundredths of a percent (1900 = 19 %). */
  rateBp: number;
  grossCents: number;
  vatCents: number;
  netCents: number;
}

/**
 * The parts of an order with their gross amounts: each line, the shipping when it costs, and a
 * surcharge when the total holds more than both (nothing makes one today).
 */
function vatParts(order: VatInput): {grossCents: number; rateBp: number}[] {
  const parts = order.lines.map((line) => ({grossCents: line.lineCents, rateBp: SHOP_VAT_RATE_BP}));
  if (order.shippingCents > 0) {
    parts.push({grossCents: order.shippingCents, rateBp: SHOP_VAT_RATE_BP});
  }
  const listed = parts.reduce((sum, part) => sum + part.grossCents, 0);
  if (order.totalCents > listed) {
    parts.push({grossCents: order.totalCents - listed, rateBp: SHOP_VAT_RATE_BP});
  }
  return parts;
}

/** The order's gross, VAT and net per rate, highest rate first (one share per rate used). */
export function vatBreakdown(order: VatInput): VatShare[] {
  const byRate = new Map<number, VatShare>();
  for (const part of vatParts(order)) {
    const share = byRate.get(part.rateBp) ?? {
      rateBp: part.rateBp,
      grossCents: 0,
      vatCents: 0,
      netCents: 0,
    };
    share.grossCents += part.grossCents;
    share.vatCents += includedVat(part.grossCents, part.rateBp);
    share.netCents = share.grossCents - share.vatCents;
    byRate.set(part.rateBp, share);
  }
  return [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
}
