export type ShowcaseToolId = 'alt-text' | 'multi-lingual-audio' | 'paper-remix' | 'gen-ai-search' | 'chat-with-paper' | 'rejection-analyzer';

export interface ShowcaseSample {
  id: string;
  /** Tile text: a file's subject, or the question itself for Gen AI Search. */
  label: string;
  /** File type shown on the tile; `null` for a question. */
  fileType: 'pdf' | 'jpeg' | 'docx' | null;
}

export interface ShowcaseTool {
  id: ShowcaseToolId;
  name: string;
  badge: 'Accessibility' | 'Document Analytics';
  blurb: string;
  samples: ShowcaseSample[];
  /** Multi-lingual Audio asks for its audio options before the overlay opens (SPEC §2). */
  needsAudioOptions: boolean;
}

export interface GenerateRequest {
  tool: ShowcaseTool;
  sample: ShowcaseSample;
}

const file = (id: string, label: string, fileType: 'pdf' | 'jpeg' | 'docx'): ShowcaseSample => ({ id, label, fileType });
const question = (id: string, label: string): ShowcaseSample => ({ id, label, fileType: null });

/** The visible list of SPEC §2; the rejections analyzer is reached through the overlay only. */
export const SHOWCASE_TOOLS: readonly ShowcaseTool[] = [
  {
    id: 'alt-text',
    name: 'Alt Text',
    badge: 'Accessibility',
    blurb: 'Short and long descriptions for every figure, graded by image complexity.',
    samples: [file('medicine', 'Medicine', 'pdf'), file('anatomy', 'Anatomy', 'jpeg'), file('physical-science', 'Physical Science', 'pdf')],
    needsAudioOptions: false,
  },
  {
    id: 'multi-lingual-audio',
    name: 'Multi-lingual Audio',
    badge: 'Accessibility',
    blurb: 'The full paper or a section-by-section summary, translated and read aloud.',
    samples: [file('medicine', 'Medicine', 'pdf'), file('health-science', 'Health Science', 'docx'), file('physical-science', 'Physical Science', 'pdf')],
    needsAudioOptions: true,
  },
  {
    id: 'paper-remix',
    name: 'Paper Remix',
    badge: 'Document Analytics',
    blurb: 'A paper becomes a script, a storyboard and a narrated video on one canvas.',
    samples: [file('retail-kiosk', 'Retail object classification for unmanned kiosks', 'pdf')],
    needsAudioOptions: false,
  },
  {
    id: 'gen-ai-search',
    name: 'Gen AI Search',
    badge: 'Document Analytics',
    blurb: 'Answers drawn from the literature, with every claim linked to its source.',
    samples: [
      question('covid-vaccine-cardiovascular', 'Is there a link between COVID-19 vaccines and cardiovascular fatalities?'),
      question('influencers-lifestyle', 'How do social media influencers shape public lifestyle choices?'),
      question('global-conflicts', 'What factors are fuelling global conflicts today?'),
      question('leader-death-economy', 'How does the death of a key political figure affect a nation’s economy?'),
    ],
    needsAudioOptions: false,
  },
  {
    id: 'chat-with-paper',
    name: 'Chat with Paper',
    badge: 'Document Analytics',
    blurb: 'Ask a paper anything and jump straight to the passage that answers it.',
    samples: [file('medicine', 'Medicine', 'pdf'), file('humanities', 'Humanities', 'pdf'), file('physical-science', 'Physical Science', 'pdf')],
    needsAudioOptions: false,
  },
];
