/**
 * An amount in words the way an Indian invoice writes it, in Indian numbering (thousand, lakh,
 * crore): 112345.5 → "Rupees One Lakh Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** 1–999 in words: "Three Hundred Forty-Five"; "" for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in Indian numbering: 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // Crores above 99 are said as a number of crores ("One Hundred Crore").
    crore ? `${wholeNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Rupees and paise in words: "Rupees Ninety-Nine Only", "Rupees Ten and Five Paise Only". */
export function amountInWords(rupees: number): string {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError(`Not an amount: ${rupees}`);
  const paisa = Math.round(rupees * 100);
  const whole = Math.floor(paisa / 100);
  const paise = paisa % 100;
  const rupeePart = `Rupees ${wholeNumberInWords(whole)}`;
  return paise ? `${rupeePart} and ${belowHundred(paise)} Paise Only` : `${rupeePart} Only`;
}
