/**
 * The header's PWA corner: an install button where the browser offers installation, a visible
 * offline badge, and an "update available — Reload" prompt when a new version is waiting.
 * It also registers the service worker (once, after the first screen and the catalogue: its
 * precache is about 1 MB) so main.tsx stays the shell's.
 */
import { useEffect, useState } from 'react';
import { useOnlineStatus, whenCatalogReady } from '../data/shell';
import { createExternalStore, useExternalStore } from '../lib/external-store';
import { afterFirstScreen } from '../lib/first-screen';
import { IconButton } from '../ui/button';
import { useT } from '../i18n';
import './pwa-status.css';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  installPrompt: BeforeInstallPromptEvent | null;
  needRefresh: boolean;
}

// Module state: the events fire once per page, whichever PwaStatus instance is mounted.
const pwa = createExternalStore<PwaState>({ installPrompt: null, needRefresh: false });
const setPwa = (patch: Partial<PwaState>) => pwa.set({ ...pwa.get(), ...patch });

/** Longest a first visit's service worker waits for the catalogue after the first screen. */
const SW_AFTER_CATALOG_CAP_MS = 10_000;

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null;
let setUp = false;

function setUpOnce(): void {
  if (setUp || typeof window === 'undefined') return;
  setUp = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep it for our own Install button
    setPwa({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwa({ installPrompt: null }));
  // After the catalogue too: on a first visit its snapshot goes first (docs/decisions/043).
  afterFirstScreen(() =>
    whenCatalogReady(() => {
      // Its code too is loaded then, not with the first screen's.
      void import('virtual:pwa-register').then(({ registerSW }) => {
        updateServiceWorker = registerSW({ immediate: true, onNeedRefresh: () => setPwa({ needRefresh: true }) });
      });
    }, SW_AFTER_CATALOG_CAP_MS),
  );
}

function InstallIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

export function PwaStatus() {
  useEffect(setUpOnce, []);
  const { installPrompt, needRefresh } = useExternalStore(pwa);
  const online = useOnlineStatus();
  const [reloading, setReloading] = useState(false);
  const t = useT();

  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice.catch(() => null);
    setPwa({ installPrompt: null }); // a prompt can be used only once
  };

  return (
    <>
      {!online && (
        <span className="pwa-offline" role="status">
          <span className="pwa-offline__dot" aria-hidden="true" />
          {t('Offline')}
        </span>
      )}
      {installPrompt && (
        <IconButton label={t('Install the Inkwell app')} onClick={install}>
          <InstallIcon />
        </IconButton>
      )}
      {needRefresh && (
        <div className="pwa-update" role="alert">
          <p className="pwa-update__text">{t('Update available — a new version of Inkwell is ready.')}</p>
          <div className="pwa-update__actions">
            <button
              type="button"
              className="pwa-update__reload"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void updateServiceWorker?.(true);
              }}
            >
              {t('Reload')}
            </button>
            <button type="button" className="pwa-update__later" onClick={() => setPwa({ needRefresh: false })}>
              {t('Later')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
