/**
 * The running server's mark in DATA_DIR (docs/architecture/data.md): `server.pid` holds its process id
 * while it runs, so a restore can refuse to replace the database under it. A mark left by a killed
 * server names a process that no longer exists and is ignored.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_PID_FILE = 'server.pid';

/** Writes this process's id into DATA_DIR; the returned function removes it (on close). */
export function holdServerLock(dataDir: string): () => void {
  const file = path.join(dataDir, SERVER_PID_FILE);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The id of a live server process holding DATA_DIR, if there is one. */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
