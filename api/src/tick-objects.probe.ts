/**
 * Run by tick-objects.test.ts in a Node of its own (--allow-natives-syntax --expose-gc): ticks,
 * then a full collection while no tick is queued, eight times, as the api's start does; then
 * prints V8's view of `process.nextTick`, whose inline caches say whether it stayed fast.
 * `--keep` holds the tick objects' shapes first, as serveApi does.
 */
import { keepTickObjectShapes } from './tick-objects.js';

if (process.argv.includes('--keep') && !keepTickObjectShapes()) throw new Error('this Node has no tick object symbols to hold');

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
// V8's natives syntax is not TypeScript: it is parsed at run time.
const debugPrint = new Function('f', '%DebugPrint(f)') as (f: unknown) => void;

let ran = 0;
for (let round = 0; round < 8; round++) {
  await new Promise<void>((resolve) => {
    for (let i = 0; i < 1000; i++) process.nextTick(() => ran++);
    process.nextTick(resolve);
  });
  // Nothing is queued now: without the keeper, the tick objects' shapes die here.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}
debugPrint(process.nextTick);
console.log(`ticks run: ${ran}`);
