/**
 * Which codes the OTP screen asks for, from where the sign-in's codes went (data/
 * session-pending-sign-in.ts). With a phone, the spec's words exactly; with the e-mail only, their
 * one-code equivalent. Unknown (the password step ran on another device, or storage is off): both
 * fields as the spec has them, the phone one may be left empty; the server says if it was needed.
 */
import { MESSAGES } from '@store/shared';
import type { PendingSignIn } from '../../data/session-pending-sign-in';
import { msg, type Msg } from '../../i18n/translate';

export const OTP_LEAD_BOTH = msg('Enter the OTPs sent to your email and phone number');
export const OTP_LEAD_EMAIL = msg('Enter the OTP sent to your email');

export interface CodesAsked {
  /** Whether a phone code was sent: yes, no, or this device does not know. */
  phone: 'sent' | 'none' | 'unknown';
  phoneEnding: string | null;
  lead: Msg;
  /** The message for codes left empty, or null when the form may be sent. */
  missingMessage(emailOtp: string, phoneOtp: string): string | null;
}

export function codesAsked(sent: PendingSignIn | null): CodesAsked {
  if (sent && !sent.channels.includes('phone')) {
    return { phone: 'none', phoneEnding: null, lead: OTP_LEAD_EMAIL, missingMessage: (e) => (e ? null : MESSAGES.auth.fillEmailOtp) };
  }
  const phone = sent ? 'sent' : 'unknown';
  return {
    phone,
    phoneEnding: sent?.phoneEnding ?? null,
    lead: OTP_LEAD_BOTH,
    missingMessage: (e, p) => (!e || (phone === 'sent' && !p) ? MESSAGES.auth.fillBothOtps : null),
  };
}
