/**
 * Phone numbers are kept in E.164 (+<country code><number>, digits only), the form an SMS gateway
 * takes. Shoppers type Indian mobiles many ways ("98765 43210", "098765 43210",
 * "+91 98765-43210", "919876543210"); all become +919876543210. A number written with its own
 * "+" (or "00") country code is accepted for any country, with E.164's length (8 to 15 digits).
 * Zod-free: the schema (primitives.ts), the stored-record upgrade and the screens share it.
 */

/** India's country code: a number typed without one is an Indian number. */
export const INDIA_DIALING_CODE = '91';

export const PHONE_INVALID_MESSAGE =
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, or an international number starting with + and its country code';
export const PHONE_INDIAN_MOBILE_MESSAGE = 'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9';
export const PHONE_INTERNATIONAL_MESSAGE = 'An international number has a country code and 8 to 15 digits in all';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

const INDIAN_MOBILE = /^[6-9][0-9]{9}$/;

function indian(national: string): PhoneCheck {
  return INDIAN_MOBILE.test(national)
    ? { ok: true, e164: `+${INDIA_DIALING_CODE}${national}` }
    : { ok: false, message: PHONE_INDIAN_MOBILE_MESSAGE };
}

/** Reads a typed phone number; spaces, dashes, dots and brackets between digits are allowed. */
export function checkPhone(typed: string): PhoneCheck {
  const text = typed.trim();
  if (!/^(\+|00)?[0-9][0-9 ().-]*$/.test(text) || !/[0-9]$/.test(text)) return { ok: false, message: PHONE_INVALID_MESSAGE };
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || text.startsWith('00');
  if (international) {
    const number = text.startsWith('00') ? digits.slice(2) : digits;
    if (number.startsWith(INDIA_DIALING_CODE)) return indian(number.slice(INDIA_DIALING_CODE.length));
    if (number.startsWith('0') || number.length < 8 || number.length > 15) return { ok: false, message: PHONE_INTERNATIONAL_MESSAGE };
    return { ok: true, e164: `+${number}` };
  }
  // Without a country code it may be an Indian mobile or a foreign number missing its +: the message names both.
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith(INDIA_DIALING_CODE)
          ? digits.slice(2)
          : '';
  const checked = indian(national);
  return checked.ok ? checked : { ok: false, message: PHONE_INVALID_MESSAGE };
}

/** The E.164 form of a typed number, or null when it is not a number we accept. */
export function toE164(typed: string): string | null {
  const checked = checkPhone(typed);
  return checked.ok ? checked.e164 : null;
}

/** For reading: "+91 98765 43210" for an Indian number; other numbers as stored. Anything not E.164 is shown as it is. */
export function formatPhone(stored: string): string {
  const m = /^\+91([6-9][0-9]{4})([0-9]{5})$/.exec(stored);
  return m ? `+91 ${m[1]} ${m[2]}` : stored;
}
