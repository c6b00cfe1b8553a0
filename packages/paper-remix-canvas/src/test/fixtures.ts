import type { PaperRemixProject, PodcastResult, ScriptOutput, StoryboardOutput } from '@paperlight/api-client';
import type { NodeRun, NodeVersion, RunOutput } from '../adapter';
import type { NodeStatus, NodeType, WorkflowEdge, WorkflowNode } from '../workflow/types';
import { createNode, chainPosition, edgeId } from '../workflow/project';

/** 2026-03-05 14:00 local time: a date whose file names are easy to read. */
export const NOW = new Date(2026, 2, 5, 14, 0, 0).getTime();

/** The paper's sentences the fixtures' slides were spoken from, and where they are in PAPER_PAGES. */
export const QUOTES = {
  shelf: { text: 'Kiosks without cashiers must recognise every product that a customer takes from the shelf.', page: 1 },
  misread: {
    text: 'Unmanned kiosks lose money whenever items are misread at the counter, so recognition is the heart of the business.',
    page: 2,
  },
  detector: { text: 'We fine-tune a compact detector that classifies retail objects in real time on the kiosk’s own hardware.', page: 4 },
};

/** The text of the fixtures' four-page paper, line by line, for the fake PDF engine (`lines`). */
export const PAPER_PAGES: Record<number, string[]> = {
  1: [
    'Recognising Products at the Unmanned Kiosk',
    'Kiosks without cashiers must recognise every product that',
    'a customer takes from the shelf. This paper shows how.',
  ],
  2: [
    '1 Introduction',
    'Retail is changing. Unmanned kiosks lose money whenever',
    'items are misread at the counter, so recognition is the',
    'heart of the business. Other work looked at shelves.',
  ],
  3: ['2 Related work', 'Shelf monitoring counts products on shelves, not in hands.'],
  4: [
    '3 Method',
    'We fine-tune a compact detector that classifies retail objects in',
    'real time on the kiosk’s own hardware. Figure 2 shows it.',
  ],
};
export const paperLines = (pageNumber: number): string[] => PAPER_PAGES[pageNumber] ?? [`Page ${pageNumber}`];

export const scriptOutput: ScriptOutput = {
  opening: { narration: 'Kiosks without cashiers need to recognise every product on the shelf.' },
  slides: [
    {
      number: 1,
      heading: 'The problem',
      narration: 'Unmanned kiosks lose money when items are misread.',
      is_technical: false,
      sources: { pages: [1, 2], section: 'Introduction', quotes: [QUOTES.misread, QUOTES.shelf] },
    },
    {
      number: 2,
      heading: 'The model',
      narration: 'A fine-tuned detector classifies retail objects in real time.',
      is_technical: true,
      sources: { pages: [4], section: 'Method', figures: ['figure-2'], quotes: [QUOTES.detector] },
    },
  ],
  closing: { narration: 'Reliable recognition makes self-service retail practical.' },
};

/** A script from a language model: one sentence traces to nothing in the paper (issue 15). */
export const groundedScriptOutput: ScriptOutput = {
  ...scriptOutput,
  slides: scriptOutput.slides.map((slide) =>
    slide.number === 2 ? { ...slide, narration: `${slide.narration} Shoppers say it is the best kiosk they have ever used.` } : slide,
  ),
  grounding: {
    traced: 4,
    total: 5,
    untraced: [{ part: 2, text: 'Shoppers say it is the best kiosk they have ever used.' }],
    method: 'overlap',
    narrationHash: '2b2c37c9',
  },
};

export const storyboardOutput: StoryboardOutput = {
  scenes: [
    {
      scene_number: 1,
      visual_description: 'A kiosk shelf with snacks and drinks.',
      script_line: 'Kiosks without cashiers need to recognise every product.',
      background_details: 'Bright store lighting.',
      narration: 'Every product must be recognised.',
      sound_cues: 'Soft ambient store noise',
      duration: 8,
      directions_for_videographer: 'Slow pan from left to right.',
      visual_elements: [{ type: 'photo', caption: 'Kiosk shelf' }],
      sources: { pages: [1, 2], section: 'Introduction', quotes: [QUOTES.misread, QUOTES.shelf] },
      annotations: {
        text_overlays: 'Unmanned retail',
        visual_cues: 'Highlight the products',
        audio_cues: 'Chime on each product',
        transition_notes: 'Cross-fade to the model diagram',
      },
    },
  ],
};

