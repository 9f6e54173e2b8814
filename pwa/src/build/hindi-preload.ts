import type { Plugin } from 'vite';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/choose-language';
import { HINDI_CHUNK_PATH } from '../i18n/hindi-chunk';

/**
 * The few lines index.html runs before the entry: on a device that opens in Hindi, a
 * `modulepreload` of the Hindi chunk, so it downloads beside the entry instead of after it has
 * run (the first screen waits for it: on a phone that second round of downloading was a third
 * of a second before anything showed). The rule is the app's own (chooseLanguage). Storage that
 * refuses to be read (a private window) leaves the app to decide, as before.
 */
export function hindiPreloadScript(href: string): string {
  return (
    `try{if((${chooseLanguage.toString()})(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),` +
    `(navigator.languages||[])[0]||navigator.language)==='hi'){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=${JSON.stringify(href)};document.head.appendChild(l)}}catch(e){}`
  );
}

/**
 * Puts hindiPreloadScript in the built index.html's head, before anything it would wait for. The
 * api hashes it into the page's Content-Security-Policy with the shell's other inline elements
 * (api/src/http/app-shell.ts), and the service worker precaches the same index.html, so an offline
 * start preloads from its cache.
 */
export function hindiPreload(): Plugin {
  return {
    name: 'store:hindi-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => HINDI_CHUNK_PATH.test(name));
        if (!file) return html;
        // After the charset and viewport, before the stylesheet: a script after a stylesheet link
        // would wait for the stylesheet, and the preload with it.
        const script = `<script>${hindiPreloadScript(`/${file}`)}</script>`;
        const viewport = /<meta name="viewport"[^>]*>/.exec(html);
        if (!viewport) return html.replace('<head>', () => `<head>\n    ${script}`);
        const at = viewport.index + viewport[0].length;
        return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`;
      },
    },
  };
}
