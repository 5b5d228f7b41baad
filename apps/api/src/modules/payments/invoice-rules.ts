/**
 * The rules of a tax invoice (decision 029): its financial year and number, and GST worked back
 * out of a price that already includes it. Pure functions, so the rounding is tested directly.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April to March, India Standard Time) of a moment, e.g. `2026-27`. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** As printed: prefix, financial year and the number in six digits, e.g. `VID/2026-27/000042`. */
export const formatInvoiceNumber = (prefix: string, financialYear: string, sequence: number) =>
  `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/** A GST rate in percent (18, 12.5) as basis points (1800, 1250). */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** States compare as typed, ignoring case, spaces around and doubled spaces. */
const sameState = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * GST inside a tax-inclusive total, in whole paise that add up to the total exactly:
 * taxable = total × 100 / (100 + rate), rounded half up to the paisa; the tax is what remains
 * (total − taxable), so nothing is lost to rounding. Within the seller's state the tax is CGST +
 * SGST, half each, the odd paisa (if any) going to SGST; otherwise it is all IGST. A buyer who gave
 * no state is supplied where the seller is (place of supply of a service to an unregistered
 * person whose address is not on record), so CGST + SGST.
 */
export function splitGst(
  totalPaise: number,
  rateBasisPoints: number,
  buyerState: string | null,
  sellerState: string,
): GstSplit {
  const divisor = 10_000 + rateBasisPoints;
  const taxablePaise = Math.floor((totalPaise * 10_000 * 2 + divisor) / (2 * divisor));
  const tax = totalPaise - taxablePaise;
  if (buyerState === null || sameState(buyerState, sellerState)) {
    const cgstPaise = Math.floor(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}
