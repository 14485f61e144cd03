import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Held by the one server process that may open an embedded data directory. */
export interface DataDirLock {
  path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  bootId: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockPath: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}). ` +
        "Two processes on one embedded database would issue the same numbers and lose each other's writes. " +
        `Stop the other process, give this one its own DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL). ` +
        `If no such process exists, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // torn or foreign content: a writer died between create and write
  }
}

/** A lock left by a process that no longer runs (killed, or the machine restarted). */
function isStale(owner: LockOwner | null, me: LockOwner): boolean {
  if (!owner) return true;
  if (owner.host !== me.host) return false; // a shared folder: we cannot see the other machine's processes
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return true;
  return !isAlive(owner.pid);
}

/**
 * Takes `<dataDir>.lock` with O_CREAT|O_EXCL and writes this process's pid, host and boot id into it. A lock
 * whose process is gone is taken over: it is first renamed aside (atomic), then checked again, so two processes
 * recovering the same stale lock cannot both win. Released on close; a killed process leaves it stale.
 */
export function lockDataDir(dataDir: string, lockPath = `${dataDir}.lock`): DataDirLock {
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    startedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      return {
        path: lockPath,
        release: () => {
          try {
            if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | null;
    try {
      owner = readOwner(lockPath);
    } catch {
      continue; // released meanwhile
    }
    if (!isStale(owner, me)) throw new DataDirInUseError(dataDir, lockPath, owner!);
    const aside = `${lockPath}.stale-${process.pid}`;
    try {
      renameSync(lockPath, aside);
    } catch {
      continue; // someone else moved or released it
    }
    let moved: LockOwner | null = null;
    try {
      moved = readOwner(aside);
    } catch {
      // vanished: nothing to put back
    }
    if (moved && !isStale(moved, me)) {
      // Another process took the stale lock over between our read and our rename: give it back.
      try {
        linkSync(aside, lockPath);
      } finally {
        unlinkSync(aside);
      }
      throw new DataDirInUseError(dataDir, lockPath, moved);
    }
    try {
      unlinkSync(aside);
    } catch {
      // already gone
    }
  }
  throw new Error(`could not take the lock ${lockPath}: it keeps changing`);
}
