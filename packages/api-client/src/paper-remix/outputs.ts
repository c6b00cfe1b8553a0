import * as v from 'valibot';
import { DECK_THEMES, SLIDE_SIZES } from './rules';

// The results (`execution.jsonOutput`) the canvas reads and the api edits, beside the podcast's
// (podcast-schemas.ts). Objects are loose: fields a newer engine adds pass through untouched.

const numberLike = v.union([v.number(), v.string()]);
const textOrList = v.union([v.string(), v.array(v.string())]);

/** A sentence of the paper, verbatim from its text, and the page its paragraph starts on. */
export const SourceQuoteSchema = v.looseObject({ text: v.string(), page: v.optional(v.number()) });

/**
 * Where a slide's or scene's narration comes from in the paper: pages, section, figure ids ('figure-3'),
 * and the paper's sentences it was spoken from or matched to (`quotes`), which a PDF viewer can find.
 */
export const PaperSourcesSchema = v.looseObject({
  pages: v.array(v.number()),
  section: v.optional(v.string()),
  figures: v.optional(v.array(v.string())),
  // Malformed quotes are dropped, keeping the rest of the sources.
  quotes: v.fallback(v.optional(v.array(SourceQuoteSchema)), undefined),
});

// A malformed sources field is dropped rather than failing the whole result.
const OptionalSources = v.fallback(v.optional(PaperSourcesSchema), undefined);

/**
 * How many of a script's narrated claims trace to a sentence of the paper (`traced` of `total`), and
 * the ones that trace to nothing, for review. `part` is 'opening', 'closing' or a slide number;
 * `method` 'source' (spoken from a known sentence) or 'overlap' (matched by shared words);
 * `narrationHash` the FNV-1a (32 bits, hex) of the narrations it was computed on, joined by line feeds.
 */
export const ScriptGroundingSchema = v.looseObject({
  traced: v.number(),
  total: v.number(),
  untraced: v.array(v.looseObject({ part: v.union([v.literal('opening'), v.literal('closing'), v.number()]), text: v.string() })),
  method: v.optional(v.string()),
  /** Fingerprint of the narration it was computed on; an edit since leaves it describing the engine's version. */
  narrationHash: v.optional(v.string()),
});

export const ScriptOutputSchema = v.looseObject({
  opening: v.looseObject({ narration: v.string() }),
  slides: v.array(
    v.looseObject({ number: v.number(), heading: v.string(), narration: v.string(), is_technical: v.boolean(), sources: OptionalSources }),
  ),
  closing: v.looseObject({ narration: v.string() }),
  // A malformed grounding is dropped rather than failing the whole script.
  grounding: v.fallback(v.optional(ScriptGroundingSchema), undefined),
});

export const StoryboardSceneSchema = v.looseObject({
  scene_number: v.number(),
  visual_description: v.string(),
  script_line: v.string(),
  background_details: v.string(),
  narration: v.string(),
  sound_cues: textOrList,
  duration: numberLike,
  directions_for_videographer: v.string(),
  visual_elements: v.array(v.looseObject({ type: v.string(), caption: v.string() })),
  sources: OptionalSources,
  annotations: v.looseObject({
    text_overlays: textOrList,
    visual_cues: textOrList,
    audio_cues: textOrList,
    transition_notes: textOrList,
  }),
});

export const StoryboardOutputSchema = v.looseObject({ scenes: v.array(StoryboardSceneSchema) });

/** A Mind map node's result (issue 35): the paper's title at the centre, branches of traced points. */
export const MindmapOutputSchema = v.looseObject({
  centre: v.string(),
  authors: v.fallback(v.array(v.string()), []),
  branches: v.array(
    v.looseObject({
      id: v.string(),
      kind: v.string(),
      label: v.string(),
      leaves: v.array(v.looseObject({ id: v.string(), text: v.string(), sources: v.fallback(v.optional(PaperSourcesSchema), undefined) })),
    }),
  ),
});

/** A Presentation node's result: the deck's title, the settings it was made with and its slides in order. */
export const PresentationOutputSchema = v.looseObject({
  title: v.string(),
  size: v.picklist(SLIDE_SIZES),
  theme: v.picklist(DECK_THEMES),
  notes: v.boolean(),
  // A kind the engine adds later is still listed, as 'Slide'.
  slides: v.array(v.looseObject({ kind: v.string(), heading: v.string(), page: v.fallback(v.optional(v.number()), undefined) })),
});

export type SourceQuote = v.InferOutput<typeof SourceQuoteSchema>;
export type PaperSources = v.InferOutput<typeof PaperSourcesSchema>;
export type ScriptGrounding = v.InferOutput<typeof ScriptGroundingSchema>;
export type ScriptOutput = v.InferOutput<typeof ScriptOutputSchema>;
export type StoryboardScene = v.InferOutput<typeof StoryboardSceneSchema>;
export type StoryboardOutput = v.InferOutput<typeof StoryboardOutputSchema>;
export type MindmapOutput = v.InferOutput<typeof MindmapOutputSchema>;
export type PresentationOutput = v.InferOutput<typeof PresentationOutputSchema>;
