import { describe, expect, it } from 'vitest';
import { adminAccess } from './admin-access';

describe('the admin guard', () => {
  it('when the session is still loading, then it waits ("Loading"), even with a token whose user is not parsed yet', () => {
    expect(adminAccess({ token: null, user: null, loading: true })).toBe('loading');
    expect(adminAccess({ token: 't', user: null, loading: true })).toBe('loading');
  });
  it('when nobody is signed in, then /login', () => {
    expect(adminAccess({ token: null, user: null, loading: false })).toBe('login');
  });
  it('when a shopper is signed in, then home', () => {
    expect(adminAccess({ token: 't', user: { role: 'user' }, loading: false })).toBe('home');
  });
  it('when an admin is signed in, then the admin area, without waiting for the fresh user', () => {
    expect(adminAccess({ token: 't', user: { role: 'admin' }, loading: true })).toBe('allow');
    expect(adminAccess({ token: 't', user: { role: 'admin' }, loading: false })).toBe('allow');
  });
});
