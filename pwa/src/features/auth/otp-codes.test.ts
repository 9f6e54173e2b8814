import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@store/shared';
import { installMemoryLocalStorage } from '../../data/testing/memory-storage.js';
import { forgetPendingSignIn, readPendingSignIn, rememberPendingSignIn } from '../../data/session-pending-sign-in.js';
import { codesAsked, OTP_LEAD_BOTH, OTP_LEAD_EMAIL } from './otp-codes.js';

beforeEach(() => vi.stubGlobal('window', { localStorage: installMemoryLocalStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('the OTP screen asks for the codes that were sent', () => {
  it('when the account has no phone, then it asks for the e-mail code alone, in one-code words', () => {
    const asked = codesAsked({ channels: ['email'], phoneEnding: null });
    expect(asked).toMatchObject({ phone: 'none', lead: OTP_LEAD_EMAIL });
    expect(asked.missingMessage('', '')).toBe(MESSAGES.auth.fillEmailOtp);
    expect(asked.missingMessage('123456', '')).toBeNull();
  });

  it('when a phone code was sent, then it asks for both in the spec words', () => {
    const asked = codesAsked({ channels: ['email', 'phone'], phoneEnding: '3210' });
    expect(asked).toMatchObject({ phone: 'sent', phoneEnding: '3210', lead: 'Enter the OTPs sent to your email and phone number' });
    expect(asked.missingMessage('123456', '')).toBe('Please fill both OTPs');
    expect(asked.missingMessage('', '123456')).toBe('Please fill both OTPs');
    expect(asked.missingMessage('123456', '654321')).toBeNull();
  });

  it('when this device does not know, then both fields show and only the e-mail code is required', () => {
    const asked = codesAsked(null);
    expect(asked).toMatchObject({ phone: 'unknown', lead: OTP_LEAD_BOTH });
    expect(asked.missingMessage('', '')).toBe('Please fill both OTPs');
    expect(asked.missingMessage('123456', '')).toBeNull();
  });
});

describe('where the codes went is kept on the device for the sign-in', () => {
  it('when the password step answered, then a reload of /otp/{email} reads it back, for that e-mail only, until it is old', () => {
    const now = Date.now();
    rememberPendingSignIn('Asha@Example.com', { channels: ['email'], phoneEnding: null }, now);
    expect(readPendingSignIn('asha@example.com', now + 60_000)).toEqual({ channels: ['email'], phoneEnding: null });
    expect(readPendingSignIn('ravi@example.com', now)).toBeNull();
    expect(readPendingSignIn('asha@example.com', now + 46 * 60_000)).toBeNull();
    forgetPendingSignIn();
    expect(readPendingSignIn('asha@example.com', now)).toBeNull();
  });

  it('when the stored record is damaged, then it reads as unknown', () => {
    window.localStorage.setItem('pendingSignIn', JSON.stringify({ email: 'a@b.in', channels: ['fax'], until: Date.now() + 1000 }));
    expect(readPendingSignIn('a@b.in')).toBeNull();
    window.localStorage.setItem('pendingSignIn', '{not json');
    expect(readPendingSignIn('a@b.in')).toBeNull();
  });
});
