import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './address.js';
import { OrderInputSchema } from './order.js';
import {
  checkPhone,
  formatPhone,
  PHONE_INDIAN_MOBILE_MESSAGE,
  PHONE_INTERNATIONAL_MESSAGE,
  PHONE_INVALID_MESSAGE,
  toE164,
} from './phone.js';
import { PhoneSchema } from './primitives.js';
import { ProfileUpdateSchema, SignupInputSchema } from './user.js';

describe('a phone number is kept as E.164, however the shopper typed it', () => {
  it('reads the usual ways of writing an Indian mobile as +91 and its 10 digits', () => {
    for (const typed of [
      '98765 43210',
      '9876543210',
      '098765 43210',
      '+91 98765-43210',
      '919876543210',
      '+91-98765 43210',
      ' +91 98765.43210 ',
      '0091 98765 43210',
    ]) {
      expect(toE164(typed), typed).toBe('+919876543210');
    }
  });

  it('refuses an Indian number that is not a mobile, saying what one is', () => {
    expect(checkPhone('+91 58765 43210')).toEqual({ ok: false, message: PHONE_INDIAN_MOBILE_MESSAGE });
    // Without a country code it may also be a foreign number missing its +: the message names both.
    expect(checkPhone('5876543210')).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
    expect(checkPhone('+91 98765 4321')).toEqual({ ok: false, message: PHONE_INDIAN_MOBILE_MESSAGE });
    expect(checkPhone('+91 98765 432100')).toEqual({ ok: false, message: PHONE_INDIAN_MOBILE_MESSAGE });
  });

  it('accepts other countries only with their + country code and a sane length', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (415) 555-0134')).toBe('+14155550134');
    expect(checkPhone('+12345')).toEqual({ ok: false, message: PHONE_INTERNATIONAL_MESSAGE });
    expect(checkPhone('+1234567890123456')).toEqual({ ok: false, message: PHONE_INTERNATIONAL_MESSAGE });
    expect(checkPhone('+0441234567')).toEqual({ ok: false, message: PHONE_INTERNATIONAL_MESSAGE });
  });

  it('refuses what is not a number at all', () => {
    for (const typed of ['', 'call me', '98765 4321x', '12345', '98765--', '+'])
      expect(checkPhone(typed)).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
  });

  it('is the one rule of every form that takes a phone: registration, profile, addresses, orders', () => {
    expect(PhoneSchema.parse('98765 43210')).toBe('+919876543210');
    expect(SignupInputSchema.parse({ name: 'Asha', email: 'a@x.in', phone: '098765 43210', password: 'secret1' }).phone).toBe(
      '+919876543210',
    );
    expect(SignupInputSchema.parse({ name: 'Asha', email: 'a@x.in', phone: '', password: 'secret1' }).phone).toBeUndefined();
    expect(ProfileUpdateSchema.parse({ phone: '919876543210' }).phone).toBe('+919876543210');
    expect(ProfileUpdateSchema.parse({ phone: '' }).phone).toBeNull();
    const address = { fullName: 'Asha', street: '1 Fort Road', city: 'Kochi', state: 'Kerala', zip: '682001' };
    expect(AddressInputSchema.parse({ ...address, phone: '+91 98765-43210' }).phone).toBe('+919876543210');
    const order = { firstName: 'Asha', lastName: 'V', street: '1 Fort Road', city: 'Kochi', state: 'Kerala', zip: '682001' };
    expect(OrderInputSchema.parse({ ...order, phone: '98765 43210' }).phone).toBe('+919876543210');
    expect(OrderInputSchema.safeParse({ ...order, phone: '12345' }).error?.issues[0]?.message).toBe(PHONE_INVALID_MESSAGE);
    expect(OrderInputSchema.safeParse({ ...order, phone: ' ' }).error?.issues[0]?.message).toBe('Phone is required');
    expect(
      SignupInputSchema.safeParse({ name: 'Asha', email: 'a@x.in', phone: '+91 4876543210', password: 'secret1' }).error?.issues[0]
        ?.message,
    ).toBe(PHONE_INDIAN_MOBILE_MESSAGE);
  });

  it('is shown readably, and anything else as it was stored', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone('98765 4321x')).toBe('98765 4321x');
  });
});
