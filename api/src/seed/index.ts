/** STUB — to be replaced by the seed work. */
import type { AppContext } from '../context.js';

export async function seedStore(_ctx: AppContext): Promise<void> {}
