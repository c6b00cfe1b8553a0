import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeDir, podcastEditKey, type NodeSources, type StageNode } from '@paperlight/remix-core';
import { withGrounding } from './script/grounding';
import { readPaperSandboxed } from './read/pdf-sandbox';
import { DEFAULT_SCRIPT_CONFIG, scriptWordCount } from './script/script';
import { countWords } from './read/text';
import { DEFAULT_STORYBOARD_CONFIG } from './storyboard/storyboard';
import type { ExtractedPaper, PodcastConfig, PodcastDialogue, ScriptOutput, StoryboardOutput } from './types';
import type { RenderVideoInput } from './encode/film';
import { renderVideo } from './encode/video';
import { mindmapMarkdown, mindmapOpml, mindmapPng, mindmapSvg } from './mindmap/export';
import { buildMindmap, leavesOf, MINDMAP_EMPTY_MESSAGE } from './mindmap/mindmap';
import { slideThumbnail, writeHandout } from './deck/draw';
import { deckImages } from './deck/images';
import { deckConfigOf, planDeck } from './deck/plan';
import { writePptx } from './deck/pptx';
import { castOf } from './podcast/cast';
import { writeDialogue } from './podcast/dialogue';
import { dialogueOfResult, editFits, makeEpisode, type PodcastResult } from './podcast/episode';
import { dialogueFromScript } from './podcast/from-script';
import {
  abortable,
  missing,
  nodeSettings,
  type PipelineDeps,
  readJson,
  type StageContext,
  type StageResult,
  writeJson,
} from './stage-context';

/**
 * paperInput: the uploaded PDF → extracted paper (title, sections, references, figures) stored as
 * JSON, each figure and table crop as a PNG beside it. The PDF is read in a child process under
 * caps (pdf-sandbox.ts), never in the worker itself.
 */
