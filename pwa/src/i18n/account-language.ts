/**
 * The language on the account (the profile's `language`): a signed-in shopper's choice is saved
 * there (through the outbox, so offline too), and a sign-in on a device adopts the account's
 * language when it has one. A stored session restored at start is not a sign-in: the device's
 * latest choice stands, and a change still waiting in the outbox carries it to the account.
 */
import type { User } from '@store/shared';
import { getSession, subscribeSession } from '../data/session';
import { getLanguageState, isLanguage, onLanguageChosen, setLanguage, type Language } from './language';

/** Saves a choice on the account; the data layer (and with it the outbox) loads only then. */
async function saveOnAccount(language: Language): Promise<void> {
  const { updateProfile } = await import('../data/account');
  await updateProfile({ language });
}

/** What a session change means for the language: adopt the account's, save the device's, or nothing. */
export function languageAfterSignIn(user: Pick<User, 'language'>, device: Language): { adopt: Language } | { save: Language } | null {
  const account = isLanguage(user.language) ? user.language : null;
  if (account && account !== device) return { adopt: account };
  if (!account && device !== 'en') return { save: device };
  return null;
}

let started = false;

export function followAccountLanguage(): void {
  if (started) return;
  started = true;
  let token = getSession().token;
  let pendingSignIn = false;
  subscribeSession(() => {
    const session = getSession();
    if (session.token !== token) {
      // A new token in this page's life is a sign-in (here or in another tab); none is a sign-out.
      pendingSignIn = session.token !== null;
      token = session.token;
    }
    if (!pendingSignIn || !session.user) return;
    pendingSignIn = false;
    const next = languageAfterSignIn(session.user, getLanguageState().language);
    if (!next) return;
    if ('adopt' in next) void setLanguage(next.adopt, { toAccount: false }).catch(() => undefined);
    else void saveOnAccount(next.save).catch(() => undefined);
  });
  onLanguageChosen((language) => {
    if (getSession().token) void saveOnAccount(language).catch(() => undefined);
  });
}
