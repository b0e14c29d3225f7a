// `npm start` runs the server as one compiled file, dist/server/main.js: starting it takes about
// half the time that compiling api/ on the fly (tsx) does (docs/benchmarks.md#server-start).
// Libraries stay in node_modules; our TypeScript is bundled.
//
// Some files find their neighbours through import.meta.url (the persisted-operations list, the
// common-passwords list, the migrations, the Prisma client's engine): in the bundle that would be
// dist/server/, so each of those files gets its own address again, written relative to the bundle
// so that the checkout can move.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const projectRoot = resolve(import.meta.dirname, '..');
export const defaultServerBundle = resolve(projectRoot, 'dist/server/main.js');

/** Bundles api/main.ts into `outfile`, which must lie inside the project (its libraries resolve from there). */
export async function buildServer(outfile = defaultServerBundle): Promise<void> {
  await build({
    entryPoints: [resolve(projectRoot, 'api/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [ownFileAddress(outfile)],
  });
}

const ownFileAddress = (outfile: string): Plugin => ({
  name: 'opinio-own-file-address',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]api[\\/].*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), path).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
});

// Run as a script (npm start, npm run build), not imported (the fault tests build their own copy).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built into ${relative(projectRoot, defaultServerBundle)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
