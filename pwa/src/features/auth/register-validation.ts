/**
 * The registration rules, checked with the shared RegisterFormSchema (the signup payload's rules
 * plus the form's own: passwords typed twice and equal, terms accepted), so the form and the
 * server agree. Returns field → message, the first message of each broken field.
 */
import { RegisterFormSchema } from '@store/shared';

export interface RegisterForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const FIELDS = new Set<string>(['name', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms']);
const isField = (key: unknown): key is keyof RegisterForm => typeof key === 'string' && FIELDS.has(key);

export function validateRegisterForm(form: RegisterForm): RegisterErrors {
  const parsed = RegisterFormSchema.safeParse(form);
  const errors: RegisterErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
