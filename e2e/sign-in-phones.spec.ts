/**
 * Issue 42 items 1 and 9, on a phone (390×844): a shopper without a phone signs in with the one
 * code they are sent and adds a phone later (kept only once the code texted to it is entered); phones are kept as E.164 however they are typed, and
 * an invalid one is refused with a message that says what a valid one is. Each story also saves
 * its screens at desktop size, to look at (the gitignored screenshots/ folder).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeDataDir } from './store-dir';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const INVALID_PHONE =
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, or an international number starting with + and its country code';

let n = 0;
const newEmail = (tag: string) => `e2e.${tag}.${Date.now().toString(36)}${n++}@example.com`;

/** Screens to look at, at the phone size and again at 1280×900. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  await page.screenshot({ path: path.join(dir, `phones-${name}-390.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(dir, `phones-${name}-1280.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

interface Message {
  channel: string;
  to: string;
  subject?: string;
  code?: string;
  createdAt: string;
}
/** Every message the store wrote to its outbox for this e-mail or phone, oldest first. */
function outboxFor(to: string): Message[] {
  const dir = path.join(storeDataDir(), 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Message)
    .filter((m) => m.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
const lastCode = (to: string, subject: string) =>
  outboxFor(to)
    .filter((m) => m.subject === subject && m.code)
    .at(-1)?.code ?? '';

async function register(page: Page, who: { name: string; email: string; phone: string }): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function logInWithPassword(page: Page, email: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
}

async function storedPhone(page: Page, request: APIRequestContext): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { user: { phone: string | null } }).user.phone;
}

test('a shopper without a phone registers, signs in with only the e-mail code (also after a reload and a resend), adds a phone, confirms it with the texted code and signs in with both codes', async ({
  page,
  request,
}) => {
  // The store refuses new codes within 30 s of the last (real time; the page's clock is faked only for its countdown).
  test.setTimeout(150_000);
  const email = newEmail('nophone');
  await register(page, { name: 'Meera Iyer', email, phone: '' });
  await expect(page).toHaveURL(/\/$/);

  await logInWithPassword(page, email);
  const codesSentAt = Date.now();
  await expect(page.getByText('Enter the OTP sent to your email', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your account has no phone number, so one code was sent to/)).toBeVisible();
  await expect(page.getByLabel('Email OTP')).toBeVisible();
  await expect(page.getByLabel('Phone OTP')).toHaveCount(0);
  await expect(page.getByText('Resend available in')).toBeVisible();
  // One e-mail came, and no second one posing as a phone code.
  expect(outboxFor(email).map((m) => m.subject)).toEqual(['Your email sign-in code']);
  await shot(page, 'otp-email-only');

  // A reload of /otp/{email} still asks for the one code.
  await page.reload();
  await expect(page.getByLabel('Email OTP')).toBeVisible();
  await expect(page.getByLabel('Phone OTP')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please fill the email OTP')).toBeVisible();

  // A resend (the countdown run out) sends one new e-mail code, and the screen still asks for it alone.
  await page.clock.install();
  await page.reload();
  await expect(page.getByText('Resend available in')).toBeVisible();
  await page.clock.fastForward(301_000);
  await page.waitForTimeout(Math.max(0, codesSentAt + 31_000 - Date.now()));
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect.poll(() => outboxFor(email).length).toBe(2);
  expect(outboxFor(email).map((m) => m.channel)).toEqual(['email', 'email']);
  await expect(page.getByLabel('Phone OTP')).toHaveCount(0);
  await page.getByLabel('Email OTP').fill(lastCode(email, 'Your email sign-in code'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The profile offers to add a phone; typed as "98765 43210", it is kept as +919876543210 and shown readably.
  await page.goto('/account');
  await shot(page, 'profile-add-phone');
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await expect(page.getByLabel(/^Phone/)).toBeFocused();
  await page.getByLabel(/^Phone/).fill('98765 4321');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(INVALID_PHONE)).toBeVisible();
  await shot(page, 'profile-phone-invalid');
  // A mistyped number is only texted a code to confirm it; Cancel leaves the account without a phone.
  await page.getByLabel(/^Phone/).fill('98765 43201');
  await page.getByRole('button', { name: 'Save' }).click();
  const typoCode = page.getByLabel('Enter the code sent to +91 98765 43201');
  await expect(typoCode).toBeFocused();
  await expect(page.getByRole('button', { name: /^Resend in 0:[0-3]\d$/ })).toBeDisabled();
  expect(outboxFor('+919876543201').map((m) => m.subject)).toEqual(['Your phone confirmation code']);
  expect(await storedPhone(page, request)).toBeNull();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(typoCode).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a phone number' })).toBeVisible();

  // The right number: the code texted to it, typed and sent with the keyboard, makes it the account's.
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await page.getByLabel(/^Phone/).fill('98765 43210');
  await page.getByRole('button', { name: 'Save' }).click();
  const code = page.getByLabel('Enter the code sent to +91 98765 43210');
  await expect(code).toBeFocused();
  await expect(page.getByText('Your account keeps its current phone until you enter the code.')).toBeVisible();
  expect(await storedPhone(page, request)).toBeNull();
  const texted = lastCode('+919876543210', 'Your phone confirmation code');
  await page.keyboard.type(texted === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This code is not right. 4 tries left.')).toBeVisible();
  await shot(page, 'profile-phone-confirm');
  await code.fill(texted);
  await page.keyboard.press('Enter');
  await expect(code).toHaveCount(0);
  await expect(page.getByLabel(/^Phone/)).toHaveValue('+91 98765 43210');
  await expect(page.getByRole('button', { name: 'Add a phone number' })).toHaveCount(0);
  await expect.poll(() => storedPhone(page, request)).toBe('+919876543210');

  // From now on sign-in also texts a code to that phone, and the screen asks for both in the spec's words.
  await logInWithPassword(page, email);
  await expect(page.getByText('Enter the OTPs sent to your email and phone number')).toBeVisible();
  await expect(page.getByText(/and to the phone ending in/)).toContainText('3210');
  await page.getByLabel('Email OTP').fill(lastCode(email, 'Your email sign-in code'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please fill both OTPs')).toBeVisible();
  await shot(page, 'otp-email-and-phone');
  await page.getByLabel('Phone OTP').fill(lastCode('+919876543210', 'Your phone sign-in code'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a phone typed "98765 43210" is stored as +919876543210; an invalid phone is refused with the message, at registration and in the address book', async ({
  page,
  request,
}) => {
  const email = newEmail('typed');
  await register(page, { name: 'Ravi Kumar', email, phone: '12345' });
  await expect(page.getByText(INVALID_PHONE)).toBeVisible();
  await shot(page, 'register-phone-invalid');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedPhone(page, request)).toBe('+919876543210');

  await page.goto('/account?tab=addresses');
  await page.getByRole('button', { name: 'Add address' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Ravi Kumar');
  await dialog.getByLabel('Phone').fill('5876543210');
  await dialog.getByLabel('Street').fill('7 Lake View Road');
  await dialog.getByLabel('City').fill('Chennai');
  await dialog.getByLabel('State').fill('Tamil Nadu');
  await dialog.getByLabel('Pincode').fill('600001');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog.getByText(INVALID_PHONE)).toBeVisible();
  await shot(page, 'address-phone-invalid');
  await dialog.getByLabel('Phone').fill('+91 98450-12345');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('+91 98450 12345')).toBeVisible();
  await shot(page, 'addresses');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect
    .poll(async () => {
      const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await me.json()) as { user: { addresses: Array<{ phone: string }> } }).user.addresses.map((a) => a.phone);
    })
    .toEqual(['+919845012345']);
});
