/** Formatting and derived numbers (rupees, discount percent, average rating), shared by api and pwa. */
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * ₹ with Indian digit grouping: 125000 → "₹1,25,000"; an amount with paise has both digits, as
 * money is written in India (495.5 → "₹495.50", never "₹495.5").
 */
export function formatRupees(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** Discount percent = rounded (originalPrice − price) / originalPrice. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Mean of review ratings to one decimal; 0 without reviews. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): number {
  if (reviews.length === 0) return 0;
  const mean = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}

/** India's time zone: business days and every date an owner or a shopper reads are India's. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC (no summer time): a store day runs from midnight to midnight in India. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India day (YYYY-MM-DD) of an instant: 2026-11-27T20:00Z is 01:30 on the 28th in India, so "2026-11-28". */
export const indiaDayOf = (at: string | number | Date): string =>
  new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

// Made once: a formatter per call is slow (see formatDeliveryDate in order.ts).
const indiaDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });
const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});
/** "28 Nov 2026" in India, whatever the device's own time zone. */
export const formatIndiaDate = (at: string | number | Date): string => indiaDate.format(new Date(at));
/** "28 Nov 2026, 1:30 am" in India, whatever the device's own time zone. */
export const formatIndiaDateTime = (at: string | number | Date): string => indiaDateTime.format(new Date(at));