export const VIDEO_URL = 'https://files.example/video.mp4';

/** A 1×1 white PNG: stands for a figure crop in tests and stories (nothing is fetched). */
export const FIGURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/** What the engine read from a paper (the paper input node's execution). */
export const paperExecution = {
  jsonOutput: {
    title: 'Recognising Products at the Unmanned Kiosk',
    authors: ['Ada Lovelace', 'Alan Turing'],
    language: 'en',
    pageCount: 4,
    sections: ['Abstract', '1 Introduction', '2 Method', '3 Results'],
    figures: [
      {
        id: 'figure-2',
        kind: 'figure',
        label: 'Figure 2',
        caption: 'Figure 2: The recognition pipeline, from the camera to the charge.',
        page: 4,
      },
      { id: 'table-1', kind: 'table', label: 'Table 1', caption: 'Table 1: Baskets charged right, by product group.', page: 5 },
    ],
    citation: { venue: 'Proceedings of Retail Vision', year: '2024', doi: '10.1234/kiosk.2024', license: 'CC BY 4.0' },
  },
  outputData: {
    title: 'Recognising Products at the Unmanned Kiosk',
    pageCount: 4,
    figureCount: 2,
    figureUrls: { 'figure-2': FIGURE_PNG, 'table-1': FIGURE_PNG },
  },
};

/** A small tinted picture standing for a figure crop, so stories show which scene is which (nothing is fetched). */
export const tintedFigure = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="${fill}"/><rect x="20" y="50" width="20" height="30" fill="#fff"/><rect x="55" y="30" width="20" height="50" fill="#fff"/><rect x="90" y="15" width="20" height="65" fill="#fff"/></svg>`)}`;

const scene = (n: number, type: string, caption: string) => ({
  ...storyboardOutput.scenes[0]!,
  scene_number: n,
  visual_elements: [
    {
      type,
      caption,
      ...(type === 'figure' || type === 'table' ? { figure: `${type}-${n}`, image: `projects/p/nodes/in/figures/${type}-${n}.png` } : {}),
    },
  ],
});

/** A finished storyboard of five scenes, four showing a figure or table, as the api gives it (signed `sceneImageUrls`). */
export const storyboardWithImagesExecution = {
  time_taken: 20,
  videoUrl: null,
  jsonOutput: {
    scenes: [
      scene(1, 'title', 'Recognising Products at the Unmanned Kiosk'),
      scene(2, 'figure', 'Figure 1: The kiosk and its camera.'),
      scene(3, 'figure', 'Figure 2: The recognition pipeline, from the camera to the charge.'),
      scene(4, 'table', 'Table 1: Baskets charged right, by product group.'),
      scene(5, 'figure', 'Figure 3: Errors by product group.'),
    ],
  },
  outputData: {
    scenes: 5,
    sceneImageUrls: [null, tintedFigure('#2f6f9f'), tintedFigure('#9f2f6f'), tintedFigure('#6f9f2f'), tintedFigure('#9f6f2f')],
  },
};

/** A finished film of 1 min 5 s with its poster frame, as the api gives it. */
export const videoWithPosterExecution = {
  time_taken: 95,
  videoUrl: VIDEO_URL,
  jsonOutput: {
    durationSec: 65,
    scenes: [
      { start: 0, duration: 20 },
      { start: 20, duration: 45 },
    ],
  },
  outputData: { durationSec: 65, videoUrl: VIDEO_URL, posterUrl: tintedFigure('#1d3557') },
};

