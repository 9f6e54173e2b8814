/**
 * Keeps `process.nextTick` fast for the life of the process (docs/decisions/030).
 *
 * Every `process.nextTick` builds a small object, `{ [async_id_symbol], [trigger_async_id_symbol],
 * callback, args }`. V8 gives that object its shape step by step, one hidden class (map) per
 * property, and keeps the steps only while something uses them. A full collection at a moment
 * when no tick is queued frees them; the next tick builds new ones, and `nextTick`'s inline caches
 * count each new set as another shape. After four such collections they give up
 * ("megamorphic"), and from then on every tick defines three properties through V8's runtime.
 *
 * The api's start runs many full collections (loading the catalogue, the start's garbage returned
 * at once), and the api processes looked at had ended there. Node's http code calls `nextTick`
 * about nine times per answer, and the whole cost was about 5 µs per answer: a fifth of a cached
 * catalogue read.
 *
 * One object of the same shape, held for good, keeps those hidden classes alive, so a collection
 * never frees them and the caches stay as they are. The two symbols are Node's own, read from an
 * `AsyncResource` (which carries the same two as a tick object). The numbers are fractions because
 * Node's ids are stored as doubles: the keeper's fields then have the same representation as a
 * tick's.
 */
import { AsyncResource } from 'node:async_hooks';

let keeper: object | undefined;

/** Holds one object shaped like a tick object; true once held (false where this Node names its symbols otherwise). */
export function keepTickObjectShapes(): boolean {
  if (keeper) return true;
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('tick-object-shapes'));
  const asyncId = symbols.find((s) => s.description === 'async_id_symbol');
  const triggerId = symbols.find((s) => s.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerId) return false;
  const callback = (): void => {};
  // The same properties in the same order as Node's nextTick builds them.
  keeper = { [asyncId]: 0.5, [triggerId]: 0.5, callback, args: undefined };
  return true;
}

/** True once this process holds the tick objects' shapes. */
export const tickObjectShapesHeld = (): boolean => keeper !== undefined;
