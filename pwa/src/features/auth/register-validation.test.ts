import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '@store/shared';
import { validateRegisterForm, type RegisterForm } from './register-validation';

const valid: RegisterForm = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  password: 'secret12',
  confirmPassword: 'secret12',
  acceptTerms: true,
};

describe('registration rules', () => {
  it('when every required field is filled and phone is left empty, then there is no error', () => {
    expect(validateRegisterForm(valid)).toEqual({});
  });

  it('when the two passwords differ, then confirm password says they do not match', () => {
    expect(validateRegisterForm({ ...valid, confirmPassword: 'secret13' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('when the password is shorter than 6 characters, then it says so', () => {
    const errors = validateRegisterForm({ ...valid, password: 'abc12', confirmPassword: 'abc12' });
    expect(errors).toEqual({ password: 'Password must be at least 6 characters long' });
  });

  it('when name, e-mail, passwords and terms are missing, then each is reported', () => {
    const errors = validateRegisterForm({ name: ' ', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false });
    expect(Object.keys(errors).sort()).toEqual(['acceptTerms', 'confirmPassword', 'email', 'name', 'password']);
  });

  it('when a phone is given in a wrong shape, then only the phone is reported', () => {
    expect(validateRegisterForm({ ...valid, phone: 'call me' })).toEqual({ phone: PHONE_INVALID_MESSAGE });
    expect(validateRegisterForm({ ...valid, phone: '+91 58765 43210' })).toEqual({
      phone: 'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9',
    });
    expect(validateRegisterForm({ ...valid, phone: '98765 43210' })).toEqual({});
  });
});
