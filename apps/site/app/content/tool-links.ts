// Slugs and names only: the footer on every page needs them, the full copy stays on the server.

export interface ToolLink {
  slug: string;
  name: string;
}

export const TOOL_LINKS: readonly ToolLink[] = [
  { slug: 'alt-text', name: 'Alt Text' },
  { slug: 'ai-summary', name: 'AI Summary' },
  { slug: 'multi-lingual-audio', name: 'Multi-lingual Audio' },
  { slug: 'scientific-illustration-generator', name: 'Scientific Illustration Generator' },
  { slug: 'image-duplication-checks', name: 'Image Duplication Checks' },
  { slug: 'ai-review', name: 'AI Review' },
  { slug: 'chat-with-paper', name: 'Chat with Paper' },
  { slug: 'generative-research', name: 'Generative Research (Gen AI Search)' },
  { slug: 'concept-extraction', name: 'Concept Extraction' },
  { slug: 'llm-as-judge', name: 'LLM as Judge' },
  { slug: 'paper-remix', name: 'Paper Remix' },
  { slug: 'rejections-analyzer', name: 'Rejections Analyzer' },
  { slug: 'correlation-tool', name: 'Correlation Tool' },
  { slug: 'plug-and-play-widget', name: 'Plug & Play Widget' },
];

/** The browser extension for Alt Text (the external link of SPEC §2). */
export const BROWSER_EXTENSION = {
  name: 'Paperlight Alt Text for Chrome',
  href: 'https://chromewebstore.google.com/detail/paperlight-alt-text/pmkhlnbgjnfcdeeafkcaoabnfmbmjlhj',
} as const;
