#!/usr/bin/env node
// `pnpm bench:site`: Lighthouse (mobile preset, Debian Chromium) on /, one tool page, /accessibility,
// /about, /trust, the legal and commercial pages (/privacy, /terms, /data-processing, /cookies, /pricing, /integrations), a shared film's page (BENCH_PAGES=/share/{film} for it alone) and one sample of every public demo, or every sample with BENCH_ALL_DEMOS=1 (SEO on
// a noindex demo page: every audit but is-crawlable),
// plus the gzip size of the JavaScript / loads before any interaction. Starts the whole stack on free
// ports through start.mjs (which builds what changed) in a throwaway DATA_DIR.
//   targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100,
//            LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, JS on / before interaction ≤ 120 KB gzip
// Each page is audited BENCH_RUNS times (default 5) and judged on Lighthouse's own median run (the
// run closest to the median FCP and TTI), as Lighthouse's docs advise: simulated throttling scales
// the CPU time it observes, so one run on a shared 2-core machine swings by hundreds of ms. The
// spread of every metric over all runs is printed beside it.
//   env: CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES (comma-separated paths), BENCH_RUNS,
//        BENCH_ALL_DEMOS=1 (every sample of every public demo instead of one each: the api's sample files),
//        BENCH_LHR_DIR (write each page's full Lighthouse report there as JSON, to study a miss),
//        BENCH_RENDERER_NICE (default -10; 'off' to leave Chromium's priorities alone, decision 0096),
//        BENCH_RENDERER_CORE ('off' to leave every process on every core; by default the audited
//        page's renderer gets the last core and everything else the others, decision 0097),
//        BENCH_DEBUG_PIN=1 (print when each renderer was moved, and each run's TBT)
// Simulated throttling multiplies the main thread's observed wall time by 4, so a main thread that waits
// for a core inflates LCP and TBT as much as real work does (decision 0093). Beside each page the median
// run's main-thread wall and CPU time, and the 1-minute load, tell how much of a figure is that waiting;
// 'TBT from CPU' is the page's own share (its tasks' CPU time × 4), printed to read, never judged; so is
// 'Compositor', the CPU time of the software compositor that competes with the main thread for a core.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism, getPriority, loadavg, setPriority } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startStack } from './bench-lib.mjs';
import { createSharedFilm } from './shared-film.mjs';
import { root } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
process.env.CHROME_PATH = CHROME_PATH;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// The marketing pages, then one sample of every public demo (issue 19: bench:site covers them all).
// '/share/{film}' is a shared film's page (issue 31): the bench shares the sample film once the stack is up.
const SHARED_FILM_PAGE = '/share/{film}';
// The legal and commercial pages of issue 38 are judged with the company pages.
const MARKETING_PAGES = [
  '/',
  '/tools/alt-text',
  '/accessibility',
  '/about',
  '/trust',
  '/privacy',
  '/terms',
  '/data-processing',
  '/cookies',
  '/pricing',
  '/integrations',
  SHARED_FILM_PAGE,
];
const ONE_SAMPLE_EACH = [
  '/demos/alt-text/medicine',
  '/demos/multi-lingual-audio/medicine',
  '/demos/rejection-analyzer/demo',
  '/demos/gen-ai-search/global-conflicts',
  '/demos/chat-with-paper/medicine',
  '/demos/paper-remix/retail-kiosk',
];
// The api's sample folders (apps/api/samples/<kind>/<sampleId>.json) and the demo page each one is shown on.
const DEMO_OF_SAMPLE_KIND = {
  'alt-text': 'alt-text',
  'ai-audio': 'multi-lingual-audio',
  'rejection-analyzer': 'rejection-analyzer',
  'generative-research': 'gen-ai-search',
  'chat-with-pdf': 'chat-with-paper',
  'paper-remix': 'paper-remix',
};
/** `/demos/{tool}/{sampleId}` for every sample the api serves. */
function everyDemoPage() {
  return Object.entries(DEMO_OF_SAMPLE_KIND).flatMap(([kind, tool]) =>
    readdirSync(join(root, 'apps/api/samples', kind))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => `/demos/${tool}/${file.slice(0, -'.json'.length)}`),
  );
}
const DEFAULT_PAGES = [...MARKETING_PAGES, ...(process.env.BENCH_ALL_DEMOS === '1' ? everyDemoPage() : ONE_SAMPLE_EACH)];
let PAGES = (process.env.BENCH_PAGES || DEFAULT_PAGES.join(',')).split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05, jsKb: 120 };

