#!/usr/bin/env node
// `pnpm check:shape` (issue 37): the measures of a codebase the next person can carry on.
//   - no import cycle between the source files of the apps, packages and tooling (relative imports);
//   - no React component over 250 lines and no other function over 150 (tests, stories and benches
//     aside: a test reads top to bottom);
// Prints the largest files too (the engine's 500-line limit is check:engine-rooms'), and every fault;
// exits 1 on a fault. `--json` prints the figures only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

const ts = createRequire(join(root, 'package.json'))('typescript');
const LIMITS = { component: 250, fn: 150 };
const SKIP = new Set([
  'node_modules',
  'build',
  'dist',
  'storybook-static',
  '.turbo',
  'coverage',
  'test-results',
  'playwright-report',
  'fixtures',
  'e2e',
  'bench',
  'visual',
]);
const NOT_PRODUCT = /\.(test|spec|stories|bench|d)\.(ts|tsx|mts)$|\/test\/|\/testing\/|\/eval\/|vitest\.|playwright\.|\.config\.ts$/;

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

const sourceDirs = ['apps', 'packages', 'tooling'].flatMap((top) =>
  readdirSync(join(root, top)).flatMap((name) => ['src', 'app'].map((sub) => join(root, top, name, sub))),
);
const files = sourceDirs.flatMap(walk);
const product = files.filter((file) => !NOT_PRODUCT.test(relative(root, file)));

/** Every function of a file with its name (where it has one) and its length in lines. */
function functionsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const nameOf = (node) => {
    if (node.name && ts.isIdentifier(node.name)) return node.name.text;
    const parent = node.parent;
    if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    // forwardRef(function …) / memo(() => …): the variable the call is assigned to.
    if (
      parent &&
      ts.isCallExpression(parent) &&
      parent.parent &&
      ts.isVariableDeclaration(parent.parent) &&
      ts.isIdentifier(parent.parent.name)
    )
      return parent.parent.name.text;
    return '(anonymous)';
  };
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const name = nameOf(node);
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      const component = file.endsWith('.tsx') && /^[A-Z]/.test(name);
      found.push({ name, lines, component });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { functions: found, lines: text.split('\n').length, text };
}

/** The relative imports of a file, resolved to files. */
function importsOf(file, text) {
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  const out = [];
  for (const spec of specs) {
    const base = resolve(dirname(file), spec.replace(/\.js$/, ''));
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        out.push(candidate);
        break;
      }
    }
  }
  return out;
}

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const strong = (v) => {
    meta.set(v, { index, low: index, on: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        strong(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) strong(v);
  return found;
}

const faults = [];
const graph = new Map();
const allFunctions = [];
const fileLines = [];
for (const file of files) {
  const rel = relative(root, file);
  const { functions, lines, text } = functionsOf(file);
  graph.set(file, importsOf(file, text));
  if (!product.includes(file)) continue;
  fileLines.push({ rel, lines });
  for (const fn of functions) {
    allFunctions.push({ ...fn, rel });
    const limit = fn.component ? LIMITS.component : LIMITS.fn;
    if (fn.lines > limit)
      faults.push(`${rel}: ${fn.component ? 'component' : 'function'} ${fn.name} is ${fn.lines} lines (limit ${limit})`);
  }
}
const found = cycles(graph);
for (const cycle of found) faults.push(`import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);

const top = (list, n = 5) => list.slice(0, n).map((x) => `${x.rel}${x.name ? ` ${x.name}` : ''} ${x.lines}`);
const components = allFunctions.filter((f) => f.component).sort((a, b) => b.lines - a.lines);
const others = allFunctions.filter((f) => !f.component).sort((a, b) => b.lines - a.lines);
const figures = {
  files: files.length,
  productFiles: product.length,
  importCycles: found.length,
  largestComponents: top(components),
  largestFunctions: top(others),
  largestFiles: top(fileLines.sort((a, b) => b.lines - a.lines)),
  faults: faults.length,
};
if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  for (const fault of faults) console.error(fault);
  console.log(
    `check:shape: ${figures.files} files (${figures.productFiles} product), ${figures.importCycles} import cycles, ${faults.length} faults`,
  );
  console.log(`  largest components: ${figures.largestComponents.join('; ')}`);
  console.log(`  largest functions: ${figures.largestFunctions.join('; ')}`);
  console.log(`  largest files: ${figures.largestFiles.join('; ')}`);
}
process.exit(faults.length === 0 ? 0 : 1);
