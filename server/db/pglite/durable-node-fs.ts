import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

/**
 * PGlite's NodeFS never reaches the disk's cache flush: PGlite starts PostgreSQL with `-F` (fsync off) and
 * Emscripten's NODEFS has no fsync. This folder keeps PostgreSQL's own rule instead: it starts with fsync on and
 * wal_sync_method=fsync (Emscripten's fdatasync is a no-op), and NODEFS's fsync calls fsync(2) on the real file,
 * so a commit returns only after its WAL is on disk and a checkpoint flushes the data files before WAL is recycled.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...((emscriptenOpts.preRun as Array<(mod: unknown) => void> | undefined) ?? []),
      (mod: unknown) => {
        (mod as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
          fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as EmscriptenOptions };
  }
}

/** PGlite's start parameters without `-F`, with a sync method that Emscripten passes through. */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** Flushes every file and folder of a freshly created data directory once (initdb's files were written unsynced). */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