// Playwright lives with the site's browser journeys.
const { chromium } = createRequire(join(root, 'apps/site/package.json'))('@playwright/test');

/**
 * The page's main thread in a Lighthouse trace: its top-level tasks (`RunTask`) on the renderer that
 * committed the main frame last. `dur` (wall) is what Lighthouse scales by 4; `tdur` (thread time) is what
 * the thread really ran, so wall / CPU well above 1 means it waited for a core. `cpuTbtMs` is the blocking
 * time of the tasks after first contentful paint with each task's CPU time × 4 (the preset's slowdown):
 * the page's own cost, as the audit would see it with a core to itself (an estimate: no Lantern graph).
 */
function mainThreadTime(trace) {
  const commits = trace.traceEvents.filter(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.isOutermostMainFrame !== false,
  );
  const pid = commits.at(-1)?.args.data.processId;
  if (pid === undefined) return null;
  const fcp = trace.traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= commits.at(-1).ts,
  );
  let wallUs = 0;
  let cpuUs = 0;
  let cpuTbtMs = 0;
  for (const event of trace.traceEvents) {
    if (event.pid !== pid || event.tid !== pid || event.ph !== 'X' || event.name !== 'RunTask') continue;
    wallUs += event.dur ?? 0;
    cpuUs += event.tdur ?? 0;
    if (fcp && event.ts >= fcp.ts) cpuTbtMs += Math.max(0, ((event.tdur ?? 0) * 4) / 1000 - 50);
  }
  return { wallMs: wallUs / 1000, cpuMs: cpuUs / 1000, cpuTbtMs: fcp ? cpuTbtMs : null };
}

/** The names a thread's top-level task takes in a trace (the viz thread's are ThreadControllerImpl::RunTask). */
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * CPU time of the GPU process's compositor thread (VizCompositorThread) over the whole trace. Chromium
 * runs here without a GPU (--disable-gpu), so viz composites in software and, while Lighthouse traces,
 * captures a screenshot of every frame that changed: a page that animates at 60 fps keeps it busy, and
 * on 2 cores that is a core the page's main thread waits for (decision 0092).
 */
function compositorCpu(trace) {
  const threads = new Set(
    trace.traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'VizCompositorThread')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let cpuUs = 0;
  for (const event of trace.traceEvents) {
    if (event.ph === 'X' && event.tdur !== undefined && threads.has(`${event.pid}:${event.tid}`) && TOP_LEVEL_TASKS.has(event.name))
      cpuUs += event.tdur;
  }
  return threads.size > 0 ? cpuUs / 1000 : null;
}

/**
 * The audited page's renderer runs ahead of everything else on the machine (decision 0096). Lighthouse's
 * simulated throttling takes the main thread's observed wall time as the page's work and multiplies it by
 * 4, which assumes the page had a core whenever it had work; on 2 cores the bench's own Lighthouse, the
 * stack's servers and Chromium's browser and GPU processes took one away from it two thirds of the time
 * (wall/CPU 2.3–3.4 with nothing else running, and a page with no script scored 77–93). The renderer's
 * work is unchanged and still counted in full. Chromium sets a renderer's niceness itself when it comes to
 * the foreground, so the renice is repeated every 20 ms, on this Chromium's renderers only (not another
 * browser on the machine, a journey's, say).
 */
const RENDERER_NICE = process.env.BENCH_RENDERER_NICE === 'off' ? null : Number(process.env.BENCH_RENDERER_NICE || -10);
let reniceFailed = false;

/**
 * A function listing the renderers under `rootPid` (Chromium's browser process). Each process's parent
 * is read once, and only this browser's own processes have their command line read, on every call:
 * a renderer forked from the zygote takes its own title a moment after it starts.
 */
