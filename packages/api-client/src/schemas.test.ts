import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AltTextSampleResponseSchema,
  AudioSampleResponseSchema,
  ChatMessageSchema,
  ChatWithPaperSampleResponseSchema,
  GenAiSearchSampleResponseSchema,
  GuestTokenResponseSchema,
  ManuscriptRowSchema,
  NodePreviewResponseSchema,
  NodeProcessedEventSchema,
  PaperRemixSampleResponseSchema,
  RefreshTokenResponseSchema,
  RejectionAnalyzerResultSchema,
  SavedNodePayloadSchema,
  SaveWorkflowResponseSchema,
  ScriptOutputSchema,
  ServerProjectNodeSchema,
  SessionUserSchema,
  StoryboardOutputSchema,
  TableUrlStateSchema,
  TimeLeftResponseSchema,
  ToolsResponseSchema,
} from './schemas';
import { makeUser } from './test/utils';

const section = { section: 'Introduction', section_key: 'introduction', text: 'Hello', audioUrl: 'https://cdn.test/a.mp3', startAt: 0 };
const manuscript = {
  manuscriptTitle: 'On kiosks',
  isPublished: true,
  doiLink: 'https://doi.org/10.1/x',
  publicationDate: '2024-03-01',
  journalTitle: 'J. Retail',
  citationCount: 4,
  isOa: false,
};
const source = {
  dyson_id: '0123456789abcdef0123456789abcdef',
  title: 'Vaccines',
  doi: '10.1/v',
  pubDate: '2021-01-01',
  year: 2021,
  authors: [{ full_name: 'A. Author' }, { name: 'B. Author' }],
  abstract: 'Abstract',
};
const scene = {
  scene_number: 1,
  visual_description: 'A kiosk',
  script_line: 'Line',
  background_details: 'Store',
  narration: 'Narration',
  sound_cues: 'hum',
  duration: 6,
  directions_for_videographer: 'Pan left',
  visual_elements: [{ type: 'chart', caption: 'Accuracy' }],
  annotations: { text_overlays: ['98%'], visual_cues: 'arrow', audio_cues: [], transition_notes: 'fade' },
};
const position = { x: 10, y: 20 };

