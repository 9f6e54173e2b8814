export interface Logger {
  info(msg: string, extra?: unknown): void;
  error(msg: string, err?: unknown): void;
  debug(msg: string, extra?: unknown): void;
}

export function createLogger(level: 'silent' | 'error' | 'info' | 'debug'): Logger {
  const rank = { silent: 0, error: 1, info: 2, debug: 3 }[level];
  const fmt = (e: unknown) => (e instanceof Error ? (e.stack ?? e.message) : e === undefined ? '' : JSON.stringify(e));
  return {
    error: (m, e) => rank >= 1 && console.error(`[api] ${m}`, fmt(e)),
    info: (m, e) => rank >= 2 && console.log(`[api] ${m}`, e === undefined ? '' : fmt(e)),
    debug: (m, e) => rank >= 3 && console.log(`[api:debug] ${m}`, e === undefined ? '' : fmt(e)),
  };
}
