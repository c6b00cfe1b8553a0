import type { SuiteTool } from './FullAiSuite';

/** A few tools as `GET /tools` returns them, for stories and tests. */
export const SAMPLE_SUITE_TOOLS: SuiteTool[] = [
  { slug: 'alt-text', name: 'Alt Text', suiteTab: 'Accessibility', link: '/tools/alt-text', description: 'Writes short and long alt text for every figure, chart and photo in a paper.' },
  { slug: 'multi-lingual-audio', name: 'Multi-lingual Audio', suiteTab: 'Accessibility', link: '/tools/multi-lingual-audio', description: 'Reads a full paper or its section summaries aloud in 30 languages.' },
  { slug: 'math-to-speech', name: 'Math to Speech', suiteTab: 'Accessibility', link: null, description: 'Reads equations and formulae aloud the way a mathematician would say them.' },
  { slug: 'ai-review', name: 'AI Review', suiteTab: 'Peer Review', link: '/tools/ai-review', description: 'A structured pre-review of methods, statistics and reporting gaps.' },
  { slug: 'reviewer-finder', name: 'Reviewer Finder', suiteTab: 'Peer Review', link: null, description: 'Suggests qualified, conflict-free reviewers from the literature a manuscript cites.' },
  { slug: 'chat-with-paper', name: 'Chat with Paper', suiteTab: 'Document Analytics', link: '/tools/chat-with-paper', description: 'Ask a paper questions and get answers with clickable references into the PDF.' },
  { slug: 'rejections-analyzer', name: 'Rejections Analyzer', suiteTab: 'Journal Analytics', link: '/tools/rejections-analyzer', description: 'Tracks where your rejected manuscripts were published.' },
  { slug: 'plug-and-play-widget', name: 'Plug & Play Widget', suiteTab: 'Plug & Play', link: '/tools/plug-and-play-widget', description: 'Adds alt text, audio and chat to your journal platform with one script tag.' },
];
