// The engine case of `pnpm bench:api` (issue 13, decision 0018): the api's /health and
// /free-trial/time-left p99 at a steady request rate (Poisson-spaced, decision 0205) while (a) decompression-bomb PDFs are being
// checked and (b) a video is rendering, against the same api idle, in one run.
//   targets: p99 under load ≤ 2 × idle and < 100 ms
// The three states take turns, round after round (idle, bomb checks, a video, idle, …), and each state's
// p99 is taken over all its rounds' reads together (decision 0208): the machine's other load comes and
// goes, and one window of a few seconds held a dozen reads above its p99, too few to say 2 × of.
//   env: BENCH_ENGINE_ROUNDS (default 5), BENCH_ENGINE_SECONDS (each window, default 5)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { latencySummary, startReaders } from './bench-lib.mjs';

const TARGET_FACTOR = 2;
const TARGET_P99_MS = 100;

/** One page: a line of text, then `mb` MB of spaces, Flate-compressed to about a thousandth. */
function bombPdf(mb) {
  const content = Buffer.alloc(mb * 1024 * 1024, 0x20);
  content.write('BT /F1 11 Tf 72 720 Td (Heat stress lowers wheat yield.) Tj ET\n', 0, 'latin1');
  const packed = deflateSync(content, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${packed.byteLength} /Filter /FlateDecode >>\nstream\n${packed.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const at = { x: 0, y: 0 };
const edge = (clientNodeId, nodeType) => [{ clientNodeId, nodeType, position: at, label: nodeType }];
const CHAIN = [
  { clientNodeId: 'in', nodeType: 'paperInput', position: at, label: 'Paper', targetEdges: edge('script', 'script'), configuration: {} },
  {
    clientNodeId: 'script',
    nodeType: 'script',
    position: at,
    label: 'Script',
    targetEdges: edge('board', 'storyboard'),
    configuration: { script_duration: 'very-short' },
  },
  {
    clientNodeId: 'board',
    nodeType: 'storyboard',
    position: at,
    label: 'Storyboard',
    targetEdges: edge('video', 'video'),
    configuration: { number_of_scenes: 5 },
  },
  { clientNodeId: 'video', nodeType: 'video', position: at, label: 'Video', targetEdges: [], configuration: {} },
];

/** The shared papers, smallest first: the rounds' videos are made of them in turn. */
const papersBySize = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => ({ path: join(dir, name), bytes: statSync(join(dir, name)).size }))
    .sort((a, b) => a.bytes - b.bytes)
    .map((paper) => paper.path);

export async function runEngineCase({
  apiUrl,
  token,
  papersDir,
  seconds = Number(process.env.BENCH_ENGINE_SECONDS ?? 5),
  rounds = Number(process.env.BENCH_ENGINE_ROUNDS ?? 5),
  rate = 200,
}) {
  const auth = { authorization: `Bearer ${token}` };
  const call = async (method, path, body) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...auth, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
    });
    const json = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const project = async (name, pdf, fileName) => {
    const id = (await call('POST', '/paper-remix/projects', { name })).data.id;
    await call('POST', `/paper-remix/project/${id}/workflow`, { nodes: CHAIN });
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), fileName);
    await call('POST', `/paper-remix/project/${id}/node/in/upload`, form);
    return id;
  };
  const statusOf = async (id, clientNodeId) => {
    const node = (await call('GET', `/paper-remix/project/${id}`)).data.nodes.find((n) => n.clientNodeId === clientNodeId);
    return { status: node.status, error: node.execution?.outputData?.error };
  };
  const settle = async (id, clientNodeId) => {
    for (;;) {
      const state = await statusOf(id, clientNodeId);
      if (state.status !== 'processing') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const generate = (id, clientNodeId, nodeType) => call('POST', `/paper-remix/project/${id}/generate`, { clientNodeId, nodeType });

  // A steady rate, as users' pages ask, not a flood: the figure is latency, not capacity. An open loop
  // (decision 0205) in a process of its own (decision 0208): in this one, parsing the project's state
  // while waiting for a check or a video held up the moment answers were read.
  // The window closes after `seconds`, or when `until` settles if that is sooner (a render that ends early).
  const measure = async (title, until) => {
    const readers = startReaders({
      url: apiUrl,
      connections: 10,
      rate,
      keepSamples: true,
      // The connections open, and the process warms, before the window.
      warmupSeconds: 0.5,
      requests: [
        { method: 'GET', path: '/health' },
        { method: 'GET', path: '/free-trial/time-left', headers: auth },
      ],
    });
    try {
      await readers.started;
      let timer;
      await Promise.race([new Promise((r) => (timer = setTimeout(r, seconds * 1000))), ...(until ? [until] : [])]);
      clearTimeout(timer);
      readers.stop();
      const result = await readers.result;
      const failures = result.non2xx + result.errors + result.timeouts;
      if (failures > 0) throw new Error(`${title}: ${failures} failed requests`);
      return result;
    } finally {
      readers.kill();
    }
  };

  // Made before the first window: a bomb PDF's project, and one video project a round, each read,
  // scripted and storyboarded, so that every round renders a video from its start.
  const bombId = await project('bench bomb', bombPdf(300), 'bomb.pdf');
  // A paper of its own each round: the render cache would make a second film of the same paper in seconds.
  const papers = papersBySize(papersDir);
  const videoIds = [];
  for (let round = 0; round < rounds; round++) {
    const paper = readFileSync(papers[round % papers.length]);
    const id = await project(`bench video ${round + 1}`, paper, 'paper.pdf');
    for (const [clientNodeId, nodeType] of [
      ['in', 'paperInput'],
      ['script', 'script'],
      ['board', 'storyboard'],
    ]) {
      await generate(id, clientNodeId, nodeType);
      const state = await settle(id, clientNodeId);
      if (state.status !== 'completed') throw new Error(`${nodeType} ${state.status}: ${state.error}`);
    }
    videoIds.push(id);
  }

  const windows = { idle: [], bomb: [], video: [] };
  let checks = 0;
  const messages = new Set();
  const videos = [];
  /** Runs `step` again and again until the returned function is called, which waits for the step under way. */
  const repeat = (step) => {
    let going = true;
    const steps = (async () => {
      while (going) await step();
    })();
    return async () => {
      going = false;
      await steps;
    };
  };
  for (let round = 0; round < rounds; round++) {
    // While a video renders, this bench reads its project's state every 100 ms to see it finish, and the
    // api answers those reads too. It reads the same state as often in the other windows, so that the
    // states differ by the engine's work alone (decision 0208).
    const unwatch = repeat(async () => {
      await statusOf(videoIds[round], 'board');
      await new Promise((r) => setTimeout(r, 100));
    });
    windows.idle.push(await measure(`idle, round ${round + 1}`));

    // (a) bomb checks, one after another for the whole window.
    const stopBombs = repeat(async () => {
      await generate(bombId, 'in', 'paperInput');
      const state = await settle(bombId, 'in');
      checks += 1;
      messages.add(state.error ?? state.status);
    });
    windows.bomb.push(await measure(`bomb checks, round ${round + 1}`));
    await stopBombs();
    await unwatch();

    // (b) a video rendering from its start; the window ends with the render if the render ends first.
    await generate(videoIds[round], 'video', 'video');
    const videoStarted = Date.now();
    const rendered = settle(videoIds[round], 'video').then((state) => ({ ...state, seconds: (Date.now() - videoStarted) / 1000 }));
    windows.video.push(await measure(`video rendering, round ${round + 1}`, rendered));
    videos.push(await rendered);
  }

  const pooled = (list) => {
    const samples = list.flatMap((r) => r.samples).sort((a, b) => a - b);
    return { ...latencySummary(samples), total: samples.length, rounds: list.map((r) => r.latency.p99) };
  };
  const idle = pooled(windows.idle);
  const underBomb = pooled(windows.bomb);
  const underVideo = pooled(windows.video);

  const pad = (s, n) => String(s).padEnd(n);
  console.log('');
  console.log(
    `engine case: GET /health + /free-trial/time-left at ${rate} req/s, ${rounds} rounds of ${seconds} s per state, taking turns`,
  );
  console.log(`${pad('api state', 22)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}${pad('max ms', 10)}${pad('requests', 10)}p99 of each round`);
  for (const [name, r] of [
    ['idle', idle],
    ['bomb checks', underBomb],
    ['video rendering', underVideo],
  ]) {
    console.log(`${pad(name, 22)}${pad(r.p50, 10)}${pad(r.p99, 10)}${pad(r.max, 10)}${pad(r.total, 10)}${r.rounds.join(' / ')}`);
  }
  console.log(`bomb checks during the windows: ${checks} (node said: ${[...messages].join(' / ')})`);
  console.log(
    `videos: ${videos.map((v) => `${v.status} after ${v.seconds.toFixed(1)} s`).join(', ')}; each window closed at ${seconds} s or when its video was done`,
  );
  const limit = (r) => r.p99 <= Math.max(1, idle.p99) * TARGET_FACTOR && r.p99 < TARGET_P99_MS;
  const okA = limit(underBomb) && messages.has('This PDF is too complex to read');
  const okB = limit(underVideo) && videos.every((v) => v.status === 'completed');
  console.log(
    `p99 under bomb checks: ${underBomb.p99} ms (target ≤ ${TARGET_FACTOR} × idle ${idle.p99} ms and < ${TARGET_P99_MS} ms) ${okA ? 'PASS' : 'FAIL'}`,
  );
  console.log(`p99 under video rendering: ${underVideo.p99} ms (same target) ${okB ? 'PASS' : 'FAIL'}`);
  return okA && okB;
}
