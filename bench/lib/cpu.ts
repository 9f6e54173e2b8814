/** CPU seconds (user + system) used so far by process `pid` and all its descendants (Linux /proc); 0 elsewhere. */
import { readdirSync, readFileSync } from 'node:fs';

export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const kid of kids ? kids.split(' ') : []) seconds += cpuSeconds(Number(kid));
    }
    return seconds;
  } catch {
    return 0;
  }
}
