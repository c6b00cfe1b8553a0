#!/usr/bin/env node
// One build recipe for every publishable package (like xyflow's rollup-config):
// ESM bundles per `exports` entry with vanilla-extract compiled into CSS files,
// plus declarations from tsc. Run it from the package folder: `paperlight-build`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');

/**
 * Maps `./dist/foo.js` in `exports` back to `src/foo.ts(x)`. A CSS-only export such as
 * `./dist/reset.css` (anything but styles.css) builds from `src/reset.ts`, a module that only
 * imports `.css.ts` files; its JS output is dropped afterwards.
 */
function entryPoints() {
  const entries = {};
  const cssOnly = [];
  for (const target of Object.values(pkg.exports ?? {})) {
    const file = typeof target === 'string' ? target : (target.import ?? target.default);
    const js = typeof file === 'string' && /^\.\/dist\/(.+)\.js$/.exec(file);
    const css = typeof file === 'string' && /^\.\/dist\/(.+)\.css$/.exec(file);
    const name = js ? js[1] : css && css[1] !== 'styles' ? css[1] : null;
    if (!name) continue;
    const source = ['.ts', '.tsx'].map((ext) => join('src', name + ext)).find((p) => existsSync(join(cwd, p)));
    if (!source) throw new Error(`${pkg.name}: no source for export ${file}`);
    entries[name] = source;
    if (!js) cssOnly.push(name);
  }
  if (Object.keys(entries).length === cssOnly.length) throw new Error(`${pkg.name}: no ./dist/*.js entries in exports`);
  return { entries, cssOnly };
}

const dependencies = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
// Dependencies stay external, except their stylesheets (`@xyflow/react/dist/style.css`): those
// are bundled into the package's styles.css, since a CSS import left in the JS would break Node.
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!dependencies.has(name) || /\.css$/.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};
const REACT = /^(react|react-dom)(\/|$)/;

// `sideEffects: ["**/*.css"]` describes the published dist; in src a bare `import './theme.css'`
// of a `.css.ts` file (global styles) is a side effect and must survive the bundle.
const keepCssTsSideEffects = {
  name: 'keep-css-ts-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /\.css(\.[cm]?[jt]sx?)?$/ }, async (args) => {
      if (args.pluginData?.keepCssTs || args.namespace !== 'file') return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { keepCssTs: true },
      });
      if (resolved.errors.length > 0 || !/\.css\.[cm]?[jt]sx?$/.test(resolved.path)) return undefined;
      return { path: resolved.path, namespace: resolved.namespace, sideEffects: true };
    });
  },
};

rmSync(join(cwd, 'dist'), { recursive: true, force: true });
mkdirSync(join(cwd, 'dist'), { recursive: true });

const { entries, cssOnly } = entryPoints();
const result = await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  jsx: 'automatic',
  metafile: true,
  logLevel: 'warning',
  plugins: [externalDependencies, keepCssTsSideEffects, vanillaExtractPlugin({ identifiers: 'short', outputCss: true })],
});

// esbuild names each virtual CSS module in a comment holding its whole base64 source; drop them.
for (const file of Object.keys(result.metafile.outputs).filter((out) => out.endsWith('.css'))) {
  const path = join(cwd, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^\/\* vanilla-extract-css-ns:[^*]*\*\/\n/gm, ''));
}

// esbuild writes one CSS file per entry; the public name of the main one is styles.css.
if (existsSync(join(cwd, 'dist/index.css'))) renameSync(join(cwd, 'dist/index.css'), join(cwd, 'dist/styles.css'));
else if (pkg.exports?.['./styles.css']) writeFileSync(join(cwd, 'dist/styles.css'), '');

// Declarations: tsc over src without tests and stories.
const require = createRequire(join(cwd, 'package.json'));
const tsc = join(require.resolve('typescript/package.json'), '..', 'bin', 'tsc');
const tmp = join(cwd, 'node_modules/.cache/paperlight-build');
mkdirSync(tmp, { recursive: true });
const tsconfig = join(tmp, 'tsconfig.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: relative(tmp, join(cwd, 'tsconfig.json')),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: join(cwd, 'dist'),
      rootDir: join(cwd, 'src'),
      tsBuildInfoFile: null,
    },
    include: [join(cwd, 'src')],
    // Relative patterns would resolve against the cache folder, so anchor them at src.
    exclude: ['**/*.test.*', '**/*.stories.*', '**/test/**'].map((pattern) => join(cwd, 'src', pattern)),
  }),
);
execFileSync(process.execPath, [tsc, '-p', tsconfig], { stdio: 'inherit', cwd });

// Declarations for NodeNext consumers: tsc copies our extensionless relative specifiers
// (`./client`) into the .d.ts files, which node16/nodenext resolution rejects (TS2834) and attw
// reports as 'Internal resolution error'. Point each one at the file tsc emitted.
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;
function fixDeclarationSpecifiers(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fixDeclarationSpecifiers(path);
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const text = readFileSync(path, 'utf8');
    const fixed = text.replace(/^import ['"][^'"]+\.css['"];\n/gm, '').replace(RELATIVE, (whole, lead, quote, specifier) => {
      if (/\.(js|mjs|cjs|json)$/.test(specifier)) return whole;
      const target = join(dirname(path), specifier);
      const resolved = existsSync(`${target}.d.ts`)
        ? `${specifier}.js`
        : existsSync(join(target, 'index.d.ts'))
          ? `${specifier.replace(/\/$/, '')}/index.js`
          : null;
      if (!resolved) throw new Error(`${pkg.name}: ${relative(cwd, path)} imports ${specifier}, which has no declaration`);
      return `${lead}${quote}${resolved}${quote}`;
    });
    if (fixed !== text) writeFileSync(path, fixed);
  }
}
fixDeclarationSpecifiers(join(cwd, 'dist'));

// 'use client' goes only on entries whose module graph reaches React (components, hooks), so a
// React Server Component can import api-client's core or ui-kit's vars as plain server code.
function reachesReact(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  return (result.metafile.outputs[file]?.imports ?? []).some((imported) =>
    imported.external ? REACT.test(imported.path) : reachesReact(imported.path, seen),
  );
}
const clientEntries = [];
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint || !file.endsWith('.js') || !reachesReact(file)) continue;
  const path = join(cwd, file);
  writeFileSync(path, `"use client";\n${readFileSync(path, 'utf8')}`);
  clientEntries.push(relative(cwd, file));
}

// CSS-only entries keep just their stylesheet.
for (const name of cssOnly) {
  for (const ext of ['.js', '.d.ts']) rmSync(join(cwd, 'dist', name + ext), { force: true });
  delete result.metafile.outputs[`dist/${name}.js`];
}

const bytes = Object.entries(result.metafile.outputs).map(
  ([file, out]) => `${relative(cwd, file).replace(/^dist\/index\.css$/, 'dist/styles.css')} ${out.bytes} B`,
);
console.log(`${pkg.name}: built ${bytes.join(', ')}${clientEntries.length ? `; 'use client' on ${clientEntries.join(', ')}` : ''}`);
if (watch) console.log('(--watch is not supported: `pnpm dev` and Storybook read packages from source and reload on save)');