function renderersUnder(rootPid) {
  const parents = new Map();
  const descends = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 8; at = parents.get(at) ?? 0, hops += 1) if (at === rootPid) return true;
    return false;
  };
  return () => {
    const pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
    const renderers = [];
    for (const pid of pids) {
      try {
        if (!parents.has(pid)) {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
        }
        // Chromium rewrites its command line as one space-separated title.
        if (pid !== rootPid && descends(pid) && /[\s\0]--type=renderer(\s|\0|$)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
          renderers.push(pid);
      } catch {
        // Gone since the directory was read.
      }
    }
    return renderers;
  };
}

/**
 * The audited page's renderer has a core of its own (decision 0097): the bench, the stack, Lighthouse
 * and Chromium's browser and GPU processes are kept off the last core (set once, here, before any of
 * them starts: they inherit it), and each renderer, every thread of it, is moved onto it. Even
 * reniced, the main thread waited for a core on 2 cores (wall/CPU 2.0–2.4); a phone's foreground app
 * has a core, and Lighthouse's simulation assumes the page had one. The page's own threads still
 * share that core with each other. Linux, 2 cores or more, and util-linux's taskset; otherwise every
 * process keeps every core.
 */
const CORES = availableParallelism();
let RENDERER_CORE = process.env.BENCH_RENDERER_CORE === 'off' || process.platform !== 'linux' || CORES < 2 ? null : CORES - 1;
if (RENDERER_CORE !== null) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', RENDERER_CORE === 1 ? '0' : `0-${RENDERER_CORE - 1}`, String(process.pid)], {
      stdio: 'ignore',
    });
  } catch (error) {
    console.warn(`bench:site: could not keep the bench off core ${RENDERER_CORE} (${error.message}); every process keeps every core`);
    RENDERER_CORE = null;
  }
}

/**
 * Moves the processes whose ids it is sent, one a line, every thread, onto RENDERER_CORE. A process of
 * its own, so that starting taskset never holds up the bench's event loop while Lighthouse records the trace.
 */
const pinner =
  RENDERER_CORE === null
    ? null
    : spawn('sh', ['-c', 'while read -r pid; do taskset -a -p -c "$0" "$pid" >/dev/null 2>&1; done', String(RENDERER_CORE)], {
        stdio: ['pipe', 'ignore', 'ignore'],
      });
pinner?.stdin.on('error', () => {});

/** A system error's own code ('ESRCH'), which Node's os functions put under `info`. */
const systemCode = (error) => error.info?.code ?? error.code;

/**
 * Keeps the renderers of the browser `rootPid` at RENDERER_NICE (the main thread), and on
 * RENDERER_CORE, until the returned function is called.
 */
function prioritiseRenderers(rootPid) {
  if ((RENDERER_NICE === null && RENDERER_CORE === null) || process.platform !== 'linux') return () => {};
  const renderers = renderersUnder(rootPid);
  const pinned = new Set();
  const launchedAt = performance.now();
  const timer = setInterval(() => {
    for (const pid of renderers()) {
      if (RENDERER_NICE !== null && !reniceFailed) {
        try {
          if (getPriority(pid) !== RENDERER_NICE) setPriority(pid, RENDERER_NICE);
        } catch (error) {
          // A renderer that exited since it was listed.
          if (systemCode(error) === 'ESRCH') continue;
          reniceFailed = true;
          console.warn(`  could not renice the renderer (${systemCode(error)}): audits run at Chromium's own priorities`);
        }
      }
      if (pinner && !pinned.has(pid)) {
        pinned.add(pid);
        if (process.env.BENCH_DEBUG_PIN) console.log(`    pinned renderer ${pid} at ${Math.round(performance.now() - launchedAt)} ms`);
        pinner.stdin.write(`${pid}\n`);
      }
    }
  }, 20);
  return () => clearInterval(timer);
}

/** Each report's main-thread time and the load while it ran (kept outside the report, which is Lighthouse's). */
const runContext = new WeakMap();

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const stopPrioritising = prioritiseRenderers(chrome.pid);
  try {
    // The default config is the mobile preset (Moto G Power, slow 4G, 4× CPU throttling).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const trace = result.artifacts.Trace;
    if (process.env.BENCH_DEBUG_PIN) console.log(`    run: TBT ${Math.round(result.lhr.audits['total-blocking-time'].numericValue)} ms`);
    runContext.set(result.lhr, {
      mainThread: trace ? mainThreadTime(trace) : null,
      compositorCpuMs: trace ? compositorCpu(trace) : null,
      load: loadavg()[0],
    });
    return result.lhr;
  } finally {
    stopPrioritising();
    await chrome.kill();
  }
}

