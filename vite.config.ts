// Builds the React client from client/ into dist/client, which the API server serves (with an
// index.html fallback for client routes). In development Vite serves the client on port 3000
// and forwards GraphQL (HTTP and the graphql-ws WebSocket) and REST calls to the API on 3001.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay-lite';

const apiDevelopmentServer = 'http://localhost:3001';

/**
 * Writes `.br` and `.gz` copies of every text file of the build, compressed once at the highest
 * levels, for the server to send to browsers that accept them (api/http/static-files.ts).
 * Node's zlib does both: no extra dependency for a dozen lines.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|html|svg|json|txt|xml)$/;
  const walk = (directory: string): string[] =>
    readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'opinio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((path) => compressible.test(path))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
const projectRoot = import.meta.dirname;

// `vite build` builds the browser's bundle; `vite build --ssr entry-server.tsx` (scripts/build-client.sh)
// the server's entry for rendering public pages (client/entry-server.tsx), into dist/ssr, with the
// libraries left to node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: resolve(projectRoot, 'client'),
  // relay-lite turns graphql`` tags into imports of the committed artifacts. It runs the
  // compiler once for a build (the browser's: the server's build reads what it wrote); in the dev
  // server its watch mode would need watchman, which is not installed, so there run
  // `npx relay-compiler` after editing a GraphQL document.
  plugins: [relay({ cwd: projectRoot, codegen: command === 'build' && !isSsrBuild }), react(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    // react-relay's main entry also exports the legacy container APIs (QueryRenderer,
    // createFragmentContainer...), which CommonJS cannot tree-shake out; we use hooks only.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for every page (17 KB compressed), linked from the page shell: a
    // server-rendered page is styled from its first paint, with or without its script, and a
    // page's styles never arrive after its content (no flash, no layout shift).
    cssCodeSplit: false,
    // No modulepreload links in the page shell: on a server-rendered page they would fetch the
    // libraries at high priority beside the stylesheet and hold its first paint back on a slow
    // link (docs/benchmarks.md#first-load-lighthouse); client/boot.ts asks for the app after that
    // paint, and a dynamic import still fetches its chunk's imports alongside it. A page the
    // client renders (a member's) shows nothing until its script runs, so the server adds the
    // links to that one from the manifest (api/http/static-files.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies) },
    manifest: true,
    // Libraries change less often than our code: separate chunks stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/](react-relay|relay-runtime)[\\/]/.test(id)) return 'relay';
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