const valid: Array<[string, v.GenericSchema, unknown]> = [
  ['session user', SessionUserSchema, makeUser()],
  ['time left', TimeLeftResponseSchema, { statusCode: 200, data: 4.2 }],
  ['time left without trial', TimeLeftResponseSchema, { statusCode: 200, data: null }],
  ['guest token', GuestTokenResponseSchema, { token: 'jwt' }],
  ['refresh token', RefreshTokenResponseSchema, { access_token: 'a', refresh_token: 'r', expires_in: 900 }],
  [
    'alt text',
    AltTextSampleResponseSchema,
    {
      data: {
        images: [
          {
            url: 'https://cdn.test/1.png',
            altText: { academic: { short: 'S', long: 'L' } },
            figureTag: 'Fig 1',
            imageSequenceNumber: 1,
            complexity: 'Simple',
            category: 'Chart',
            imageId: 'img-1',
          },
        ],
      },
    },
  ],
  [
    'audio',
    AudioSampleResponseSchema,
    {
      data: {
        paperTitle: null,
        uploadType: 'both',
        translateToLanguage: 'de',
        language: 'en',
        translated: { fullPaper: { sections: [section] }, summary: { sections: [section], sectionAudio: 'https://cdn.test/s.mp3' } },
        original: { fullPaper: { sections: [section] }, summary: { sections: [] } },
      },
    },
  ],
  ['manuscript row', ManuscriptRowSchema, manuscript],
  [
    'rejection analyzer',
    RejectionAnalyzerResultSchema,
    {
      publishedJournalsFilter: [{ item: 'J. Retail' }],
      flags: { published: 3, notPublished: 1, oa: 2, nonOa: 2 },
      publishers: { data: [{ item: 'Pub', count: 3 }] },
      journals: { data: [{ item: 'J', count: 3 }] },
      dateDifference: [{ count: 1 }, { count: 0 }, { count: 2 }, { count: 0 }],
      citationsRecieved: [{ key: 'J', aggregated_value: 10, doc_count: 2 }],
      apcAmount: [{ key: 'J', aggregated_value: 3000 }],
      publishedManuscripts: { data: [manuscript], totalHits: 1 },
    },
  ],
  [
    'gen ai search',
    GenAiSearchSampleResponseSchema,
    {
      data: {
        summary: 'Answer [0123456789abcdef0123456789abcdef]',
        related_questions: ['Why?'],
        summary_references: { [source.dyson_id]: source },
      },
    },
  ],
  [
    'chat with paper',
    ChatWithPaperSampleResponseSchema,
    { data: { pdf: 'https://cdn.test/p.pdf', title: 'Paper', results: [{ id: 1, question: 'Q', result: 'A' }] } },
  ],
  ['chat message', ChatMessageSchema, { role: 'assistant', content: 'See', quotesElements: [{ coordinates: [{ page: 1, x: 0, y: 0 }] }] }],
  [
    'paper remix project',
    PaperRemixSampleResponseSchema,
    {
      data: {
        id: 'p1',
        name: 'Kiosks',
        autoSaveEnabled: true,
        nodes: [
          {
            clientNodeId: 'in',
            projectNodeId: 'pn1',
            execution: null,
            configuration: { basic: { fileName: 'k.pdf', fileType: 'application/pdf', title: 'K', description: '' } },
            status: 'completed',
          },
          {
            clientNodeId: 'script',
            projectNodeId: null,
            execution: { time_taken: 3, videoUrl: null, jsonOutput: {}, outputData: { error: 'x' } },
          },
        ],
      },
    },
  ],
  [
    'script output',
    ScriptOutputSchema,
    {
      opening: { narration: 'Hi' },
      slides: [{ number: 1, heading: 'H', narration: 'N', is_technical: false }],
      closing: { narration: 'Bye' },
    },
  ],
  ['storyboard output', StoryboardOutputSchema, { scenes: [scene] }],
  ['node preview', NodePreviewResponseSchema, { data: { s3ObjOutput: { presigned_url: 'https://files.test/x?sig=1' } } }],
  [
    'saved node payload',
    SavedNodePayloadSchema,
    {
      clientNodeId: 'script',
      nodeType: 'script',
      position,
      label: 'Script',
      targetEdges: [{ clientNodeId: 'in', nodeType: 'paperInput', position, label: 'Paper' }],
      configuration: { script_genre: 'explainer' },
    },
  ],
  [
    'server project node',
    ServerProjectNodeSchema,
    {
      id: 7,
      clientNodeId: 'script',
      node: { id: 3, nodeType: 'script' },
      position,
      label: 'Script',
      configuration: {},
      targetEdges: [],
      status: 'idle',
      execution: null,
    },
  ],
  [
    'save workflow',
    SaveWorkflowResponseSchema,
    { statusCode: 200, data: [{ id: 7, clientNodeId: 'script', node: { id: 3, nodeType: 'script' } }] },
  ],
  ['node processed event', NodeProcessedEventSchema, { clientNodeId: 'script', status: 'failed', outputData: { error: 'boom' } }],
  [
    'tool catalogue',
    ToolsResponseSchema,
    {
      statusCode: 200,
      data: [
        {
          id: 't1',
          slug: 'alt-text',
          name: 'Alt Text',
          category: 'Accessibility',
          tagline: 'Figures described.',
          description: 'Alt text for figures.',
          status: 'available',
          featured: true,
          sortOrder: 0,
          demo: 'alt-text',
          appPath: null,
          summary: 'Alt text for every figure.',
          about: ['Reads a PDF.'],
          features: ['Short and long'],
          audience: [{ who: 'Publishers', why: 'meet the law.' }],
          sample: { title: 'Anatomy', input: 'A JPEG', output: ['Short: …'], href: '/demos/alt-text/anatomy' },
          related: ['multi-lingual-audio'],
        },
        {
          id: 't2',
          slug: 'lms-connector',
          name: 'LMS Connector',
          category: 'Plug & Play',
          tagline: '',
          description: 'Courses.',
          status: 'coming-soon',
          featured: false,
          sortOrder: 1,
          demo: null,
          appPath: null,
          summary: '',
          about: [],
          features: [],
          audience: [],
          sample: null,
          related: [],
        },
      ],
    },
  ],
];

