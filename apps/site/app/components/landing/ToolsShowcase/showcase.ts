export type ShowcaseToolId =
  'alt-text' | 'multi-lingual-audio' | 'paper-remix' | 'gen-ai-search' | 'chat-with-paper' | 'rejection-analyzer';

export interface ShowcaseSample {
  id: string;
  /** Tile text: a file's subject, or the question itself for Gen AI Search. */
  label: string;
  /** File type shown on the tile; `null` for a question. */
  fileType: 'pdf' | 'jpeg' | 'docx' | 'csv' | null;
}

/** What the site knows of a guest demo: its samples (the api's sample ids) and how it opens. */
export interface ShowcaseDemo {
  id: ShowcaseToolId;
  samples: ShowcaseSample[];
  /** The sample a tool page's 'Try the live demo' chooses. */
  featuredSample: string;
  /** Multi-lingual Audio asks for its audio options before the overlay opens (SPEC §2). */
  needsAudioOptions: boolean;
}

/** A tool of 'AI Tools in Action': its demo, named and described by the catalogue. */
export interface ShowcaseTool extends ShowcaseDemo {
  /** The catalogue's slug (its tool page is `/tools/{slug}`). */
  slug: string;
  name: string;
  /** The catalogue's category. */
  badge: string;
  blurb: string;
}

export interface GenerateRequest {
  tool: ShowcaseTool;
  sample: ShowcaseSample;
}

const file = (id: string, label: string, fileType: 'pdf' | 'jpeg' | 'docx' | 'csv'): ShowcaseSample => ({ id, label, fileType });
const question = (id: string, label: string): ShowcaseSample => ({ id, label, fileType: null });

/** Every guest demo of SPEC §2 with its samples. Which of them the showcase lists is the catalogue's call (featured). */
export const SHOWCASE_DEMOS: Readonly<Record<ShowcaseToolId, ShowcaseDemo>> = {
  'alt-text': {
    id: 'alt-text',
    samples: [file('medicine', 'Medicine', 'pdf'), file('anatomy', 'Anatomy', 'jpeg'), file('physical-science', 'Physical Science', 'pdf')],
    featuredSample: 'anatomy',
    needsAudioOptions: false,
  },
  'multi-lingual-audio': {
    id: 'multi-lingual-audio',
    samples: [
      file('medicine', 'Medicine', 'pdf'),
      file('health-science', 'Health Science', 'docx'),
      file('physical-science', 'Physical Science', 'pdf'),
    ],
    featuredSample: 'health-science',
    needsAudioOptions: true,
  },
  'paper-remix': {
    id: 'paper-remix',
    samples: [file('retail-kiosk', 'Retail object classification for unmanned kiosks', 'pdf')],
    featuredSample: 'retail-kiosk',
    needsAudioOptions: false,
  },
  'gen-ai-search': {
    id: 'gen-ai-search',
    samples: [
      question('covid-vaccine-cardiovascular', 'Is there a link between COVID-19 vaccines and cardiovascular fatalities?'),
      question('influencers-lifestyle', 'How do social media influencers shape public lifestyle choices?'),
      question('global-conflicts', 'What factors are fuelling global conflicts today?'),
      question('leader-death-economy', 'How does the death of a key political figure affect a nation’s economy?'),
    ],
    featuredSample: 'global-conflicts',
    needsAudioOptions: false,
  },
  'chat-with-paper': {
    id: 'chat-with-paper',
    samples: [
      file('medicine', 'Medicine', 'pdf'),
      file('humanities', 'Humanities', 'pdf'),
      file('physical-science', 'Physical Science', 'pdf'),
    ],
    featuredSample: 'humanities',
    needsAudioOptions: false,
  },
  // Handled by the overlay but not listed unless the catalogue features it (SPEC §2).
  'rejection-analyzer': {
    id: 'rejection-analyzer',
    samples: [file('demo', 'A year of rejections at a cell-biology journal', 'csv')],
    featuredSample: 'demo',
    needsAudioOptions: false,
  },
};

export const isShowcaseToolId = (id: string | null | undefined): id is ShowcaseToolId => id != null && Object.hasOwn(SHOWCASE_DEMOS, id);

/** The catalogue fields the showcase reads. */
export interface ShowcaseCatalogueEntry {
  slug: string;
  name: string;
  category: string;
  description: string;
  status: string;
  featured: boolean;
  demo: string | null;
}

/** A catalogue tool with its demo, whether or not the showcase lists it (tool pages, demo pages). */
export function showcaseToolOf(tool: ShowcaseCatalogueEntry): ShowcaseTool | null {
  if (!isShowcaseToolId(tool.demo)) return null;
  return { ...SHOWCASE_DEMOS[tool.demo], slug: tool.slug, name: tool.name, badge: tool.category, blurb: tool.description };
}

/**
 * 'AI Tools in Action' from the catalogue: the available, featured tools that have a guest demo, in
 * the catalogue's order.
 */
export function showcaseTools(catalogue: readonly ShowcaseCatalogueEntry[]): ShowcaseTool[] {
  return catalogue
    .filter((tool) => tool.status === 'available' && tool.featured)
    .map(showcaseToolOf)
    .filter((tool): tool is ShowcaseTool => tool !== null);
}
