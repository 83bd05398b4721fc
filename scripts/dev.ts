/** `npm run dev`: the API with reload on :3001 and Vite with hot reload on :3000, proxying /api. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: {
      LOG_LEVEL: 'info',
      ...process.env,
      PORT: '3001',
      NODE_ENV: 'development',
      CLIENT_BUILD_DIR: '.dev-no-build',
      // A reload restarts at once: no proxy waits for readiness here.
      SHUTDOWN_DRAIN_MS: '0',
    },
  }),
  spawn(path.join('node_modules', '.bin', 'react-router'), ['dev', '--port', '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: 'http://127.0.0.1:3001' },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
