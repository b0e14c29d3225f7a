// npm run dev: the API on port 3001 (restarted on change by tsx watch) and Vite's dev server on
// port 3000 with hot reload, proxying /graphql (including WebSocket) and /api to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: '3001' },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit', env: process.env }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