function scoresOf(lhr) {
  const { categories, audits } = lhr;
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        ['binary', 'numeric'].includes(audit.scoreDisplayMode) &&
        !audit.id.startsWith('metrics'),
    )
    .map((audit) => `${audit.id} (${audit.score})`);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    noindex: audits['is-crawlable']?.score === 0,
    seoMisses: lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
    failing,
  };
}

/** Lighthouse's codes for a trace it lost, which says nothing of the page. */
const LOST_TRACE = /\((NO_NAVSTART|NO_TRACING_STARTED)\)/;
let lostTraces = 0;

/** Audits `url` RUNS times; the median run decides, every run's figures give the spread. */
async function auditPage(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Lighthouse loses its trace now and then (NO_NAVSTART: a run in four on 2026-11-25, with the
    // renderer pinned or not); such a run is taken again, up to four times. Any other failure is the page's.
    const attempt = (left) =>
      lighthouseRun(url).catch((error) => {
        if (left === 0 || !LOST_TRACE.test(error.message)) throw error;
        lostTraces += 1;
        if (process.env.BENCH_DEBUG_PIN) console.warn(`  retrying one run: ${error.message}`);
        return attempt(left - 1);
      });
    runs.push(await attempt(4));
  }
  const median = computeMedianRun(runs);
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'index';
    runs.forEach((lhr, index) =>
      writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}-${index + 1}${lhr === median ? '-median' : ''}.json`), JSON.stringify(lhr)),
    );
  }
  return { median: scoresOf(median), all: runs.map(scoresOf), context: runContext.get(median) };
}

/** Scripts the browser fetches for / until the network settles, with no click, key or scroll. */
async function javascriptBeforeInteraction(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      scripts.map(async (response) => ({ url: response.url(), gzip: gzipSync(await response.body(), { level: 9 }).length })),
    );
    return { total: sizes.reduce((sum, item) => sum + item.gzip, 0), sizes };
  } finally {
    await browser.close();
  }
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
let allPass = true;
/** Pages whose median run's main thread spent at least half again its CPU time waiting (decision 0093). */
const BUSY_RATIO = 1.5;
const busyPages = [];
function check(label, value, ok) {
  allPass &&= ok;
  console.log(`  ${verdict(ok)}  ${label.padEnd(16)} ${value}`);
}

const stack = await startStack();
if (PAGES.includes(SHARED_FILM_PAGE)) {
  const { token } = createSharedFilm(stack.dataDir);
  PAGES = PAGES.map((path) => (path === SHARED_FILM_PAGE ? `/share/${token}` : path));
}
console.log(
  RENDERER_NICE === null
    ? "Renderers at Chromium's own priorities (BENCH_RENDERER_NICE=off)"
    : `The audited page's renderer at nice ${RENDERER_NICE}, ahead of the bench, the stack and the rest of Chromium (decision 0096; BENCH_RENDERER_NICE=off for Chromium's own)`,
);
console.log(
  RENDERER_CORE === null
    ? 'Every process on every core (BENCH_RENDERER_CORE=off, or it could not be set)'
    : `The audited page's renderer on core ${RENDERER_CORE} of ${CORES}, everything else on the others (decision 0097; BENCH_RENDERER_CORE=off to share them all)`,
);
try {
  for (const path of PAGES) {
    const url = new URL(path, stack.siteUrl).toString();
    // One warm-up load so the first audit does not pay for cold server caches.
    await fetch(url);
    const audited = await auditPage(url).catch((error) => ({ error }));
    if (audited.error) {
      // One page that cannot be audited (an error status, a trace lost five times) fails; the others are still judged.
      console.log(`\n${path}`);
      check('Audit', audited.error.message, false);
      continue;
    }
    const { median: scores, all, context } = audited;
    const spread = (key, format) => (all.length > 1 ? `   (runs: ${all.map((run) => format(run[key])).join(', ')})` : '');
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\n${path}${all.length > 1 ? ` (median of ${all.length} runs)` : ''}`);
    check('Performance', `${scores.performance}${spread('performance', String)}`, scores.performance >= TARGETS.performance);
    // These do not depend on timing: every run must reach them.
    for (const [label, key] of [
      ['Accessibility', 'accessibility'],
      ['Best Practices', 'best-practices'],
      ['SEO', 'seo'],
    ]) {
      const worst = Math.min(...all.map((run) => run[key]));
      // A demo page is kept out of search engines on purpose (noindex): SEO as that choice allows,
      // every other SEO audit passing.
      if (key === 'seo' && all.every((run) => run.noindex)) {
        const others = all.flatMap((run) => run.seoMisses.filter((id) => id !== 'is-crawlable'));
        check(
          label,
          `${worst} (noindex by choice${others.length ? `; also ${[...new Set(others)].join(', ')}` : ''})`,
          others.length === 0,
        );
        continue;
      }
      check(label, worst, worst >= TARGETS[key]);
    }
    console.log(`        ${'FCP'.padEnd(16)} ${seconds(scores.fcpMs)}${spread('fcpMs', seconds)}`);
    check('LCP', `${seconds(scores.lcpMs)}${spread('lcpMs', seconds)}`, scores.lcpMs <= TARGETS.lcpMs);
    check('TBT', `${Math.round(scores.tbtMs)} ms${spread('tbtMs', (ms) => String(Math.round(ms)))}`, scores.tbtMs <= TARGETS.tbtMs);
    check('CLS', `${scores.cls.toFixed(3)}${spread('cls', (cls) => cls.toFixed(3))}`, scores.cls <= TARGETS.cls);
    if (context?.mainThread) {
      const { wallMs, cpuMs, cpuTbtMs } = context.mainThread;
      if (wallMs / cpuMs >= BUSY_RATIO) busyPages.push(path);
      console.log(
        `        ${'Main thread'.padEnd(16)} wall ${Math.round(wallMs)} ms, CPU ${Math.round(cpuMs)} ms (wall/CPU ${(wallMs / cpuMs).toFixed(1)}), load ${context.load.toFixed(2)} (median run)`,
      );
      if (context.compositorCpuMs !== null)
        console.log(
          `        ${'Compositor'.padEnd(16)} CPU ${Math.round(context.compositorCpuMs)} ms (VizCompositorThread, software compositing: frames the page animates; not a target)`,
        );
      if (cpuTbtMs !== null)
        console.log(
          `        ${'TBT from CPU'.padEnd(16)} ${Math.round(cpuTbtMs)} ms (tasks after FCP, CPU time × 4; not a target, the page's own share)`,
        );
    }
    if (scores.failing.length > 0) console.log(`  audits below 1: ${scores.failing.join(', ')}`);
  }
  const js = await javascriptBeforeInteraction(stack.siteUrl);
  console.log('\nJavaScript on / before interaction');
  for (const item of js.sizes) console.log(`        ${(item.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(item.url).pathname}`);
  check('JS (gzip)', `${(js.total / 1024).toFixed(1)} KB in ${js.sizes.length} files`, js.total / 1024 <= TARGETS.jsKb);
} finally {
  pinner?.stdin.end();
  await stack.stop();
}
if (busyPages.length > 0) {
  console.log(
    `\n${busyPages.length} of ${PAGES.length} pages were audited while their main thread waited for a core (wall/CPU ≥ ${BUSY_RATIO}):`,
  );
  console.log(
    'their LCP, TBT and performance are inflated by the machine; compare TBT from CPU, or run again when it is quiet (decision 0093).',
  );
}
if (lostTraces > 0)
  console.log(
    `\nLighthouse lost the trace of ${lostTraces} run${lostTraces === 1 ? '' : 's'} (NO_NAVSTART and the like); each was taken again.`,
  );
if (reniceFailed) console.log("\nThe renderer could not be reniced (no CAP_SYS_NICE): these figures are at Chromium's own priorities.");
console.log(`\nbench:site: ${allPass ? 'all targets met' : 'some targets missed'}`);
process.exitCode = allPass ? 0 : 1;
