import * as v from 'valibot';
import { NodeStatusSchema, NodeTypeSchema } from './paper-remix/nodes';

/*
 * Response schemas for SPEC §3 and §7. Field names are spelt exactly as the spec spells them
 * (`isFreeTrailActive`, `citationsRecieved`). Objects are loose so that fields a newer server adds
 * pass through untouched; only the fields the screens read are checked.
 */

const nullableString = v.nullish(v.string());
const numberLike = v.union([v.number(), v.string()]);

// ---------------------------------------------------------------- session and tokens (session-schemas.ts)

export {
  AuthUserSchema,
  ErrorBodySchema,
  GuestTokenResponseSchema,
  RefreshTokenResponseSchema,
  SessionUserSchema,
  TimeLeftResponseSchema,
  TokenExchangeResponseSchema,
} from './session-schemas';
// ---------------------------------------------------------------- api: trial and administration

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

const positiveInteger = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
);

/**
 * Table URL state of SPEC §3 (`sort`, `order`, `page`, `pageSize`, `search`, plus column filters),
 * parsed from query-string values; page and pageSize arrive as strings.
 */
export const TableUrlStateSchema = v.looseObject({
  sort: v.optional(v.string()),
  order: v.optional(v.picklist(['asc', 'desc'])),
  page: v.optional(positiveInteger, 1),
  pageSize: v.optional(
    v.pipe(
      positiveInteger,
      v.check((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`),
    ),
    DEFAULT_PAGE_SIZE,
  ),
  search: v.optional(v.string()),
});

export const UserRoleSchema = v.picklist(['admin', 'sales', 'toolAdmin']);

/** A row of `GET /administration/users`. */
export const AdminUserRowSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  roles: v.array(UserRoleSchema),
  isFreeTrailActive: v.nullable(v.boolean()),
  trialEndDate: v.nullable(v.string()),
  createdAt: v.string(),
});

export const AdminUsersResponseSchema = v.looseObject({
  statusCode: v.number(),
  data: v.looseObject({ rows: v.array(AdminUserRowSchema), total: v.number() }),
});

export const ToolCategorySchema = v.picklist(['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play']);
export const ToolStatusSchema = v.picklist(['available', 'coming-soon', 'hidden']);

/** The worked example on a tool page. */
export const ToolSampleSchema = v.looseObject({
  title: v.string(),
  input: v.string(),
  output: v.array(v.string()),
  href: v.optional(v.string()),
});

/**
 * A tool of the catalogue (`GET /tools`, `GET /tools-administration/tools`): its card, its page copy,
 * its status (`available`, `coming-soon`, `hidden`), whether it is featured, its guest demo and where
 * signed-in users work with it.
 */
export const ToolSchema = v.looseObject({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  category: ToolCategorySchema,
  tagline: v.string(),
  description: v.string(),
  status: ToolStatusSchema,
  featured: v.boolean(),
  sortOrder: v.number(),
  demo: v.nullable(v.string()),
  appPath: v.nullable(v.string()),
  summary: v.string(),
  about: v.array(v.string()),
  features: v.array(v.string()),
  audience: v.array(v.looseObject({ who: v.string(), why: v.string() })),
  sample: v.nullable(ToolSampleSchema),
  related: v.array(v.string()),
});

export const ToolsResponseSchema = v.looseObject({ statusCode: v.number(), data: v.array(ToolSchema) });

// ---------------------------------------------------------------- alt text

export const AltTextImageSchema = v.looseObject({
  url: v.string(),
  altText: v.looseObject({
    academic: v.looseObject({ short: v.string(), long: v.string() }),
  }),
  figureTag: nullableString,
  imageSequenceNumber: v.nullish(numberLike),
  complexity: nullableString,
  category: nullableString,
  imageId: v.union([v.string(), v.number()]),
  /** The image's size in pixels, when the api knows it (the canned samples do). */
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  /** The same image at other widths, for a `srcset` (the canned samples: 320 and 640 px). */
  renditions: v.optional(v.array(v.looseObject({ url: v.string(), width: v.number(), height: v.optional(v.number()) }))),
});

/** `GET /alt-text/sample?sampleId=…`: the screens read `body.data.images`. */
export const AltTextSampleResponseSchema = v.looseObject({
  data: v.looseObject({ images: v.array(AltTextImageSchema) }),
});

// ---------------------------------------------------------------- multi-lingual audio

export const AudioUploadTypeSchema = v.picklist(['both', 'full_paper', 'summary']);
export const AudioVoiceSchema = v.picklist(['female', 'male']);

export const AudioSectionSchema = v.looseObject({
  section: v.string(),
  section_key: v.string(),
  text: v.string(),
  audioUrl: nullableString,
  startAt: v.nullish(v.number()),
});

const audioSections = v.looseObject({ sections: v.array(AudioSectionSchema) });

/**
 * One version of the paper (the original or the translation): both parts, each with its sections,
 * an empty list where the upload type has no such part (SPEC §3).
 */
export const AudioVersionSchema = v.looseObject({
  fullPaper: audioSections,
  summary: v.looseObject({ sections: v.array(AudioSectionSchema), sectionAudio: v.optional(v.unknown()) }),
});

/**
 * `GET /ai-audio/sample/{projectId}`. `translated` and `original` are always there; for a paper read in its
 * own language the translation is the original text.
 */
export const AudioSampleResponseSchema = v.looseObject({
  data: v.looseObject({
    paperTitle: nullableString,
    uploadType: AudioUploadTypeSchema,
    translateToLanguage: v.string(),
    language: v.string(),
    translated: AudioVersionSchema,
    original: AudioVersionSchema,
  }),
});

// ---------------------------------------------------------------- rejections analyzer

const itemCount = v.looseObject({ item: v.string(), count: v.number() });

export const ManuscriptRowSchema = v.looseObject({
  manuscriptTitle: v.string(),
  isPublished: v.boolean(),
  doiLink: nullableString,
  publicationDate: nullableString,
  journalTitle: nullableString,
  citationCount: v.nullish(v.number()),
  isOa: v.boolean(),
});

/** The result object of `GET /rejection-analyzer/sample/{requestId}`. */
export const RejectionAnalyzerResultSchema = v.looseObject({
  publishedJournalsFilter: v.array(v.looseObject({ item: v.string() })),
  flags: v.looseObject({ published: v.number(), notPublished: v.number(), oa: v.number(), nonOa: v.number() }),
  publishers: v.looseObject({ data: v.array(itemCount) }),
  journals: v.looseObject({ data: v.array(itemCount) }),
  /** One entry per 30-day bucket: 1-30, 31-60, 61-90, 91-120 days. */
  dateDifference: v.array(v.looseObject({ count: v.number() })),
  citationsRecieved: v.array(v.looseObject({ key: numberLike, aggregated_value: v.number(), doc_count: v.number() })),
  apcAmount: v.array(v.looseObject({ key: numberLike, aggregated_value: v.number() })),
  publishedManuscripts: v.looseObject({ data: v.array(ManuscriptRowSchema), totalHits: v.number() }),
});

// ---------------------------------------------------------------- gen ai search

export const GenAiSearchSourceSchema = v.looseObject({
  dyson_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/i, 'dyson_id must be 32 hex characters')),
  title: v.string(),
  doi: nullableString,
  pubDate: nullableString,
  year: v.nullish(numberLike),
  authors: v.array(v.looseObject({ full_name: v.optional(v.string()), name: v.optional(v.string()) })),
  abstract: nullableString,
});

/** `GET /generative-research/sample/{requestId}`. */
export const GenAiSearchSampleResponseSchema = v.looseObject({
  data: v.looseObject({
    summary: v.string(),
    related_questions: v.array(v.string()),
    summary_references: v.record(v.string(), GenAiSearchSourceSchema),
  }),
});

// ---------------------------------------------------------------- chat with paper

export const ChatMessageSchema = v.looseObject({
  role: v.picklist(['user', 'assistant']),
  content: v.string(),
  quotesElements: v.optional(v.array(v.looseObject({ coordinates: v.unknown() }))),
});

/** `GET /chat-with-pdf/sample/{requestId}`. */
export const ChatWithPaperSampleResponseSchema = v.looseObject({
  data: v.looseObject({
    pdf: nullableString,
    title: v.string(),
    results: v.array(v.looseObject({ id: v.union([v.string(), v.number()]), question: v.string(), result: v.string() })),
  }),
});

// ---------------------------------------------------------------- paper remix

// Node types, statuses and realtime events are the Paper Remix contract's (paper-remix/nodes.ts).
export {
  NODE_PROCESSED_EVENT,
  NODE_STATUSES,
  NODE_TYPES,
  NodeProcessedEventSchema,
  NodeStatusSchema,
  NodeTypeSchema,
} from './paper-remix/nodes';

const PositionSchema = v.looseObject({ x: v.number(), y: v.number() });

export const NodeExecutionSchema = v.looseObject({
  time_taken: v.nullish(v.number()),
  videoUrl: nullableString,
  jsonOutput: v.nullish(v.unknown()),
  outputData: v.nullish(v.looseObject({ error: v.optional(v.string()) })),
});

export const PaperRemixNodeSchema = v.looseObject({
  clientNodeId: v.string(),
  projectNodeId: v.nullish(v.union([v.string(), v.number()])),
  execution: v.nullish(NodeExecutionSchema),
  configuration: v.nullish(
    v.looseObject({
      basic: v.optional(
        v.looseObject({
          fileName: v.optional(v.string()),
          fileType: v.optional(v.string()),
          title: v.optional(v.string()),
          description: v.optional(v.string()),
        }),
      ),
    }),
  ),
  /** A missing status counts as idle (SPEC §4). */
  status: v.nullish(NodeStatusSchema),
});

export const PaperRemixProjectSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  autoSaveEnabled: v.optional(v.boolean()),
  nodes: v.array(PaperRemixNodeSchema),
});

/** `GET /paper-remix/sample/{projectId}`. */
export const PaperRemixSampleResponseSchema = v.looseObject({ data: PaperRemixProjectSchema });

// The script's and the storyboard's results, and the paper's sources they cite, are the Paper Remix
// contract's (paper-remix/outputs.ts).
export {
  PaperSourcesSchema,
  ScriptGroundingSchema,
  ScriptOutputSchema,
  SourceQuoteSchema,
  StoryboardOutputSchema,
  StoryboardSceneSchema,
} from './paper-remix/outputs';

/** Where a detail of the paper came from (issue 30): the first page's layout, the PDF's metadata, text on the page, a JATS XML, or the user. */
export const DetailSourceSchema = v.picklist(['layout', 'metadata', 'page', 'jats', 'user']);

/** One author of the paper, in the paper's order. */
export const PaperAuthorSchema = v.looseObject({ name: v.string(), affiliation: v.optional(v.string()), orcid: v.optional(v.string()) });

/**
 * The paper's details as read (Paper Input's `jsonOutput.details`, `GET …/node/{clientNodeId}/details`)
 * and as the user corrects them (`PUT …/node/{clientNodeId}/details` with `{ details }`).
 */
export const PaperDetailsSchema = v.looseObject({
  title: v.string(),
  authors: v.array(PaperAuthorSchema),
  venue: v.optional(v.string()),
  year: v.optional(v.string()),
  volume: v.optional(v.string()),
  issue: v.optional(v.string()),
  pages: v.optional(v.string()),
  doi: v.optional(v.string()),
  license: v.optional(v.string()),
  sources: v.fallback(v.record(v.string(), DetailSourceSchema), {}),
});

/** `GET /paper-remix/project/{projectId}/node/{clientNodeId}/details`. */
export const PaperDetailsResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: PaperDetailsSchema });

/** `GET /paper-remix/project/{projectId}/node/{projectNodeId}/preview`. */
export const NodePreviewResponseSchema = v.looseObject({
  data: v.looseObject({ s3ObjOutput: v.looseObject({ presigned_url: v.string() }) }),
});

const EdgeTargetSchema = v.looseObject({
  clientNodeId: v.string(),
  nodeType: NodeTypeSchema,
  position: PositionSchema,
  label: v.string(),
});

/** A node as `POST /paper-remix/project/{id}/workflow` receives it in `nodes`. */
export const SavedNodePayloadSchema = v.looseObject({
  clientNodeId: v.string(),
  nodeType: NodeTypeSchema,
  position: PositionSchema,
  label: v.string(),
  targetEdges: v.array(EdgeTargetSchema),
  configuration: v.record(v.string(), v.unknown()),
});

export const ServerProjectNodeSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  clientNodeId: v.string(),
  node: v.looseObject({ id: v.union([v.string(), v.number()]), nodeType: NodeTypeSchema }),
  position: v.nullish(PositionSchema),
  label: v.nullish(v.string()),
  configuration: v.nullish(v.record(v.string(), v.unknown())),
  targetEdges: v.nullish(v.array(EdgeTargetSchema)),
  status: v.nullish(NodeStatusSchema),
  execution: v.nullish(NodeExecutionSchema),
});

/** `POST /paper-remix/project/{id}/workflow`. */
export const SaveWorkflowResponseSchema = v.looseObject({
  statusCode: v.optional(v.number()),
  data: v.array(ServerProjectNodeSchema),
});

export const ProjectDetailSchema = v.looseObject({ id: v.union([v.string(), v.number()]), autoSaveEnabled: v.boolean() });

/** `POST /paper-remix/project/{id}/update`: the flag flips when `statusCode` is 200. */
export const UpdateProjectResponseSchema = v.looseObject({
  statusCode: v.number(),
  data: v.optional(ProjectDetailSchema),
});

// ---------------------------------------------------------------- types

export type {
  AuthUser,
  GuestTokenResponse,
  RefreshTokenResponse,
  SessionUserOutput,
  TimeLeftResponse,
  TokenExchangeResponse,
} from './session-schemas';
export type TableUrlState = v.InferOutput<typeof TableUrlStateSchema>;
export type UserRole = v.InferOutput<typeof UserRoleSchema>;
export type AdminUserRow = v.InferOutput<typeof AdminUserRowSchema>;
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>;
export type Tool = v.InferOutput<typeof ToolSchema>;
export type ToolCategory = v.InferOutput<typeof ToolCategorySchema>;
export type ToolStatus = v.InferOutput<typeof ToolStatusSchema>;
export type ToolSample = v.InferOutput<typeof ToolSampleSchema>;
export type ToolsResponse = v.InferOutput<typeof ToolsResponseSchema>;
export type AltTextImage = v.InferOutput<typeof AltTextImageSchema>;
export type AltTextSampleResponse = v.InferOutput<typeof AltTextSampleResponseSchema>;
export type AudioUploadType = v.InferOutput<typeof AudioUploadTypeSchema>;
export type AudioVoice = v.InferOutput<typeof AudioVoiceSchema>;
export type AudioSection = v.InferOutput<typeof AudioSectionSchema>;
export type AudioVersion = v.InferOutput<typeof AudioVersionSchema>;
export type AudioSampleResponse = v.InferOutput<typeof AudioSampleResponseSchema>;
export type ManuscriptRow = v.InferOutput<typeof ManuscriptRowSchema>;
export type RejectionAnalyzerResult = v.InferOutput<typeof RejectionAnalyzerResultSchema>;
export type GenAiSearchSource = v.InferOutput<typeof GenAiSearchSourceSchema>;
export type GenAiSearchSampleResponse = v.InferOutput<typeof GenAiSearchSampleResponseSchema>;
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export type ChatWithPaperSampleResponse = v.InferOutput<typeof ChatWithPaperSampleResponseSchema>;
export type { NodeProcessedEvent, NodeStatus, NodeType } from './paper-remix/nodes';
export type NodeExecution = v.InferOutput<typeof NodeExecutionSchema>;
export type PaperRemixNode = v.InferOutput<typeof PaperRemixNodeSchema>;
export type PaperRemixProject = v.InferOutput<typeof PaperRemixProjectSchema>;
export type PaperRemixSampleResponse = v.InferOutput<typeof PaperRemixSampleResponseSchema>;
export type { PaperSources, ScriptGrounding, ScriptOutput, SourceQuote, StoryboardOutput, StoryboardScene } from './paper-remix/outputs';
export type NodePreviewResponse = v.InferOutput<typeof NodePreviewResponseSchema>;
export type SavedNodePayload = v.InferOutput<typeof SavedNodePayloadSchema>;
export type ServerProjectNode = v.InferOutput<typeof ServerProjectNodeSchema>;
export type SaveWorkflowResponse = v.InferOutput<typeof SaveWorkflowResponseSchema>;
export type ProjectDetail = v.InferOutput<typeof ProjectDetailSchema>;
export type UpdateProjectResponse = v.InferOutput<typeof UpdateProjectResponseSchema>;
export type PaperDetails = v.InferOutput<typeof PaperDetailsSchema>;
export type PaperAuthor = v.InferOutput<typeof PaperAuthorSchema>;
export type DetailSource = v.InferOutput<typeof DetailSourceSchema>;
