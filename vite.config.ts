// Builds the React client from client/ into dist/client, which the API server serves (with an
// index.html fallback for client routes). In development Vite serves the client on port 3000
// and forwards GraphQL (HTTP and the graphql-ws WebSocket) and REST calls to the API on 3001.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';

const apiDevelopmentServer = 'http://localhost:3001';
const projectRoot = import.meta.dirname;

export default defineConfig(({ command }) => ({
  root: resolve(projectRoot, 'client'),
  // relay-lite turns graphql`` tags into imports of the committed artifacts. It runs the
  // compiler once for a build; in the dev server its watch mode would need watchman, which is
  // not installed, so there run `npx relay-compiler` after editing a GraphQL document.
  plugins: [relay({ cwd: projectRoot, codegen: command === 'build' }), react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than our code: separate chunks stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/](react-relay|relay-runtime|graphql-ws)[\\/]/.test(id)) return 'relay';
          if (/[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'router';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiDevelopmentServer, ws: true, changeOrigin: false },
      '/api': { target: apiDevelopmentServer, changeOrigin: false },
      // The development stand-in for the sister site (single sign-on).
      '/dev/sister-site': { target: apiDevelopmentServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: apiDevelopmentServer, ws: true },
      '/api': { target: apiDevelopmentServer },
    },
  },
}));