/** A node of `type` in `status` with results for completed ones. */
export function nodeIn(type: NodeType, status: NodeStatus, id: string = type, index = 0): WorkflowNode {
  const node = createNode(type, id, chainPosition(index));
  const execution =
    status === 'failed'
      ? { time_taken: null, jsonOutput: null, outputData: { error: 'The paper could not be read.' }, videoUrl: null }
      : status !== 'completed'
        ? null
        : type === 'script'
          ? { time_taken: 12, jsonOutput: scriptOutput, outputData: null, videoUrl: null }
          : type === 'storyboard'
            ? { time_taken: 20, jsonOutput: storyboardOutput, outputData: null, videoUrl: null }
            : type === 'video'
              ? { time_taken: 95, jsonOutput: null, outputData: null, videoUrl: VIDEO_URL }
              : { time_taken: 3, jsonOutput: null, outputData: null, videoUrl: null };
  const error =
    status === 'failed' ? 'The paper could not be read.' : status === 'error' ? 'Something went wrong. Please try again!' : null;
  const basic =
    type === 'paperInput'
      ? { ...(node.data.configuration.basic as object), fileName: 'retail-kiosks.pdf', fileType: 'application/pdf' }
      : node.data.configuration.basic;
  return { ...node, data: { ...node.data, status, execution, error, projectNodeId: `srv-${id}`, configuration: { basic } } };
}

/** input → script → storyboard → video → output with the given statuses. */
export function chain(statuses: Partial<Record<'paperInput' | 'script' | 'storyboard' | 'video' | 'output', NodeStatus>> = {}): {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
} {
  const types = ['paperInput', 'script', 'storyboard', 'video', 'output'] as const;
  const nodes = types.map((type, index) => nodeIn(type, statuses[type] ?? 'idle', type, index));
  const edges = nodes
    .slice(1)
    .map((target, index) => ({ id: edgeId(nodes[index]!.id, target.id), source: nodes[index]!.id, target: target.id }));
  return { nodes, edges };
}

/** The guest sample as GET /paper-remix/sample/{projectId} returns it: every step completed. */
export const sampleProject: PaperRemixProject = {
  id: 'sample-retail',
  name: 'Retail object classification for unmanned kiosks',
  autoSaveEnabled: false,
  nodes: chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed', output: 'idle' }).nodes.map(
    (node) => ({
      clientNodeId: node.id,
      projectNodeId: node.data.projectNodeId,
      node: { id: node.type, nodeType: node.type },
      position: node.position,
      label: node.data.title,
      configuration: node.data.configuration,
      status: node.data.status,
      execution:
        node.type === 'paperInput'
          ? { ...node.data.execution!, outputData: { fileUrl: 'https://api.example.test/samples/paper-remix/assets/retail-kiosk.pdf' } }
          : node.data.execution,
    }),
  ),
};

export const emptyProject: PaperRemixProject = { id: 'project-1', name: 'My first remix', autoSaveEnabled: true, nodes: [] };

/** `count` nodes in chains of five (input → script → storyboard → video → output), one chain per row. */
export function manyNodesProject(count = 50): PaperRemixProject {
  const types = ['paperInput', 'script', 'storyboard', 'video', 'output'] as const;
  const statuses: NodeStatus[] = ['completed', 'completed', 'processing', 'idle', 'idle'];
  const nodes = Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / types.length);
    const column = index % types.length;
    const type = types[column]!;
    const next = column + 1 < types.length && index + 1 < count ? `${types[column + 1]}-${row}` : null;
    return {
      clientNodeId: `${type}-${row}`,
      projectNodeId: `srv-${index}`,
      node: { id: type, nodeType: type },
      position: { x: column * 340, y: row * 240 },
      label: `${type === 'paperInput' ? 'Paper Input' : type[0]!.toUpperCase() + type.slice(1)} ${row + 1}`,
      configuration: { basic: type === 'paperInput' ? { fileName: `paper-${row + 1}.pdf`, fileType: 'application/pdf' } : {} },
      status: statuses[column]!,
      execution: null,
      targetEdges: next ? [{ clientNodeId: next }] : [],
    };
  });
  return { id: 'many', name: `${count} steps`, autoSaveEnabled: false, nodes };
}

/** A node's runs as GET …/history lists them, newest first. */
export const nodeRuns: NodeRun[] = [
  {
    id: 'job-3',
    status: 'completed',
    attempts: 1,
    createdAt: '2026-03-05T13:58:00.000Z',
    startedAt: '2026-03-05T13:58:02.000Z',
    finishedAt: '2026-03-05T14:01:07.000Z',
    timeTaken: 185,
    error: null,
    versionId: 'v-3',
  },
  {
    id: 'job-2',
    status: 'failed',
    attempts: 3,
    createdAt: '2026-03-04T09:10:00.000Z',
    startedAt: '2026-03-04T09:10:01.000Z',
    finishedAt: '2026-03-04T09:10:43.000Z',
    timeTaken: 42,
    error: 'The language model did not answer in time',
  },
  {
    id: 'job-1',
    status: 'cancelled',
    attempts: 1,
    createdAt: '2026-03-03T08:00:00.000Z',
    startedAt: null,
    finishedAt: '2026-03-03T08:00:05.000Z',
    timeTaken: null,
    error: null,
  },
];

