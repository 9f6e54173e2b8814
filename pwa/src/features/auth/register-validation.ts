/** The registration rules of spec §5, as a pure function so the page stays small and the rules
 * can be tested on their own. Returns field → message for every broken rule. */
import { MESSAGES } from '@store/shared';

export interface RegisterForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^\+?[0-9][0-9\s-]{5,18}[0-9]$/;

export function validateRegisterForm(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_SHAPE.test(form.email.trim())) errors.email = 'Enter a valid email address';
  if (form.phone.trim() && !PHONE_SHAPE.test(form.phone.trim())) errors.phone = 'Enter a valid phone number';
  if (!form.password) errors.password = 'Password is required';
  else if (form.password.length < 6) errors.password = MESSAGES.auth.passwordTooShort;
  if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (form.password !== form.confirmPassword) errors.confirmPassword = MESSAGES.auth.passwordsDoNotMatch;
  if (!form.acceptTerms) errors.acceptTerms = 'Please accept the terms and conditions';
  return errors;
}
