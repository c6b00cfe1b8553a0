#!/usr/bin/env node
// One build recipe for every Node service in apps/ (`paperlight-build-service`, run from the
// app folder): bundles src/main.ts with the workspace packages it imports (they are TypeScript
// source, so Node cannot load them from node_modules), and leaves npm dependencies external so
// native modules and their assets load from node_modules as usual.
//
//   paperlight-build-service [entry=src/main.ts] [--outfile=dist/main.js]
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const args = process.argv.slice(2);
const entry = args.find((a) => !a.startsWith('--')) ?? 'src/main.ts';
const outfile = args.find((a) => a.startsWith('--outfile='))?.slice('--outfile='.length) ?? 'dist/main.js';

const isWorkspace = (name) => name.startsWith('@paperlight/');
const runtime = new Set(
  [pkg.dependencies, pkg.optionalDependencies, pkg.peerDependencies]
    .flatMap((deps) => Object.keys(deps ?? {}))
    .filter((name) => !isWorkspace(name)),
);
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @type {import('esbuild').Plugin} */
const dependencies = {
  name: 'paperlight-service-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (resolveArgs) => {
      const { path, importer } = resolveArgs;
      if (path.startsWith('node:') || builtins.has(path) || builtins.has(packageName(path))) {
        return { path, external: true };
      }
      const name = packageName(path);
      if (isWorkspace(name)) return undefined;
      if (runtime.has(name)) return { path, external: true };
      // Bundling an undeclared npm package would half-work (native modules, optional requires);
      // declaring it makes pnpm link it next to the app so the external import resolves.
      return {
        errors: [
          {
            text: `"${name}" is imported by ${relative(cwd, importer)} but is not in ${pkg.name}'s dependencies. Add it (same version range as the importing package) so it resolves at run time.`,
          },
        ],
      };
    });
  },
};

rmSync(join(cwd, outfile), { force: true });
rmSync(join(cwd, `${outfile}.map`), { force: true });
const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // CommonJS code inside the bundle may call require() for Node built-ins.
  banner: { js: "import { createRequire as __plCreateRequire } from 'node:module'; const require = __plCreateRequire(import.meta.url);" },
  plugins: [dependencies],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, out]) => `${relative(cwd, file)} ${out.bytes} B`);
console.log(`${pkg.name}: built ${bytes.join(', ')}`);
