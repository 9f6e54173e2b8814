/**
 * sharp (libvips) is loaded on first use: seeding, an upload or a CSV import. A store that only
 * serves never maps it, which keeps about 17 MB out of the api's resident memory (issue 21).
 */
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | null = null;

export function loadSharp(): Promise<typeof SharpModule> {
  return (loading ??= import('sharp').then((m) => m.default));
}
