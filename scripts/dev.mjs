// `npm run dev`: the API with reload on change (port 3001) and the Vite dev server with hot
// reload (port 5173, proxying /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@vidya/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@vidya/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VIDYA_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
