/**
 * Express without its per-request prototype swap (docs/decisions/024-express-on-node-prototypes.md).
 *
 * Express 5 hands every request and response a new prototype: `Object.setPrototypeOf(req,
 * app.request)` in `app.handle`. V8 pays for that on every request (the object leaves its shape
 * and everything that reads it goes polymorphic), and so does every other answer in the process,
 * because Node's own http code then sees two kinds of request and response objects. Measured on
 * this machine: an Express answer cost about 3 times the CPU it costs here (296 against 97 µs), and
 * a plain `node:http` handler in the same process, the catalogue's fast path, a sixth more.
 *
 * Instead, Express's request and response methods are installed once on Node's own
 * `IncomingMessage` and `ServerResponse` prototypes, each app's `request` and `response` are those
 * very prototypes (so the swap is a no-op), and the one per-app property Express reads through them
 * (`app`) is set on each request and response as it enters the app.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';

let installed = false;

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

/** Copies `source`'s own properties and those of its prototypes up to `target` onto `target`; a name Node already uses is an error. */
function mixIn(target: object, source: object, what: string): void {
  for (let o: object | null = source; o && o !== target; o = Object.getPrototypeOf(o) as object | null) {
    for (const key of Reflect.ownKeys(o)) {
      const descriptor = Object.getOwnPropertyDescriptor(o, key)!;
      const existing = Object.getOwnPropertyDescriptor(target, key);
      if (existing) {
        if (sameDescriptor(existing, descriptor)) continue;
        throw new Error(`Express's ${what}.${String(key)} would replace Node's own; this Node and Express pair needs a look`);
      }
      Object.defineProperty(target, key, descriptor);
    }
  }
}

interface ExpressInternals {
  request: object;
  response: object;
  handle(req: IncomingMessage, res: ServerResponse, next?: unknown): void;
}

/** Makes `app` run on Node's own request and response prototypes. Call once per app, before it serves. */
export function useNodePrototypes(app: Express): void {
  if (!installed) {
    mixIn(IncomingMessage.prototype, express.request, 'request');
    mixIn(ServerResponse.prototype, express.response, 'response');
    installed = true;
  }
  const inner = app as unknown as ExpressInternals;
  inner.request = IncomingMessage.prototype;
  inner.response = ServerResponse.prototype;
  const handle = inner.handle;
  inner.handle = function handleOnNodePrototypes(req, res, next) {
    (req as IncomingMessage & { app: Express }).app = app;
    (res as ServerResponse & { app: Express }).app = app;
    handle.call(this, req, res, next);
  };
}
