export interface NavLink {
  label: string;
  href: string;
}

/** The tool pages of SPEC §2, in the order of the spec. */
export const TOOL_PAGES: readonly NavLink[] = [
  { label: 'Alt Text', href: '/tools/alt-text' },
  { label: 'AI Summary', href: '/tools/ai-summary' },
  { label: 'Multi-lingual Audio', href: '/tools/multi-lingual-audio' },
  { label: 'Scientific Illustration Generator', href: '/tools/scientific-illustration-generator' },
  { label: 'Image Duplication Checks', href: '/tools/image-duplication-checks' },
  { label: 'AI Review', href: '/tools/ai-review' },
  { label: 'Chat with Paper', href: '/tools/chat-with-paper' },
  { label: 'Generative Research', href: '/tools/generative-research' },
  { label: 'Concept Extraction', href: '/tools/concept-extraction' },
  { label: 'LLM as Judge', href: '/tools/llm-as-judge' },
  { label: 'Paper Remix', href: '/tools/paper-remix' },
  { label: 'Rejections Analyzer', href: '/tools/rejections-analyzer' },
  { label: 'Correlation Tool', href: '/tools/correlation-tool' },
  { label: 'Plug and Play Widget', href: '/tools/plug-and-play-widget' },
];

export const TOP_TOOLS_LINK: NavLink = { label: 'Top AI Tools', href: '/#tools-showcase' };

export const AI_SUITE_LINKS: readonly NavLink[] = [
  { label: 'Full AI Suite', href: '/#full-ai-suite' },
  { label: 'AI Suites for Growth', href: '/#ai-suite-for-growth' },
];

export const COBUILD_LINK: NavLink = { label: 'Co-build', href: '/#cobuild-section' };
export const ABOUT_LINK: NavLink = { label: 'About', href: '/#about' };

// Resource routes that start the sign-in round on the sso; plain anchors, not router links.
export const LOGIN_HREF = '/auth/login';
export const SIGNUP_HREF = '/auth/signup';

export interface AccountLinksInput {
  isAdmin: boolean;
  isSales: boolean;
  isToolAdmin: boolean;
}

/** The avatar menu's links for a signed-in user, by role (SPEC §6). */
export function accountLinks(user: AccountLinksInput): NavLink[] {
  const links: NavLink[] = [{ label: 'Dashboard', href: '/dashboard' }];
  if (user.isAdmin || user.isSales) links.push({ label: 'Administration', href: '/administration/users' });
  if (user.isToolAdmin) links.push({ label: 'Tools Administration', href: '/tools-administration' });
  return links;
}