/** A project as the api returns it, from canvas nodes and edges. */
export function projectOf(
  nodes: WorkflowNode[],
  edges: WorkflowEdge[],
  project: { id?: string; name?: string; autoSaveEnabled?: boolean } = {},
) {
  return {
    id: project.id ?? 'p1',
    name: project.name ?? 'Kiosk paper',
    ...(project.autoSaveEnabled === undefined ? {} : { autoSaveEnabled: project.autoSaveEnabled }),
    nodes: nodes.map((node) => ({
      clientNodeId: node.id,
      projectNodeId: node.data.projectNodeId,
      node: { id: node.type, nodeType: node.type },
      position: node.position,
      label: node.data.title,
      configuration: node.data.configuration,
      status: node.data.status,
      execution: node.data.execution,
      ...(node.data.error ? { error: node.data.error } : {}),
      targetEdges: edges.filter((edge) => edge.source === node.id).map((edge) => ({ clientNodeId: edge.target })),
    })),
  };
}

/** The fixture script as its owner edited it: slide 1 reworded, the closing shortened. */
export const editedScriptOutput: ScriptOutput = {
  ...scriptOutput,
  slides: [
    { ...scriptOutput.slides[0]!, narration: 'Unmanned kiosks lose real money when products are misread.' },
    scriptOutput.slides[1]!,
  ],
  closing: { narration: 'Reliable recognition makes self-service practical.' },
};

/** A script's kept versions, newest first (local times, so 'Today' holds in any time zone), and each one's script. */
export const scriptVersions: NodeVersion[] = [
  { id: 'v2', kind: 'edited', createdAt: new Date(2026, 2, 5, 13, 40).toISOString(), current: true },
  { id: 'v1', kind: 'generated', createdAt: new Date(2026, 2, 5, 9, 5).toISOString(), current: false },
];
export const scriptVersionOutputs: Record<string, ScriptOutput> = { v2: editedScriptOutput, v1: scriptOutput };

/** Two finished runs, the older one's output deleted, as History lists them (decision 0173). */
export const keptRuns: NodeRun[] = [
  nodeRuns[0]!,
  {
    ...nodeRuns[0]!,
    id: 'job-0',
    versionId: null,
    createdAt: '2026-03-02T08:00:00.000Z',
    startedAt: '2026-03-02T08:00:01.000Z',
    finishedAt: '2026-03-02T08:01:00.000Z',
    timeTaken: 59,
  },
];

/** What each kind of node's kept run holds, as GET …/versions/{versionId} answers. */
export const runOutputs: Record<string, RunOutput> = {
  paperInput: { id: 'v-3', output: paperExecution.jsonOutput, outputData: { pageCount: 4, figureCount: 2 } },
  script: { id: 'v-3', output: scriptOutput, outputData: { words: 182 } },
  storyboard: { id: 'v-3', output: storyboardOutput, outputData: { scenes: storyboardOutput.scenes.length } },
  video: {
    id: 'v-3',
    output: videoWithPosterExecution.jsonOutput,
    outputData: { durationSec: 65 },
    videoUrl: VIDEO_URL,
    posterUrl: tintedFigure('#1d3557'),
  },
};

