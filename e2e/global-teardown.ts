/** Removes the stores' temporary data directories once the run is over. */
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_DATA_DIR_2]) {
    if (dir && dir.includes('inkwell-e2e-')) rmSync(dir, { recursive: true, force: true });
  }
}
