/** CPU and resident memory of one process (Linux /proc), without its children: the api apart from the sync-server it started. */
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) used so far by process `pid` alone; 0 where /proc is not there. */
export function ownCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Resident memory (VmRSS) of process `pid` in bytes; 0 where /proc is not there. */
export function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
