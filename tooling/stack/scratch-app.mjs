// What an outside app does with an installed package: import every JS entry of its `exports`,
// find every CSS entry non-empty, and run the package's smoke test (its package.json's
// `paperlight.smoke`, else DEFAULT_SMOKE). Used by check-packages (tarballs) and
// release-rehearse (a registry).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_SMOKE = {
  '@paperlight/api-client': `
    import { createApiClient, createSessionStore } from '@paperlight/api-client';
    import { ApiClientProvider, useSession } from '@paperlight/api-client/react';
    const session = createSessionStore({ status: 'unauthenticated' });
    const client = createApiClient({ apiUrl: 'http://127.0.0.1:9', ssoUrl: 'http://127.0.0.1:9', session, fetch: async () => new Response('{}') });
    assert.equal(typeof client.getTrialDaysLeft, 'function');
    function Probe() { return h('output', null, useSession().status); }
    assert.match(renderToString(h(ApiClientProvider, { client }, h(Probe))), /unauthenticated/);
  `,
};

/**
 * Runs the checks of package `name` installed in `app` (a folder with node_modules) in a fresh Node.
 * @returns {{ ok: boolean, summary: string, output: string }}
 */
export function smokeInstalled(app, name) {
  const manifest = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
  const jsEntries = [];
  const cssEntries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? { '.': manifest.main })) {
    if (subpath === './package.json') continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const file = typeof target === 'string' ? target : (target?.import ?? target?.default ?? '');
    (file.endsWith('.css') ? cssEntries : jsEntries).push(specifier);
  }
  const smoke = manifest.paperlight?.smoke ?? DEFAULT_SMOKE[name] ?? '';
  const base = name.replace(/\W/g, '_');
  const script = [
    `import assert from 'node:assert/strict';`,
    `import { readFileSync } from 'node:fs';`,
    `import { fileURLToPath } from 'node:url';`,
    `const step = (name, fn) => fn().then(() => console.log('STEP ' + name + ' ok'), (e) => { console.log('STEP ' + name + ' FAIL'); console.error(e); process.exitCode = 1; });`,
    `await step('imports', async () => { for (const s of ${JSON.stringify(jsEntries)}) { const m = await import(s); assert.ok(Object.keys(m).length > 0, s + ' exports nothing'); } });`,
    `await step('css', async () => { for (const s of ${JSON.stringify(cssEntries)}) { const css = readFileSync(fileURLToPath(import.meta.resolve(s)), 'utf8'); assert.ok(css.trim().length > 0, s + ' is empty'); } });`,
    smoke ? `await step('smoke', async () => { await import('./smoke-${base}.mjs'); });` : '',
  ].join('\n');
  const smokeModule = [
    `import assert from 'node:assert/strict';`,
    `import { createElement as h } from 'react';`,
    `import { renderToString } from 'react-dom/server';`,
    `void assert; void h; void renderToString;`,
    smoke,
  ].join('\n');
  writeFileSync(join(app, `check-${base}.mjs`), script);
  writeFileSync(join(app, `smoke-${base}.mjs`), smokeModule);
  const result = spawnSync(process.execPath, [`check-${base}.mjs`], { cwd: app, encoding: 'utf8' });
  const failedSteps = [...result.stdout.matchAll(/^STEP (\w+) FAIL$/gm)].map((m) => m[1]);
  const passed = [...result.stdout.matchAll(/^STEP (\w+) ok$/gm)].map((m) => m[1]);
  const ok = result.status === 0 && failedSteps.length === 0;
  return {
    ok,
    summary: ok ? `ok (${passed.join('+')}${smoke ? '' : ', no smoke'})` : `FAIL (${failedSteps.join('+') || 'crash'})`,
    output: (result.stderr || result.stdout).trim().split('\n').slice(0, 12).join('\n'),
  };
}