describe('response schemas', () => {
  it.each(valid)('accepts a %s answer', (_name, schema, value) => {
    const result = v.safeParse(schema, value);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual(value);
  });

  it.each([
    [
      'session user with the corrected spelling only',
      SessionUserSchema,
      { ...makeUser(), isFreeTrailActive: undefined, isFreeTrialActive: true },
      'isFreeTrailActive',
    ],
    [
      'rejection analyzer with citationsReceived',
      RejectionAnalyzerResultSchema,
      { ...(valid[8]![2] as object), citationsRecieved: undefined, citationsReceived: [] },
      'citationsRecieved',
    ],
    ['time left below zero', TimeLeftResponseSchema, { statusCode: 200, data: -1 }, 'data'],
    ['an unknown node status', NodeProcessedEventSchema, { clientNodeId: 'a', status: 'done' }, 'status'],
    ['an unknown node type', SavedNodePayloadSchema, { ...(valid[16]![2] as object), nodeType: 'slideshow' }, 'nodeType'],
    [
      'a short dyson id',
      GenAiSearchSampleResponseSchema,
      { data: { summary: '', related_questions: [], summary_references: { a: { ...source, dyson_id: 'abc' } } } },
      'dyson_id',
    ],
    [
      'an unknown upload type',
      AudioSampleResponseSchema,
      { data: { ...(valid[6]![2] as { data: object }).data, uploadType: 'podcast' } },
      'uploadType',
    ],
    [
      'an audio answer without its translation',
      AudioSampleResponseSchema,
      { data: { ...(valid[6]![2] as { data: object }).data, translated: undefined } },
      'translated',
    ],
    [
      'an audio version without its summary',
      AudioSampleResponseSchema,
      { data: { ...(valid[6]![2] as { data: object }).data, original: { fullPaper: { sections: [] }, summary: null } } },
      'original.summary',
    ],
    [
      'a tool with a status of the old catalogue',
      ToolsResponseSchema,
      { statusCode: 200, data: [{ ...(valid.at(-1)![2] as { data: object[] }).data[0], status: 'active' }] },
      'status',
    ],
  ])('rejects %s', (_name, schema, value, field) => {
    const result = v.safeParse(schema, value);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue)).join(' ')).toContain(field);
  });

  it('reads a script with its slides’ quotes and its grounding, and drops them when malformed (issue 15)', () => {
    const script = {
      opening: { narration: 'Hi.' },
      slides: [
        {
          number: 1,
          heading: 'H',
          narration: 'N.',
          is_technical: false,
          sources: { pages: [2, 3], section: 'Methods', quotes: [{ text: 'A camera captures each item.', page: 2 }] },
        },
      ],
      closing: { narration: 'Bye.' },
      grounding: {
        traced: 3,
        total: 4,
        untraced: [{ part: 1, text: 'Customers loved it.' }],
        method: 'overlap',
        narrationHash: '0f0c6cdd',
      },
    };
    expect(v.parse(ScriptOutputSchema, script)).toEqual(script);
    const malformed = v.parse(ScriptOutputSchema, {
      ...script,
      slides: [{ ...script.slides[0], sources: { pages: [2], quotes: [{ page: 2 }] } }],
      grounding: { traced: 'three' },
    });
    expect(malformed.grounding).toBeUndefined();
    expect(malformed.slides[0]!.sources).toEqual({ pages: [2], quotes: undefined });
  });

  it('reads an alt-text figure’s size and renditions, and refuses a rendition without its width', () => {
    const image = {
      url: 'https://cdn.test/1.png',
      width: 1000,
      height: 720,
      renditions: [{ url: 'https://cdn.test/1-320w.png', width: 320, height: 230 }],
      altText: { academic: { short: 'S', long: 'L' } },
      figureTag: null,
      imageSequenceNumber: 1,
      complexity: null,
      category: null,
      imageId: 1,
    };
    expect(v.parse(AltTextSampleResponseSchema, { data: { images: [image] } }).data.images[0]).toEqual(image);
    const result = v.safeParse(AltTextSampleResponseSchema, {
      data: { images: [{ ...image, renditions: [{ url: 'https://cdn.test/1-320w.png' }] }] },
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue)).join(' ')).toContain('renditions.0.width');
  });

  it('keeps fields a newer server adds', () => {
    expect(v.parse(TimeLeftResponseSchema, { statusCode: 200, data: 1, extra: 'x' })).toEqual({ statusCode: 200, data: 1, extra: 'x' });
  });
});

describe('TableUrlStateSchema', () => {
  it('reads query-string values with defaults', () => {
    expect(v.parse(TableUrlStateSchema, {})).toEqual({ page: 1, pageSize: 10 });
    expect(
      v.parse(TableUrlStateSchema, { page: '3', pageSize: '50', sort: 'publicationDate', order: 'desc', search: 'x', journal: 'J' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'publicationDate',
      order: 'desc',
      search: 'x',
      journal: 'J',
    });
  });

  it.each([{ pageSize: '15' }, { page: '0' }, { page: 'two' }, { order: 'up' }])('rejects %o', (query) => {
    expect(v.safeParse(TableUrlStateSchema, query).success).toBe(false);
  });
});
