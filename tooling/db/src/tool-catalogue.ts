/**
 * The tool catalogue as first seeded: every tool the site shows, with the copy of its page. After
 * the first start the database is the truth (Tools Administration edits it); this list only
 * fills a new database and the tools a database does not have yet (decision 0040).
 */

/** The five areas of the Full AI Suite (SPEC §2); a tool belongs to exactly one. */
export const TOOL_CATEGORIES = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/**
 * `available`: Explore on the landing page, the tool page offers it (Try, or Book a demo);
 * `coming-soon`: Notify Me everywhere; `hidden`: nowhere on the public site, its page answers 404.
 */
export const TOOL_STATUSES = ['available', 'coming-soon', 'hidden'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

/** A worked example on the tool page: what goes in and what the tool returns. */
// A type, not an interface, so it fits the api client's loose (index-signed) object types.
export type ToolSample = {
  title: string;
  input: string;
  output: string[];
  /** The sample's public result page, when it has one (e.g. `/demos/alt-text/anatomy`). */
  href?: string;
};

/** The parts of a tool page beyond its card; stored as one JSON document per tool. */
export interface ToolDetails {
  /** The meta description: under 160 characters. */
  summary: string;
  /** What the tool does, one paragraph each. */
  about: string[];
  features: string[];
  /** Who it is for: audience name and why it matters to them. */
  audience: { who: string; why: string }[];
  sample: ToolSample | null;
  /** Slugs of tools to suggest next. */
  related: string[];
}

export interface CatalogueTool extends ToolDetails {
  slug: string;
  name: string;
  category: ToolCategory;
  /** One line under the page title. */
  tagline: string;
  /** One or two sentences: the suite card, the showcase and the menus. */
  description: string;
  status: ToolStatus;
  /** Featured tools with a guest demo make up 'AI Tools in Action' and the menu's Top AI Tools. */
  featured: boolean;
  /** The guest demo this tool opens in the showcase (the site's demo id), if it has one. */
  demo: string | null;
  /** Where a signed-in user works with the tool in this product; without one the page offers Book a demo. */
  appPath: string | null;
}

export const TOOL_CATALOGUE: readonly CatalogueTool[] = [
  {
    slug: 'alt-text',
    name: 'Alt Text',
    category: 'Accessibility',
    tagline: 'Accurate short and long descriptions for every figure in a paper.',
    description: 'Writes short and long alt text for every figure, chart and photo in a paper, tuned to its complexity.',
    summary:
      'Generate short and long alt text for every figure, chart and photo in a research paper, in academic style, ready to paste into your production system.',
    about: [
      'Alt Text reads a PDF, Word file or image, finds every figure, and writes a short description (the one a screen reader announces) and a long description that walks through axes, trends and labels.',
      'Each image is tagged with its type and complexity, so your production team sees at a glance which charts deserve a human check before publication.',
    ],
    features: [
      'Short and long alt text with word counts',
      'Figure type and complexity tags',
      'One-click copy and a downloadable report',
      'Works on PDF, DOCX, JPEG and PNG',
    ],
    audience: [
      {
        who: 'Publishers',
        why: 'meet accessibility law (EAA, ADA, Section 508) across the back list without hiring a team of describers.',
      },
      { who: 'Societies and university presses', why: 'make conference proceedings usable by blind and low-vision members.' },
      { who: 'Authors', why: 'submit manuscripts that already pass the journal’s accessibility check.' },
    ],
    sample: {
      title: 'A labelled anatomy diagram',
      input: 'A frontal section of the human heart (heart-frontal-section.jpeg).',
      output: [
        'Short: Labelled frontal section of the human heart showing its four chambers, valves and great vessels, with deoxygenated blood in blue and oxygenated in red.',
        'Long: Anatomical diagram of the heart cut in the frontal plane and viewed from the front, so the patient’s right side appears on the viewer’s left…',
        'Type: Diagram · Complexity: Complex',
      ],
      href: '/demos/alt-text/anatomy',
    },
    related: ['multi-lingual-audio', 'scientific-illustration-generator', 'plug-and-play-widget'],
    status: 'available',
    featured: true,
    demo: 'alt-text',
    appPath: null,
  },
  {
    slug: 'multi-lingual-audio',
    name: 'Multi-lingual Audio',
    category: 'Accessibility',
    tagline: 'Listen to any paper, in full or as a summary, in 30 languages.',
    description: 'Reads a full paper or its section summaries aloud in 30 languages, with translated text alongside.',
    summary:
      'Convert research papers into narrated audio, full paper or summary, translated into 30 languages with natural voices and a section-by-section player.',
    about: [
      'Multi-lingual Audio reads a paper aloud. Choose the full paper, a summary of each section, or both, and the language it should be translated into: 30 languages from Arabic to Chinese.',
      'Listeners get a player with sections, speed control and 10-second jumps, and can switch between the translated text and the original while they listen.',
    ],
    features: [
      'Full paper and summary audio',
      'Translation into 30 languages',
      'Female and male voices',
      'Section list, speed control and transcript',
    ],
    audience: [
      { who: 'Publishers', why: 'reach readers with print disabilities and readers who prefer to listen.' },
      { who: 'Global health and government agencies', why: 'share findings with communities in their own language.' },
      { who: 'Researchers', why: 'catch up on the literature while commuting.' },
    ],
    sample: {
      title: 'A health-science paper in German',
      input: 'A Lancet Global Health paper on US aid policy and abortion in sub-Saharan Africa, summary audio, German, female voice.',
      output: [
        'Sections: Hintergrund · Methoden · Ergebnisse · Interpretation · Wichtigste Erkenntnisse',
        'Audio: 1 min 45 s in total, playable section by section',
        'Transcript: the German text beside the English original',
      ],
      href: '/demos/multi-lingual-audio/health-science',
    },
    related: ['alt-text', 'ai-summary', 'paper-remix'],
    status: 'available',
    featured: true,
    demo: 'multi-lingual-audio',
    appPath: null,
  },
  {
    slug: 'ai-summary',
    name: 'AI Summary',
    category: 'Accessibility',
    tagline: 'Plain-language summaries of research papers, section by section.',
    description: 'Plain-language summaries of each section, so readers outside the field can follow the findings.',
    summary:
      'Turn a research paper into a plain-language summary with key takeaways, section by section, for readers, editors and press offices.',
    about: [
      'AI Summary condenses each section of a paper (background, methods, results, discussion) into a few plain sentences, then lists the key takeaways a non-specialist needs.',
      'Every sentence links back to the passage it came from, so editors can check a claim in one click.',
    ],
    features: [
      'Section-by-section summaries',
      'Numbered key takeaways',
      'Links from each sentence to its source passage',
      'Lay summary and expert summary modes',
    ],
    audience: [
      { who: 'Journal editors', why: 'triage submissions faster with a reliable overview of each manuscript.' },
      { who: 'Press and communications teams', why: 'draft lay summaries and press releases from the paper itself.' },
      { who: 'Research funders', why: 'review outputs of funded projects without reading every paper in full.' },
    ],
    sample: {
      title: 'A clinical trial report',
      input: 'A 14-page randomised controlled trial on a new hypertension drug.',
      output: [
        'Key takeaway 1: The drug lowered systolic blood pressure by 9 mmHg more than placebo after 12 weeks.',
        'Key takeaway 2: Side effects were mild and similar in both groups.',
        'Key takeaway 3: The trial excluded patients over 75, so results may not apply to older adults.',
      ],
    },
    related: ['multi-lingual-audio', 'concept-extraction', 'chat-with-paper'],
    status: 'available',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'math-to-speech',
    name: 'Math to Speech',
    category: 'Accessibility',
    tagline: 'Equations read aloud the way a mathematician would say them.',
    description: 'Reads equations and formulae aloud the way a mathematician would say them.',
    summary:
      'Turn the equations and formulae of a research paper into clear spoken language and accessible MathML, for screen readers and audio editions.',
    about: [
      'Math to Speech finds every equation in a paper, whether typeset in LaTeX, MathML or as an image, and writes how it is spoken: “x squared plus y squared equals r squared”, not a string of symbols.',
      'It produces MathML for screen readers and braille displays and a spoken version for Multi-lingual Audio, so papers in mathematics, physics and statistics become listenable too.',
    ],
    features: [
      'Spoken text for inline and display equations',
      'MathML output for screen readers and braille',
      'Reads LaTeX, MathML and equation images',
      'Works inside Multi-lingual Audio',
    ],
    audience: [
      { who: 'Publishers of STEM journals', why: 'make equation-heavy papers meet accessibility law.' },
      { who: 'Blind and low-vision researchers', why: 'follow a derivation without asking a colleague to read it.' },
      { who: 'Educators', why: 'offer lecture notes and papers as audio.' },
    ],
    sample: {
      title: 'An equation from a statistics paper',
      input: 'A display equation: the logistic function p = 1 / (1 + e^(−(β₀ + β₁x))).',
      output: [
        'Spoken: “p equals one over, one plus e to the minus, beta nought plus beta one x.”',
        'MathML with the same structure for screen readers',
      ],
    },
    related: ['multi-lingual-audio', 'alt-text', 'ai-summary'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'ai-review',
    name: 'AI Review',
    category: 'Peer Review',
    tagline: 'A structured first review of every manuscript, in minutes.',
    description: 'A structured pre-review of methods, statistics and reporting gaps before a manuscript reaches referees.',
    summary:
      'Get a structured pre-review of a manuscript: scope fit, methods, statistics, reporting checklists and language, to support editors and reviewers.',
    about: [
      'AI Review reads a submission and writes a structured report: does it fit the journal’s scope, are the methods and statistics sound, are reporting guidelines (CONSORT, PRISMA, ARRIVE) followed, and is the language clear.',
      'It does not replace peer reviewers: it gives editors a consistent first pass and reviewers a checklist to start from.',
    ],
    features: [
      'Scope-fit score against your journal’s aims',
      'Methods and statistics checks',
      'Reporting-guideline checklists',
      'Reviewer-ready summary',
    ],
    audience: [
      { who: 'Editors-in-chief', why: 'desk-reject faster and more consistently.' },
      { who: 'Peer reviewers', why: 'start from a checklist instead of a blank page.' },
      { who: 'Authors', why: 'check a manuscript before submission.' },
    ],
    sample: {
      title: 'A systematic review manuscript',
      input: 'A meta-analysis submitted to a public-health journal.',
      output: [
        'Scope fit: high (0.86)',
        'PRISMA checklist: 24 of 27 items reported; missing: protocol registration, risk-of-bias figure, funding statement',
        'Statistics: heterogeneity reported; no publication-bias test',
      ],
    },
    related: ['llm-as-judge', 'image-duplication-checks', 'ai-summary'],
    status: 'available',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'image-duplication-checks',
    name: 'Image Duplication Checks',
    category: 'Peer Review',
    tagline: 'Find reused, rotated or spliced images before they are published.',
    description: 'Finds reused, rotated or spliced images across a manuscript and flags them for the integrity team.',
    summary:
      'Detect duplicated, rotated, cropped or spliced images within a manuscript and against published papers, with side-by-side evidence for editors.',
    about: [
      'Image Duplication Checks compares every figure panel in a manuscript with every other panel, and with images already published, looking for reuse that survives rotation, cropping, flipping and contrast changes.',
      'Matches come with side-by-side crops and a similarity score, so a research-integrity editor can decide quickly and document the decision.',
    ],
    features: [
      'Within-manuscript and cross-literature comparison',
      'Robust to rotation, cropping and contrast changes',
      'Side-by-side evidence with scores',
      'Audit trail for integrity cases',
    ],
    audience: [
      { who: 'Research-integrity teams', why: 'screen every submission, not only the suspicious ones.' },
      { who: 'Journal editors', why: 'catch problems before peer review, not after publication.' },
      { who: 'Funders and institutions', why: 'check outputs during misconduct investigations.' },
    ],
    sample: {
      title: 'A western-blot figure',
      input: 'A manuscript with 6 figures and 48 panels.',
      output: ['2 matches: panel 3B equals panel 5D rotated 180° (similarity 0.97)', 'No matches against published literature'],
    },
    related: ['ai-review', 'llm-as-judge', 'rejections-analyzer'],
    status: 'available',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'llm-as-judge',
    name: 'LLM as Judge',
    category: 'Peer Review',
    tagline: 'Measure the quality of AI-generated content against your rubric.',
    description: 'Scores manuscripts against your journal’s own criteria with explanations editors can audit.',
    summary:
      'Score AI-generated summaries, alt text and reviews against your own rubric, with explanations, to keep AI output at publishing quality.',
    about: [
      'LLM as Judge evaluates text written by AI (summaries, alt text, review reports) against a rubric you define: accuracy, completeness, tone, bias.',
      'Each score comes with its reasoning, so quality teams can audit AI output at scale and spot drift before readers do.',
    ],
    features: [
      'Custom rubrics and weights',
      'Scores with written reasoning',
      'Batch evaluation and trends',
      'Works with any model’s output',
    ],
    audience: [
      { who: 'Publishing quality teams', why: 'audit every AI-generated asset, not a sample.' },
      { who: 'Product and data-science teams', why: 'compare models and prompts objectively.' },
      { who: 'Research-integrity offices', why: 'document how AI output was checked.' },
    ],
    sample: {
      title: 'An AI summary under review',
      input: 'A 150-word lay summary of a vaccine-safety study.',
      output: [
        'Accuracy 4/5: the adverse-event rate is correct but the comparison group is not named',
        'Tone 5/5 · Completeness 3/5: limitations are missing',
      ],
    },
    related: ['ai-review', 'image-duplication-checks', 'ai-summary'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'reviewer-finder',
    name: 'Reviewer Finder',
    category: 'Peer Review',
    tagline: 'Qualified, conflict-free reviewers, found from the literature.',
    description: 'Suggests qualified, conflict-free reviewers from the literature a manuscript cites.',
    summary:
      'Find qualified peer reviewers for a manuscript from the literature it builds on, with expertise evidence and conflict-of-interest checks.',
    about: [
      'Reviewer Finder reads a manuscript, looks at the work it cites and the work that cites the same papers, and proposes researchers who have published on exactly that question.',
      'Every suggestion shows its evidence (recent papers, topics, reviewing history you share with us) and is checked for conflicts: co-authorship, shared institutions and funding.',
    ],
    features: [
      'Suggestions ranked by topical fit',
      'Evidence for every suggestion',
      'Co-authorship and institution conflict checks',
      'Diversity of region and career stage',
    ],
    audience: [
      { who: 'Handling editors', why: 'stop searching databases for an hour per manuscript.' },
      { who: 'Editorial offices', why: 'widen the reviewer pool beyond the usual names.' },
      { who: 'Research-integrity teams', why: 'document that conflicts were checked.' },
    ],
    sample: {
      title: 'A manuscript on soil microbiomes',
      input: 'A submission citing 64 papers on soil bacteria and drought.',
      output: [
        '12 suggested reviewers, each with three recent papers on the topic',
        '2 suggestions removed: co-authored with the corresponding author in the last five years',
      ],
    },
    related: ['ai-review', 'llm-as-judge', 'image-duplication-checks'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'paper-remix',
    name: 'Paper Remix',
    category: 'Document Analytics',
    tagline: 'Turn a research paper into a script, a storyboard and a narrated video.',
    description: 'Turns a research paper into a script, a storyboard and a narrated video on a visual workflow.',
    summary:
      'Turn a research paper into a video script, a scene-by-scene storyboard and a narrated 1080p video, on a visual node workflow.',
    about: [
      'Paper Remix arranges a workflow on a canvas: paper input, then script, storyboard and video. Choose the script’s length, genre and technicality, and the storyboard’s style and voice.',
      'The result is a narrated 1080p video with one scene per storyboard step, ready for your journal’s channels, conference talks or press releases.',
    ],
    features: [
      'Node workflow canvas with templates',
      'Scripts in four genres and five technicality levels',
      'Scene-by-scene storyboard with sound cues',
      'Narrated 1080p MP4 video',
    ],
    audience: [
      { who: 'Publishers and societies', why: 'promote papers on video platforms without a production team.' },
      { who: 'Authors', why: 'present their work in a two-minute explainer.' },
      { who: 'Research funders', why: 'show the impact of funded work to the public.' },
    ],
    sample: {
      title: 'A computer-vision paper',
      input: 'A paper on retail object classification for unmanned kiosks.',
      output: [
        'Script: an opening, one slide per key point and a closing, in the explainer genre',
        'Storyboard: 5 scenes with narration, visuals, on-screen text and sound cues',
        'Video: a narrated 1080p MP4 with captions, about a minute long',
      ],
      href: '/demos/paper-remix/retail-kiosk',
    },
    related: ['multi-lingual-audio', 'scientific-illustration-generator', 'ai-summary'],
    status: 'available',
    featured: true,
    demo: 'paper-remix',
    appPath: '/dashboard',
  },
  {
    slug: 'generative-research',
    name: 'Gen AI Search',
    category: 'Document Analytics',
    tagline: 'Generative research: answers to research questions, cited from the literature.',
    description: 'Answers research questions from millions of papers, with every claim cited.',
    summary:
      'Ask a research question and get a synthesised answer with inline citations to peer-reviewed papers, authors, DOIs and abstracts.',
    about: [
      'Gen AI Search (generative research) searches a large index of scholarly literature, reads the most relevant papers and writes an answer with inline citations such as (Author et al., year).',
      'Every citation opens the reference beside the answer, with its DOI, authors, date and abstract, so you can verify before you rely on it.',
    ],
    features: [
      'Synthesised answers with inline citations',
      'Related references with DOI and abstract',
      'Follow-up questions',
      'Related question suggestions',
    ],
    audience: [
      { who: 'Research funders and policy teams', why: 'get an evidence overview in minutes.' },
      { who: 'Healthcare professionals', why: 'check what the literature says about a treatment.' },
      { who: 'Journalists and communicators', why: 'find the papers behind a claim.' },
    ],
    sample: {
      title: 'A sample question',
      input: 'What factors are fuelling global conflicts today?',
      output: [
        'An answer citing 8 peer-reviewed studies, e.g. climate shocks as a risk factor that weak institutions amplify (Mach et al., 2019)',
        'Related references listed as [Q 1] … [Q 8] with title, DOI, date, authors and abstract',
      ],
      href: '/demos/gen-ai-search/global-conflicts',
    },
    related: ['chat-with-paper', 'concept-extraction', 'correlation-tool'],
    status: 'available',
    featured: true,
    demo: 'gen-ai-search',
    appPath: null,
  },
  {
    slug: 'chat-with-paper',
    name: 'Chat with Paper',
    category: 'Document Analytics',
    tagline: 'Ask a paper questions and get answers that point to the page.',
    description: 'Ask a paper questions and get answers with clickable references into the PDF.',
    summary: 'Ask questions about a research paper and get answers with clickable references that highlight the exact passage in the PDF.',
    about: [
      'Chat with Paper opens a PDF beside a conversation. Ask about the methods, the sample size or the limitations, and each answer quotes the passages it relies on.',
      'Click a reference to jump to the highlighted passage in the PDF: no answer without its source.',
    ],
    features: [
      'Answers grounded in the paper',
      'Clickable references into the PDF',
      'Suggested questions to start',
      'A choice of language models',
    ],
    audience: [
      { who: 'Researchers and students', why: 'understand a paper outside their field quickly.' },
      { who: 'Editors and reviewers', why: 'check specific claims without re-reading the manuscript.' },
      { who: 'Corporate R&D teams', why: 'extract what matters from the literature for a decision.' },
    ],
    sample: {
      title: 'A humanities paper',
      input: 'Question: What sources did the authors analyse? (Székely village laws, Journal of Ethnobiology and Ethnomedicine, 2015)',
      output: [
        'The authors analysed 72 archival laws from 52 villages, containing 898 regulations, with the DPSIR framework [1], taken from two published collections [2].',
        'Each numbered reference scrolls the PDF to its page and highlights the quoted passage (pages 1 and 6).',
      ],
      href: '/demos/chat-with-paper/humanities',
    },
    related: ['generative-research', 'ai-summary', 'concept-extraction'],
    status: 'available',
    featured: true,
    demo: 'chat-with-paper',
    appPath: null,
  },
  {
    slug: 'concept-extraction',
    name: 'Concept Extraction',
    category: 'Document Analytics',
    tagline: 'The key concepts, methods and entities of every paper, as data.',
    description: 'Pulls methods, materials, datasets and key concepts out of papers into structured metadata.',
    summary:
      'Extract concepts, methods, datasets and entities from papers into structured metadata for search, indexing and subject classification.',
    about: [
      'Concept Extraction reads a paper and lists its key concepts, methods, datasets, organisms, chemicals and instruments, mapped to standard vocabularies where they exist.',
      'The result feeds your search engine, subject pages and recommendation emails, so readers find related work without exact keywords.',
    ],
    features: [
      'Concepts, methods, datasets and entities',
      'Mapping to standard vocabularies',
      'JSON and CSV export',
      'Batch processing of back lists',
    ],
    audience: [
      { who: 'Publishers', why: 'enrich metadata across the whole back list.' },
      { who: 'Librarians and indexers', why: 'classify content consistently.' },
      { who: 'Data teams', why: 'power search and recommendations.' },
    ],
    sample: {
      title: 'An ecology paper',
      input: 'A study of pollinator decline in alpine meadows.',
      output: [
        'Concepts: pollinator decline, alpine ecosystems, climate warming',
        'Methods: transect survey, generalised linear mixed model',
        'Organisms: Bombus alpinus, Apis mellifera',
      ],
    },
    related: ['correlation-tool', 'generative-research', 'ai-summary'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'scientific-illustration-generator',
    name: 'Scientific Illustration Generator',
    category: 'Document Analytics',
    tagline: 'Publication-ready diagrams and graphical abstracts from your text.',
    description: 'Drafts clear diagrams and graphical abstracts from a paper’s own text.',
    summary:
      'Create clear scientific illustrations and graphical abstracts from a paper’s methods and results, in your journal’s house style.',
    about: [
      'The Scientific Illustration Generator turns a methods section or an abstract into a clean diagram: a workflow, a mechanism, or a graphical abstract sized for your journal’s table of contents.',
      'Every illustration ships with its own alt text, so the figures you add are accessible from day one.',
    ],
    features: [
      'Graphical abstracts sized for tables of contents',
      'Workflow and mechanism diagrams',
      'House colours and fonts',
      'Alt text included with every image',
    ],
    audience: [
      { who: 'Authors', why: 'produce a graphical abstract without a design budget.' },
      { who: 'Journal production teams', why: 'keep figures consistent across an issue.' },
      { who: 'Science communicators', why: 'explain a study visually on social media and in newsletters.' },
    ],
    sample: {
      title: 'A graphical abstract for a materials paper',
      input: 'Abstract: a new perovskite coating extends solar-cell lifetime to 2,000 hours.',
      output: [
        'A three-panel illustration: coating process → accelerated ageing test → efficiency over time',
        'Caption and alt text in the journal’s style',
      ],
    },
    related: ['alt-text', 'paper-remix', 'concept-extraction'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'reference-integrity',
    name: 'Reference Integrity Check',
    category: 'Document Analytics',
    tagline: 'Catch retracted, mis-cited and broken references before publication.',
    description: 'Catches retracted, mis-cited and unresolvable references before publication.',
    summary:
      'Check every reference of a manuscript: retractions, expressions of concern, DOIs that do not resolve, and citations that do not support the claim.',
    about: [
      'Reference Integrity Check resolves every reference of a manuscript, flags retracted papers and expressions of concern, and finds DOIs, titles and years that do not match the record.',
      'It also reads the sentence that cites each reference and warns when the cited paper does not say what the sentence claims, so copy editors and authors fix it before readers notice.',
    ],
    features: [
      'Retraction and expression-of-concern alerts',
      'DOI, title and year matching',
      'Checks that a citation supports its sentence',
      'A report authors can act on',
    ],
    audience: [
      { who: 'Copy editors and production teams', why: 'fix references before typesetting, not after.' },
      { who: 'Research-integrity teams', why: 'spot papers that build on retracted work.' },
      { who: 'Authors', why: 'submit a reference list that survives scrutiny.' },
    ],
    sample: {
      title: 'A reference list of 58 entries',
      input: 'A cardiology review submitted with 58 references.',
      output: ['1 retracted paper cited as supporting evidence', '3 DOIs that do not resolve; 2 with the wrong year'],
    },
    related: ['ai-review', 'concept-extraction', 'image-duplication-checks'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'rejections-analyzer',
    name: 'Rejections Analyzer',
    category: 'Journal Analytics',
    tagline: 'See where your rejected manuscripts were published, and what you lost.',
    description: 'Tracks where your rejected manuscripts were published, how fast and with how many citations.',
    summary:
      'Track where rejected manuscripts end up: publishers, journals, time to publication, citations and APC revenue lost, in one report.',
    about: [
      'Rejections Analyzer matches the manuscripts your journals rejected with papers published elsewhere, and shows where they went, how fast, and how often they were cited.',
      'Editors see whether they are rejecting papers that thrive elsewhere; publishers see the article processing charges that went to competitors, and which journals to launch next.',
    ],
    features: [
      'Published vs not published, open access vs not',
      'Top publishers and journals',
      'Time to publication after rejection',
      'Citations received and APC revenue lost',
    ],
    audience: [
      { who: 'Publishers', why: 'find the revenue and the topics going to competitors.' },
      { who: 'Editors-in-chief', why: 'calibrate rejection decisions with evidence.' },
      { who: 'Portfolio and launch teams', why: 'plan new journals and special issues.' },
    ],
    sample: {
      title: 'A year of rejections for one journal',
      input: '420 manuscripts a cell-biology journal rejected in 2025.',
      output: [
        '275 (65%) later published elsewhere, 161 of them (59%) open access',
        'Most common time to publication: 31–60 days after rejection (37%)',
        'Top destination: Meridian Academic Press (59 manuscripts, 21%); $348,560 of APCs paid to other publishers',
      ],
      href: '/demos/rejection-analyzer/demo',
    },
    related: ['correlation-tool', 'concept-extraction', 'ai-review'],
    status: 'available',
    featured: false,
    demo: 'rejection-analyzer',
    appPath: null,
  },
  {
    slug: 'correlation-tool',
    name: 'Correlation Tool',
    category: 'Journal Analytics',
    tagline: 'Connect topics, authors and outcomes across your portfolio.',
    description: 'Relates topics, turnaround times and citations across your portfolio to show what drives impact.',
    summary:
      'Find correlations between topics, authors, institutions, citations and downloads across your journals, to steer editorial strategy.',
    about: [
      'The Correlation Tool joins your submission, publication and usage data and finds the relationships worth acting on: which topics grow, which institutions cite you, which article types are read.',
      'Findings come as charts with plain-language explanations and confidence levels, not as a spreadsheet to decode.',
    ],
    features: [
      'Topic, author and institution trends',
      'Citation and usage correlations',
      'Plain-language findings with confidence',
      'Export to your BI tools',
    ],
    audience: [
      { who: 'Publishing directors', why: 'decide where to invest editorial effort.' },
      { who: 'Society boards', why: 'understand how the field and membership evolve.' },
      { who: 'Analysts', why: 'skip weeks of data wrangling.' },
    ],
    sample: {
      title: 'A portfolio of 12 journals',
      input: 'Five years of submissions, citations and downloads.',
      output: [
        'Machine-learning methods papers: submissions +140%, citations +85%',
        'Strong link between open data statements and downloads (r = 0.62)',
      ],
    },
    related: ['rejections-analyzer', 'concept-extraction', 'generative-research'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'citation-forecast',
    name: 'Citation Forecast',
    category: 'Journal Analytics',
    tagline: 'An early estimate of a submission’s citation potential.',
    description: 'Estimates a submission’s citation potential from its topic, methods and references.',
    summary:
      'Estimate how often a submission is likely to be cited from its topic, methods and references, with the reasons behind each estimate.',
    about: [
      'Citation Forecast compares a submission with papers on the same topic published in the last five years and estimates the range of citations it is likely to receive in its first two years.',
      'Every estimate comes with its reasons (topic momentum, the reach of the references, article type), and it is a signal for planning, never a reason to reject a paper.',
    ],
    features: [
      'Two-year citation range per submission',
      'Reasons behind every estimate',
      'Topic momentum across your portfolio',
      'Calibrated against published outcomes',
    ],
    audience: [
      { who: 'Portfolio managers', why: 'see which topics are gaining momentum.' },
      { who: 'Editors-in-chief', why: 'plan special issues around growing fields.' },
      { who: 'Marketing teams', why: 'choose which papers to promote first.' },
    ],
    sample: {
      title: 'A materials-science submission',
      input: 'A manuscript on sodium-ion battery cathodes.',
      output: ['Expected citations in two years: 14 to 31', 'Main reason: a fast-growing topic with 38% more papers each year'],
    },
    related: ['rejections-analyzer', 'correlation-tool', 'concept-extraction'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'plug-and-play-widget',
    name: 'Plug & Play Widget',
    category: 'Plug & Play',
    tagline: 'Put Paperlight’s tools on your own article pages with one script tag.',
    description: 'Adds alt text, audio and chat to your journal platform with one script tag.',
    summary:
      'Embed alt text, audio, summaries and chat on your journal’s article pages with one script tag, styled to your site and accessible.',
    about: [
      'The Plug & Play Widget adds Paperlight’s tools to your platform: a listen button, a summary panel, an accessible figure viewer or a chat box, on every article page.',
      'It inherits your colours and fonts, meets WCAG 2.2 AA, and loads only when a reader opens it, so your pages stay fast.',
    ],
    features: [
      'One script tag, no platform migration',
      'Listen, summary, figures and chat panels',
      'Your colours and fonts',
      'Loads on demand; WCAG 2.2 AA',
    ],
    audience: [
      { who: 'Publishing platforms', why: 'offer AI features without building them.' },
      { who: 'Journals on hosted platforms', why: 'add accessibility features without a redesign.' },
      { who: 'Repositories and libraries', why: 'make deposited papers easier to read.' },
    ],
    sample: {
      title: 'An article page with the widget',
      input: '<script src="https://cdn.paperlight.example/widget.js" data-journal="jcs" async></script>',
      output: [
        'A “Listen”, “Summary” and “Ask this paper” bar under the article title',
        'Opens in an accessible dialog; keyboard and screen-reader friendly',
      ],
    },
    related: ['alt-text', 'multi-lingual-audio', 'chat-with-paper'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
  {
    slug: 'lms-connector',
    name: 'LMS Connector',
    category: 'Plug & Play',
    tagline: 'Accessible papers and audio inside the courses students already use.',
    description: 'Brings accessible papers and audio straight into Canvas, Moodle and Blackboard courses.',
    summary:
      'Bring accessible papers, summaries and audio into Canvas, Moodle and Blackboard courses through LTI 1.3, with your institution’s licences respected.',
    about: [
      'The LMS Connector adds a Paperlight reading list to a course: each paper with its alt text, summary and audio, available to students through the learning platform they already sign in to.',
      'It speaks LTI 1.3, so administrators install it once, and it checks your library’s licences before it shows a paper.',
    ],
    features: [
      'LTI 1.3 for Canvas, Moodle and Blackboard',
      'Papers with alt text, summaries and audio',
      'Respects library licences',
      'Usage reports for librarians',
    ],
    audience: [
      { who: 'University libraries', why: 'deliver accessible course readings without extra work.' },
      { who: 'Disability services', why: 'meet students’ reading adjustments at once.' },
      { who: 'Publishers', why: 'reach students where they study.' },
    ],
    sample: {
      title: 'A first-year biology course',
      input: 'A reading list of 12 papers in a Canvas course.',
      output: ['Each paper with a Listen button, a plain-language summary and described figures', 'Opened 1,840 times in the first term'],
    },
    related: ['plug-and-play-widget', 'multi-lingual-audio', 'alt-text'],
    status: 'coming-soon',
    featured: false,
    demo: null,
    appPath: null,
  },
];

/** The parts of a catalogue tool stored in its `details` column. */
export function detailsOf(tool: ToolDetails): ToolDetails {
  const { summary, about, features, audience, sample, related } = tool;
  return { summary, about, features, audience, sample, related };
}
