/**
 * Debian's Chromium for the PWA benchmarks, launched with chrome-launcher and driven with
 * puppeteer-core — both are Lighthouse's own dependencies, resolved through it so the bench
 * package needs nothing more than `lighthouse`.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));

async function importThroughLighthouse<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(fromLighthouse.resolve(name)).href)) as T;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}

export async function launchChromium(): Promise<LaunchedChrome> {
  const { launch } = await importThroughLighthouse<{ launch(o: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome> }>(
    'chrome-launcher',
  );
  // BENCH_ACCEPT_LANG=hi-IN,hi: a browser set to Hindi, which the store opens in Hindi on a first visit (issue 46).
  const lang = process.env.BENCH_ACCEPT_LANG;
  return launch({
    chromePath: CHROMIUM,
    chromeFlags: lang ? [...CHROME_FLAGS, `--accept-lang=${lang}`, `--lang=${lang.split(',')[0]}`] : CHROME_FLAGS,
  });
}

/** The few puppeteer-core calls the benchmarks make. */
export interface CdpSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  on(event: string, handler: (params: Record<string, unknown>) => void): void;
  detach(): Promise<void>;
}
export interface BrowserPage {
  goto(url: string, options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  waitForFunction(expression: string, options?: { timeout?: number; polling?: number }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  createCDPSession(): Promise<CdpSession>;
  close(): Promise<void>;
}
export interface BrowserTarget {
  type(): string;
  url(): string;
  createCDPSession(): Promise<CdpSession>;
}
export interface BrowserContext {
  newPage(): Promise<BrowserPage>;
  targets(): BrowserTarget[];
  close(): Promise<void>;
}
export interface Browser {
  createBrowserContext(): Promise<BrowserContext>;
  /** A page in the default context (the one Lighthouse audits in). */
  newPage(): Promise<BrowserPage>;
  disconnect(): Promise<void>;
}

export async function connectBrowser(port: number): Promise<Browser> {
  const { default: pptr } = await importThroughLighthouse<{ default: { connect(o: { browserURL: string }): Promise<Browser> } }>(
    'puppeteer-core',
  );
  return pptr.connect({ browserURL: `http://127.0.0.1:${port}` });
}