/** A finished Mind map node's execution as the api gives it: three branches of traced points and the signed downloads. */
export const mindmapExecution = {
  time_taken: 2,
  videoUrl: null,
  jsonOutput: {
    centre: 'Recognising Products at the Unmanned Kiosk',
    authors: ['Ada Lovelace', 'Alan Turing'],
    engine: 'built-in',
    branches: [
      {
        id: 'background',
        kind: 'background',
        label: 'Background',
        leaves: [
          {
            id: 'background-1',
            text: 'Unmanned kiosks charge shoppers for what they take.',
            sources: {
              pages: [1],
              section: 'Introduction',
              quotes: [{ text: 'Unmanned kiosks charge shoppers for what they take.', page: 1 }],
            },
          },
        ],
      },
      {
        id: 'method',
        kind: 'method',
        label: 'Method',
        leaves: [
          {
            id: 'method-1',
            text: 'A camera above the shelf recognises each product.',
            sources: {
              pages: [3],
              section: '2 Method',
              quotes: [{ text: 'A camera above the shelf recognises each product taken.', page: 3 }],
            },
          },
          {
            id: 'method-2',
            text: 'Baskets are charged when the door closes.',
            sources: { pages: [3], quotes: [{ text: 'Baskets are charged when the door closes.', page: 3 }] },
          },
        ],
      },
      {
        id: 'results',
        kind: 'results',
        label: 'Results',
        leaves: [
          {
            id: 'results-1',
            text: 'Baskets charged right: 97.2%.',
            sources: { pages: [5], section: '3 Results', quotes: [{ text: 'Overall, 97.2% of baskets were charged right.', page: 5 }] },
          },
        ],
      },
    ],
  },
  outputData: {
    branches: 3,
    leaves: 4,
    engine: 'built-in',
    downloads: {
      png: 'https://files.example/mindmap.png',
      svg: 'https://files.example/mindmap.svg',
      opml: 'https://files.example/mindmap.opml',
      md: 'https://files.example/mindmap.md',
    },
  },
};

/** A deck's first slide as the engine draws it (title and a rule), in its shape and theme (nothing is fetched). */
export const titleSlide = (size: '16:9' | '4:3', background: string, ink: string) => {
  const [width, height] = size === '16:9' ? [320, 180] : [240, 180];
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/><rect x="20" y="70" width="${width - 80}" height="14" fill="${ink}"/><rect x="20" y="92" width="${width - 140}" height="10" fill="${ink}" opacity="0.6"/><rect x="20" y="${height - 24}" width="40" height="4" fill="${ink}"/></svg>`)}`;
};

/** A finished Presentation node's execution as the api gives it: a 16:9 Paperlight deck with figures and notes, and its signed files. */
export const presentationExecution = {
  time_taken: 4,
  videoUrl: null,
  jsonOutput: {
    title: 'Recognising Products at the Unmanned Kiosk',
    size: '16:9',
    theme: 'paperlight',
    notes: true,
    slides: [
      { kind: 'title', heading: 'Recognising Products at the Unmanned Kiosk' },
      { kind: 'bullets', heading: 'Why kiosks misread products', page: 2 },
      { kind: 'figure', heading: 'The recognition pipeline', page: 4 },
      { kind: 'table', heading: 'Baskets charged right, by product group', page: 5 },
      { kind: 'number', heading: '97.2% of baskets charged right', page: 5 },
      { kind: 'quote', heading: 'Recognition is the heart of the business', page: 2 },
      { kind: 'closing', heading: 'Ada Lovelace et al., Proceedings of Retail Vision (2024)' },
    ],
  },
  outputData: {
    slides: 7,
    size: '16:9',
    downloads: {
      pptx: 'https://files.example/presentation.pptx',
      pdf: 'https://files.example/presentation.pdf',
      png: titleSlide('16:9', '#1d3557', '#ffffff'),
    },
  },
};

/** A 4:3 deck in the plain theme without speaker notes. */
export const plainPresentationExecution = {
  time_taken: 3,
  videoUrl: null,
  jsonOutput: {
    title: 'Recognising Products at the Unmanned Kiosk',
    size: '4:3',
    theme: 'plain',
    notes: false,
    slides: [
      { kind: 'title', heading: 'Recognising Products at the Unmanned Kiosk' },
      { kind: 'text', heading: 'What the kiosk has to do', page: 1 },
      { kind: 'bullets', heading: 'How it recognises a product', page: 4 },
      { kind: 'closing', heading: 'Ada Lovelace et al., Proceedings of Retail Vision (2024)' },
    ],
  },
  outputData: {
    slides: 4,
    size: '4:3',
    downloads: {
      pptx: 'https://files.example/presentation-plain.pptx',
      pdf: 'https://files.example/presentation-plain.pdf',
      png: titleSlide('4:3', '#ffffff', '#000000'),
    },
  },
};