export async function runPaperInput(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  if (!node.fileKey) throw new Error('No input source available');
  const started = performance.now();
  const bytes = await deps.storage.read(node.fileKey);
  ctx.progress?.(10);
  const figuresDir = join(deps.workDir, `figures-${node.id}-${Date.now().toString(36)}`);
  await mkdir(figuresDir, { recursive: true });
  try {
    const paper = await (deps.readPaper ?? readPaperSandboxed)(bytes, deps.limits ?? {}, {
      figuresDir,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    const extractMs = performance.now() - started;
    ctx.progress?.(90);
    const written: StageResult['written'] = [];
    const dir = nodeDir(node.projectId, node.id);
    const figureKeys: string[] = [];
    for (const figure of paper.figures ?? []) {
      if (!figure.image) continue;
      const key = `${dir}/figures/${figure.id}.png`;
      written.push({ key, contentType: 'image/png', size: await deps.storage.importFile(key, figure.image) });
      figure.image = key;
      figureKeys.push(key);
    }
    const paperKey = `${dir}/paper.json`;
    await writeJson(deps.storage, paperKey, paper, written);
    return {
      jsonOutput: {
        title: paper.title,
        authors: paper.authors,
        abstract: paper.abstract,
        language: paper.language,
        pageCount: paper.pageCount,
        sections: paper.sections.map((s) => s.heading),
        figures: (paper.figures ?? []).map((f) => ({ id: f.id, kind: f.kind, label: f.label, caption: f.caption, page: f.page })),
        ...(paper.citation ? { citation: paper.citation } : {}),
        ...(paper.details ? { details: paper.details } : {}),
      },
      outputData: {
        title: paper.title,
        pageCount: paper.pageCount,
        sectionCount: paper.sections.length,
        language: paper.language,
        figureCount: paper.figures?.length ?? 0,
        // The script's time grows with the text it ranks; the workspace's estimate counts it (decision 0088).
        words: countWords(paper.abstract) + paper.sections.reduce((n, s) => n + s.paragraphs.reduce((m, p) => m + countWords(p), 0), 0),
      },
      fileKey: node.fileKey,
      sources: { paper: paperKey, ...(figureKeys.length > 0 ? { figures: figureKeys } : {}) },
      written,
      timings: { extract: extractMs },
    };
  } finally {
    await rm(figuresDir, { recursive: true, force: true });
  }
}

export async function paperOf(deps: Pick<PipelineDeps, 'storage'>, sources: NodeSources | null | undefined): Promise<ExtractedPaper> {
  if (!sources?.paper) throw missing('paper');
  return readJson<ExtractedPaper>(deps.storage, sources.paper);
}

/** What the film of a paper's storyboard is made from (the bench's floor is made from the same). */
export function filmInput(
  deps: Pick<PipelineDeps, 'storage'>,
  paper: ExtractedPaper,
  storyboard: StoryboardOutput,
  opts: { voice: 'female' | 'male'; style: RenderVideoInput['style']; outDir: string },
): RenderVideoInput {
  return {
    storyboard,
    title: paper.title,
    language: paper.language,
    ...opts,
    paper: { title: paper.title, authors: paper.authors, ...(paper.citation ? { citation: paper.citation } : {}) },
    // Figure crops are files of the paper input node; a missing one leaves its caption on screen.
    readImage: (key) => deps.storage.read(key).catch(() => null),
  };
}

/** The script of an upstream script node, or one written now with default settings from a paper. */
async function scriptFrom(ctx: StageContext, paper: ExtractedPaper): Promise<ScriptOutput> {
  const upstream = ctx.upstream;
  if (upstream?.nodeType === 'script' || upstream?.sources?.script) {
    if (!upstream.sources?.script) throw missing('script');
    return readJson<ScriptOutput>(ctx.deps.storage, upstream.sources.script);
  }
  return abortable(ctx.deps.llm.generateScript(paper, DEFAULT_SCRIPT_CONFIG), ctx.signal);
}

export async function runScript(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const paper = await paperOf(deps, ctx.upstream?.sources);
  ctx.progress?.(20);
  const started = performance.now();
  // A provider that does not ground its script (a language model) gets its sentences matched to the paper's.
  const script = withGrounding(
    await abortable(deps.llm.generateScript(paper, nodeSettings('script', node.configuration)), ctx.signal),
    paper,
  );
  const scriptMs = performance.now() - started;
  ctx.progress?.(90);
  const written: StageResult['written'] = [];
  const key = `${nodeDir(node.projectId, node.id)}/script.json`;
  await writeJson(deps.storage, key, script, written);
  return {
    jsonOutput: script,
    outputData: { slides: script.slides.length, words: scriptWordCount(script), engine: deps.llm.name },
    fileKey: key,
    sources: { paper: ctx.upstream?.sources?.paper, script: key },
    written,
    timings: { script: scriptMs },
  };
}

export async function runStoryboard(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const paper = await paperOf(deps, ctx.upstream?.sources);
  const script = await scriptFrom(ctx, paper);
  ctx.progress?.(40);
  const config = nodeSettings('storyboard', node.configuration);
  const started = performance.now();
  const storyboard = await abortable(deps.llm.generateStoryboard(script, paper, config), ctx.signal);
  const storyboardMs = performance.now() - started;
  ctx.progress?.(90);
  const written: StageResult['written'] = [];
  const key = `${nodeDir(node.projectId, node.id)}/storyboard.json`;
  await writeJson(deps.storage, key, storyboard, written);
  return {
    jsonOutput: storyboard,
    outputData: { scenes: storyboard.scenes.length, engine: deps.llm.name },
    fileKey: key,
    sources: {
      paper: ctx.upstream?.sources?.paper,
      script: ctx.upstream?.sources?.script,
      storyboard: key,
      voice: config.narration_voice,
      style: config.style,
    },
    written,
    timings: { storyboard: storyboardMs },
  };
}

export async function runVideo(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const upstreamSources = ctx.upstream?.sources;
  const paper = await paperOf(deps, upstreamSources);
  let storyboard: StoryboardOutput;
  if (upstreamSources?.storyboard) {
    storyboard = await readJson<StoryboardOutput>(deps.storage, upstreamSources.storyboard);
  } else {
    const script = await scriptFrom(ctx, paper);
    storyboard = await abortable(deps.llm.generateStoryboard(script, paper, DEFAULT_STORYBOARD_CONFIG), ctx.signal);
  }
  ctx.progress?.(5);

  // Narration is the long part of a render: count finished scenes to report honest progress.
  const total = storyboard.scenes.length;
  let spoken = 0;
  const onSpeech = () => {
    spoken += 1;
    ctx.progress?.(5 + Math.round((80 * Math.min(spoken, total)) / total));
  };
  const outDir = join(deps.workDir, `video-${node.id}-${Date.now().toString(36)}`);
  await mkdir(outDir, { recursive: true });
  try {
    const voice = upstreamSources?.voice ?? DEFAULT_STORYBOARD_CONFIG.narration_voice;
    const style = upstreamSources?.style ?? DEFAULT_STORYBOARD_CONFIG.style;
    const video = await renderVideo(filmInput(deps, paper, storyboard, { voice, style, outDir }), {
      speech: deps.speech,
      onSpeech,
      ...(deps.cache ? { cache: deps.cache } : {}),
      ...(deps.encoderThreads ? { threads: deps.encoderThreads } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    ctx.progress?.(95);
    const dir = ctx.runId ? `${nodeDir(node.projectId, node.id)}/runs/${ctx.runId}` : nodeDir(node.projectId, node.id);
    const files = [
      { key: `${dir}/video.mp4`, path: video.videoPath, contentType: 'video/mp4' },
      { key: `${dir}/subtitles.vtt`, path: video.subtitlesPath, contentType: 'text/vtt' },
      { key: `${dir}/poster.png`, path: video.posterPath, contentType: 'image/png' },
      { key: `${dir}/chapters.vtt`, path: video.chaptersPath, contentType: 'text/vtt' },
    ];
    const written: StageResult['written'] = [];
    for (const file of files)
      written.push({ key: file.key, contentType: file.contentType, size: await deps.storage.importFile(file.key, file.path) });
    return {
      jsonOutput: {
        durationSec: video.durationSec,
        scenes: video.scenes,
        chapters: video.chapters,
        title: paper.title,
        language: paper.language,
        voice,
      },
      outputData: { durationSec: video.durationSec },
      fileKey: files[0]!.key,
      sources: { ...upstreamSources, video: files[0]!.key, subtitles: files[1]!.key, poster: files[2]!.key, chapters: files[3]!.key },
      written,
      timings: { ...video.timings },
      ...(video.reused > 0 ? { reused: video.reused } : {}),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * mindmap: the paper as a map (issue 35, decision 0176) from the upstream paper, with its Markdown,
 * OPML, SVG and PNG files, written under the run's own folder like a film.
 */
export async function runMindmap(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const paper = await paperOf(deps, ctx.upstream?.sources);
  ctx.progress?.(20);
  const started = performance.now();
  // A configured language model writes the map, held to the same rules; else (or when its answer
  // does not hold up) the built-in one is drawn.
  const map = (deps.llm.generateMindmap ? await abortable(deps.llm.generateMindmap(paper), ctx.signal) : null) ?? buildMindmap(paper);
  if (map.branches.length === 0) throw new Error(MINDMAP_EMPTY_MESSAGE);
  ctx.progress?.(50);
  const svg = await mindmapSvg(map);
  const png = await mindmapPng(svg);
  const mapMs = performance.now() - started;
  ctx.progress?.(90);
  const dir = ctx.runId ? `${nodeDir(node.projectId, node.id)}/runs/${ctx.runId}` : nodeDir(node.projectId, node.id);
  const written: StageResult['written'] = [];
  const files = [
    { key: `${dir}/mindmap.md`, body: new TextEncoder().encode(mindmapMarkdown(map)), contentType: 'text/markdown; charset=utf-8' },
    { key: `${dir}/mindmap.opml`, body: new TextEncoder().encode(mindmapOpml(map, new Date())), contentType: 'text/x-opml; charset=utf-8' },
    { key: `${dir}/mindmap.svg`, body: new TextEncoder().encode(svg), contentType: 'image/svg+xml' },
    { key: `${dir}/mindmap.png`, body: png, contentType: 'image/png' },
  ];
  for (const file of files)
    written.push({ key: file.key, contentType: file.contentType, size: await deps.storage.write(file.key, file.body) });
  const key = `${dir}/mindmap.json`;
  await writeJson(deps.storage, key, map, written);
  return {
    jsonOutput: map,
    outputData: { branches: map.branches.length, leaves: leavesOf(map).length, engine: map.engine },
    fileKey: key,
    sources: {
      paper: ctx.upstream?.sources?.paper,
      mindmap: key,
      mindmapFiles: { md: files[0]!.key, opml: files[1]!.key, svg: files[2]!.key, png: files[3]!.key },
    },
    written,
    timings: { mindmap: mapMs },
  };
}

/**
 * presentation: the storyboard as an editable PowerPoint deck, a PDF handout and the first slide as a
 * PNG (issue 35), written under the run's own folder like a film. From a script, the storyboard is
 * made first with the default settings, as the video does.
 */
export async function runPresentation(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const upstreamSources = ctx.upstream?.sources;
  const paper = await paperOf(deps, upstreamSources);
  const storyboard = upstreamSources?.storyboard
    ? await readJson<StoryboardOutput>(deps.storage, upstreamSources.storyboard)
    : await abortable(deps.llm.generateStoryboard(await scriptFrom(ctx, paper), paper, DEFAULT_STORYBOARD_CONFIG), ctx.signal);
  ctx.progress?.(20);
  const started = performance.now();
  const config = deckConfigOf(nodeSettings('presentation', node.configuration));
  const plan = planDeck(storyboard, paper, config, await deckImages(storyboard, (key) => deps.storage.read(key)));
  ctx.progress?.(50);
  const [pptx, pdf, png] = [await writePptx(plan), await writeHandout(plan), await slideThumbnail(plan)];
  const deckMs = performance.now() - started;
  ctx.progress?.(90);
  const dir = ctx.runId ? `${nodeDir(node.projectId, node.id)}/runs/${ctx.runId}` : nodeDir(node.projectId, node.id);
  const files = [
    {
      key: `${dir}/presentation.pptx`,
      body: pptx,
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
    { key: `${dir}/presentation.pdf`, body: pdf, contentType: 'application/pdf' },
    { key: `${dir}/presentation.png`, body: png, contentType: 'image/png' },
  ];
  const written: StageResult['written'] = [];
  for (const file of files)
    written.push({ key: file.key, contentType: file.contentType, size: await deps.storage.write(file.key, file.body) });
  const outline = {
    title: plan.title,
    size: config.size,
    theme: config.theme,
    notes: config.notes,
    slides: plan.slides.map((slide) => ({ kind: slide.kind, heading: slide.heading, ...(slide.page ? { page: slide.page } : {}) })),
  };
  const key = `${dir}/presentation.json`;
  await writeJson(deps.storage, key, outline, written);
  return {
    jsonOutput: outline,
    outputData: { slides: plan.slides.length, size: config.size },
    fileKey: files[0]!.key,
    sources: {
      paper: upstreamSources?.paper,
      ...(upstreamSources?.storyboard ? { storyboard: upstreamSources.storyboard } : {}),
      presentation: key,
      presentationFiles: { pptx: files[0]!.key, pdf: files[1]!.key, png: files[2]!.key },
    },
    written,
    timings: { deck: deckMs },
  };
}

/** An episode's words: the user's edited turns (made for these settings), a connected script, a language model's, or the built-in writer's. */
async function podcastDialogue(ctx: StageContext, paper: ExtractedPaper, config: PodcastConfig): Promise<PodcastDialogue> {
  const edit = await readJson<PodcastResult>(ctx.deps.storage, podcastEditKey(ctx.node.projectId, ctx.node.id)).catch(() => null);
  if (edit && editFits(edit, config)) return dialogueOfResult(edit);
  if (ctx.upstream?.sources?.script)
    return dialogueFromScript(await readJson<ScriptOutput>(ctx.deps.storage, ctx.upstream.sources.script), paper, config);
  const model = ctx.deps.llm.generateDialogue
    ? await abortable(ctx.deps.llm.generateDialogue(paper, config, castOf(config)), ctx.signal)
    : null;
  return model ?? writeDialogue(paper, config);
}

/**
 * podcast (issue 34): the paper (or a connected script) as an episode for one to five voices — M4A,
 * MP3, transcript and chapters written under the run's own folder like a film, podcast.json beside them.
 */
export async function runPodcast(ctx: StageContext): Promise<StageResult> {
  const { deps, node } = ctx;
  const paper = await paperOf(deps, ctx.upstream?.sources);
  const config = nodeSettings('podcast', node.configuration);
  ctx.progress?.(5);
  const started = performance.now();
  const dialogue = await podcastDialogue(ctx, paper, config);
  const writeMs = performance.now() - started;
  ctx.progress?.(10);
  const outDir = join(deps.workDir, `podcast-${node.id}-${Date.now().toString(36)}`);
  await mkdir(outDir, { recursive: true });
  try {
    const onTurn = (done: number, total: number) => ctx.progress?.(10 + Math.round((75 * done) / total));
    const episode = await makeEpisode(dialogue, outDir, { speech: deps.speech, cache: deps.cache, signal: ctx.signal, onTurn });
    ctx.progress?.(95);
    const dir = ctx.runId ? `${nodeDir(node.projectId, node.id)}/runs/${ctx.runId}` : nodeDir(node.projectId, node.id);
    const written: StageResult['written'] = [];
    for (const file of episode.files)
      written.push({
        key: `${dir}/${file.name}`,
        contentType: file.contentType,
        size: await deps.storage.importFile(`${dir}/${file.name}`, file.path),
      });
    const key = `${dir}/podcast.json`;
    await writeJson(deps.storage, key, episode.result, written);
    // The edit is rendered: the next run writes anew unless the user edits again.
    await deps.storage.remove(podcastEditKey(node.projectId, node.id)).catch(() => undefined);
    const [m4a, mp3, vtt, transcript, chapters] = written.map((file) => file.key) as [string, string, string, string, string];
    return {
      jsonOutput: episode.result,
      outputData: {
        durationSec: episode.result.durationSec,
        participants: dialogue.participants.length,
        turns: dialogue.turns.length,
        chapters: episode.result.chapters.length,
        engine: dialogue.engine,
        ...(dialogue.fit.note ? { note: dialogue.fit.note } : {}),
        ...(dialogue.turns.some((t) => t.edited) ? { edited: true } : {}),
      },
      fileKey: m4a,
      sources: { paper: ctx.upstream?.sources?.paper, podcast: key, podcastFiles: { m4a, mp3, vtt, transcript, chapters } },
      written,
      timings: { dialogue: writeMs, ...episode.timings },
      ...(episode.reused > 0 ? { reused: episode.reused / dialogue.turns.length } : {}),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export const STAGES: Record<string, (ctx: StageContext) => Promise<StageResult>> = {
  paperInput: runPaperInput,
  script: runScript,
  storyboard: runStoryboard,
  video: runVideo,
  mindmap: runMindmap,
  presentation: runPresentation,
  podcast: runPodcast,
};

export { nodeDir };
export { abortable, nodeSettings, SettingsError } from './stage-context';
export type { NodeSources, StageNode };
export type { PipelineDeps, StageContext, StageResult } from './stage-context';
