import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema, SuiteTab, ToolStatus } from './schema';

interface ToolSeed {
  slug: string;
  name: string;
  suite: SuiteTab;
  badge: string;
  description: string;
  /** `false`: no tool page yet, so the landing page offers Notify Me. */
  page?: false;
  status?: ToolStatus;
  featured?: boolean;
}

/** Every tool page of SPEC §2 plus one upcoming tool per suite. */
export const toolSeeds: readonly ToolSeed[] = [
  { slug: 'alt-text', name: 'Alt Text', suite: 'Accessibility', badge: 'Accessibility', featured: true, description: 'Writes short and long alt text for every figure, chart and photo in a paper, tuned to its complexity.' },
  { slug: 'multi-lingual-audio', name: 'Multi-lingual Audio', suite: 'Accessibility', badge: 'Accessibility', featured: true, description: 'Reads a full paper or its section summaries aloud in 30 languages, with translated text alongside.' },
  { slug: 'ai-summary', name: 'AI Summary', suite: 'Accessibility', badge: 'Accessibility', description: 'Plain-language summaries of each section, so readers outside the field can follow the findings.' },
  { slug: 'math-to-speech', name: 'Math to Speech', suite: 'Accessibility', badge: 'Accessibility', page: false, status: 'notify', description: 'Reads equations and formulae aloud the way a mathematician would say them.' },
  { slug: 'ai-review', name: 'AI Review', suite: 'Peer Review', badge: 'Peer Review', description: 'A structured pre-review of methods, statistics and reporting gaps before a manuscript reaches referees.' },
  { slug: 'image-duplication-checks', name: 'Image Duplication Checks', suite: 'Peer Review', badge: 'Peer Review', description: 'Finds reused, rotated or spliced images across a manuscript and flags them for the integrity team.' },
  { slug: 'llm-as-judge', name: 'LLM as Judge', suite: 'Peer Review', badge: 'Peer Review', description: 'Scores manuscripts against your journal’s own criteria with explanations editors can audit.' },
  { slug: 'reviewer-finder', name: 'Reviewer Finder', suite: 'Peer Review', badge: 'Peer Review', page: false, status: 'notify', description: 'Suggests qualified, conflict-free reviewers from the literature a manuscript cites.' },
  { slug: 'chat-with-paper', name: 'Chat with Paper', suite: 'Document Analytics', badge: 'Document Analytics', featured: true, description: 'Ask a paper questions and get answers with clickable references into the PDF.' },
  { slug: 'generative-research', name: 'Gen AI Search', suite: 'Document Analytics', badge: 'Document Analytics', featured: true, description: 'Answers research questions from millions of papers, with every claim cited.' },
  { slug: 'paper-remix', name: 'Paper Remix', suite: 'Document Analytics', badge: 'Document Analytics', featured: true, description: 'Turns a research paper into a script, a storyboard and a narrated video on a visual workflow.' },
  { slug: 'concept-extraction', name: 'Concept Extraction', suite: 'Document Analytics', badge: 'Document Analytics', description: 'Pulls methods, materials, datasets and key concepts out of papers into structured metadata.' },
  { slug: 'scientific-illustration-generator', name: 'Scientific Illustration Generator', suite: 'Document Analytics', badge: 'Document Analytics', description: 'Drafts clear diagrams and graphical abstracts from a paper’s own text.' },
  { slug: 'reference-integrity', name: 'Reference Integrity Check', suite: 'Document Analytics', badge: 'Document Analytics', page: false, status: 'notify', description: 'Catches retracted, mis-cited and unresolvable references before publication.' },
  { slug: 'rejections-analyzer', name: 'Rejections Analyzer', suite: 'Journal Analytics', badge: 'Journal Analytics', featured: true, description: 'Tracks where your rejected manuscripts were published, how fast and with how many citations.' },
  { slug: 'correlation-tool', name: 'Correlation Tool', suite: 'Journal Analytics', badge: 'Journal Analytics', description: 'Relates topics, turnaround times and citations across your portfolio to show what drives impact.' },
  { slug: 'citation-forecast', name: 'Citation Forecast', suite: 'Journal Analytics', badge: 'Journal Analytics', page: false, status: 'notify', description: 'Estimates a submission’s citation potential from its topic, methods and references.' },
  { slug: 'plug-and-play-widget', name: 'Plug & Play Widget', suite: 'Plug & Play', badge: 'Plug & Play', description: 'Adds alt text, audio and chat to your journal platform with one script tag.' },
  { slug: 'lms-connector', name: 'LMS Connector', suite: 'Plug & Play', badge: 'Plug & Play', page: false, status: 'notify', description: 'Brings accessible papers and audio straight into Canvas, Moodle and Blackboard courses.' },
];

/**
 * Inserts seeded tools that are missing and leaves existing rows alone, so edits made in the
 * tools administration survive every restart.
 */
export async function seedTools(db: Kysely<Schema>, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const rows = toolSeeds.map((tool, index) => ({
    id: randomUUID(),
    slug: tool.slug,
    name: tool.name,
    suite_tab: tool.suite,
    category_badge: tool.badge,
    description: tool.description,
    link: tool.page === false ? null : `/tools/${tool.slug}`,
    status: tool.status ?? 'active',
    sort_order: index,
    featured: tool.featured ? 1 : 0,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto('tools').values(rows).onConflict((oc) => oc.column('slug').doNothing()).execute();
}