/** A two-voice short episode (issue 34): the host's framing, the guest's traced answers, chapters by topic. */
export const podcastEpisode: PodcastResult = {
  title: 'Recognising Products at the Unmanned Kiosk',
  authors: ['Ada Lovelace', 'Alan Turing'],
  language: 'en',
  engine: 'built-in',
  config: {
    podcast_duration: 'short',
    podcast_style: 'conversational_format',
    podcast_script_technicality: 2,
    participants: 2,
    host_gender: 'male',
    guest_genders: 'female',
  },
  durationSec: 456,
  participants: [
    { id: 'host', role: 'host', name: 'Sam', gender: 'male', speaker: 'en-gb-x-rp' },
    { id: 'guest-1', role: 'guest', name: 'Maya', gender: 'female', speaker: 'en-gb+f3' },
  ],
  chapters: [
    { title: 'Introduction', topic: 'introduction', start: 0, end: 41.5, turn: 't-001' },
    { title: 'The problem', topic: 'problem', start: 41.5, end: 180, turn: 't-002' },
    { title: 'What they did', topic: 'method', start: 180, end: 456, turn: 't-004' },
  ],
  turns: [
    {
      id: 't-001',
      speaker: 'host',
      name: 'Sam',
      text: 'Welcome. Today Maya and I read Recognising Products at the Unmanned Kiosk, by Ada Lovelace and Alan Turing.',
      start: 0,
      end: 40.8,
      topic: 'introduction',
      framing: true,
      sources: { pages: [] },
    },
    {
      id: 't-002',
      speaker: 'guest-1',
      name: 'Maya',
      text: 'Unmanned kiosks lose money whenever items are misread at the counter, so recognition is the heart of the business.',
      start: 41.5,
      end: 120.2,
      topic: 'problem',
      sources: { pages: [2], section: 'Introduction', quotes: [QUOTES.misread] },
    },
    {
      id: 't-003',
      speaker: 'host',
      name: 'Sam',
      text: 'So what did they build?',
      start: 121,
      end: 179.4,
      topic: 'problem',
      framing: true,
      sources: { pages: [] },
    },
    {
      id: 't-004',
      speaker: 'guest-1',
      name: 'Maya',
      text: 'They fine-tune a compact detector that classifies retail objects in real time on the kiosk’s own hardware.',
      start: 180,
      end: 456,
      topic: 'method',
      sources: { pages: [4], section: 'Method', quotes: [QUOTES.detector] },
    },
  ],
  fit: { band: { min: 300, max: 600 }, targetSec: 450, estimatedSec: 452, paperLimited: false },
};

export const podcastDownloadUrls = {
  m4a: 'https://files.example/podcast.m4a',
  mp3: 'https://files.example/podcast.mp3',
  vtt: 'https://files.example/transcript.vtt',
  transcript: 'https://files.example/transcript.json',
  chapters: 'https://files.example/chapters.json',
};

export const podcastExecution = {
  time_taken: 61,
  videoUrl: null,
  jsonOutput: podcastEpisode,
  outputData: { durationSec: 456, participants: 2, turns: 4, chapters: 3, engine: 'built-in', downloads: podcastDownloadUrls },
};

/** An episode shorter than its band: the paper had too little to say (decision 0183). */
export const SHORT_PAPER_NOTE =
  'The paper says enough for about 4 minutes; the episode is shorter than the 5–10 minutes asked for rather than padded.';
export const shortPodcastExecution = {
  ...podcastExecution,
  jsonOutput: {
    ...podcastEpisode,
    durationSec: 242,
    fit: { band: { min: 300, max: 600 }, targetSec: 450, estimatedSec: 240, paperLimited: true, note: SHORT_PAPER_NOTE },
  },
  outputData: { ...podcastExecution.outputData, durationSec: 242, note: SHORT_PAPER_NOTE },
};

/** An episode whose third turn was edited and saved, waiting for Re-render; one of its claims is not in the paper. */
export const editedPodcastExecution = {
  ...podcastExecution,
  jsonOutput: {
    ...podcastEpisode,
    turns: podcastEpisode.turns.map((turn) =>
      turn.id === 't-004'
        ? { ...turn, text: `${turn.text} It never needs the cloud.`, edited: true, untraced: ['It never needs the cloud.'] }
        : turn,
    ),
  },
  outputData: { ...podcastExecution.outputData, edited: true, rerender: 'pending' },
};
