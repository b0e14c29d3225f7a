// npm run dev: the API on port 3001 (restarted on change by tsx watch) and Vite's dev server on
// port 3000 with hot reload, proxying /graphql (including WebSocket) and /api to the API.
// Google and Facebook sign-in go through a local stand-in (scripts/social-stand-in.ts) unless
// real client ids are configured.
import { spawn } from 'node:child_process';
import { standInCredentials, standInEnvironment, startSocialStandIn } from './social-stand-in.ts';

const realSocialIds = Boolean(process.env.GOOGLE_CLIENT_ID || process.env.FACEBOOK_APP_ID);
const standIn = realSocialIds ? null : await startSocialStandIn({ port: 3002, ...standInCredentials });

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/main.ts'], {
    stdio: 'inherit',
    // PUBLIC_URL is where the browser is (Vite): links, the sister-site stand-in and the origin check use it.
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      ...process.env,
      ...(standIn ? standInEnvironment(standIn) : {}),
      NODE_ENV: 'development',
      PORT: '3001',
    },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit', env: process.env }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  void standIn?.close();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
