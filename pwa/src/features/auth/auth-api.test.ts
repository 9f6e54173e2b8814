import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@store/shared';
import { asha } from '../../data/testing/test-user.js';
import { fetchCurrentUser } from '../../data/session-api.js';
import { signup, verifyOtp } from './auth-api';

/** The api answering every request with `body` and `status`. */
const answer = (body: unknown, status = 200) => vi.stubGlobal('fetch', async () => Response.json(body, { status }));

afterEach(() => vi.unstubAllGlobals());

describe('the session calls', () => {
  it('when verify-otp answers the token beside data.user, then the session is read from both', async () => {
    answer({ success: true, token: 'tok-1', data: { user: asha } });
    await expect(verifyOtp(asha.email, '123456', '654321')).resolves.toEqual({ token: 'tok-1', user: asha });
  });

  it('when signup answers the token inside data with the user, then the session is read from data', async () => {
    answer({ success: true, data: { token: 'tok-2', user: asha } });
    await expect(signup({ name: 'Asha', email: asha.email, password: 'secret1', confirmPassword: 'secret1' })).resolves.toEqual({
      token: 'tok-2',
      user: asha,
    });
  });

  it('when the user in the answer has the wrong shape, then it is refused with the invalid-response message', async () => {
    answer({ success: true, token: 'tok-3', data: { user: { ...asha, role: 'superuser' } } });
    await expect(verifyOtp(asha.email, '123456', '654321')).rejects.toThrow(MESSAGES.invalidResponse);
  });

  it("when the server refuses the codes, then the error carries the server's message", async () => {
    answer({ success: false, message: 'Invalid or expired OTP' }, 400);
    await expect(verifyOtp(asha.email, '000000', '000000')).rejects.toMatchObject({ status: 400, message: 'Invalid or expired OTP' });
  });

  it('when /auth/me answers a user, then it is returned; when it answers something else, then it is refused', async () => {
    answer({ success: true, data: { user: asha } });
    await expect(fetchCurrentUser('tok-1')).resolves.toEqual(asha);
    answer({ success: true, data: { name: 'Asha' } });
    await expect(fetchCurrentUser('tok-1')).rejects.toThrow(MESSAGES.invalidResponse);
  });
});
