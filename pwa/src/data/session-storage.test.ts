import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@store/shared';
import { asha } from './testing/test-user.js';
import { installMemoryLocalStorage } from './testing/memory-storage.js';
import { loadStoredUser, readStoredToken, storeSession } from './session-storage.js';

let storage: Storage;

beforeEach(() => {
  storage = installMemoryLocalStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the stored session', () => {
  it('when a session was stored, then its token and its user read back', async () => {
    storeSession('tok-1', asha);
    expect(readStoredToken()).toBe('tok-1');
    await expect(loadStoredUser()).resolves.toEqual(asha);
  });

  it('when the stored user has the wrong shape, then it reads as null', async () => {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...asha, name: 42 }));
    await expect(loadStoredUser()).resolves.toBeNull();
  });

  it('when the stored user is not JSON or missing, then it reads as null', async () => {
    storage.setItem(STORAGE_KEYS.user, '{not json');
    await expect(loadStoredUser()).resolves.toBeNull();
    storage.removeItem(STORAGE_KEYS.user);
    await expect(loadStoredUser()).resolves.toBeNull();
  });
});
