export interface NavLink {
  label: string;
  href: string;
}

import { byCategory, toolPath, type NavTool } from '#app/lib/catalogue.ts';

/** Links to a tool page, the name marked when the tool is coming soon. */
export interface ToolNavLink extends NavLink {
  comingSoon: boolean;
}

const toolLink = (tool: NavTool): ToolNavLink => ({ label: tool.name, href: toolPath(tool.slug), comingSoon: tool.comingSoon });

/** 'All AI Tools': every public tool of the catalogue, by category (decision 0040). */
export function toolGroups(tools: readonly NavTool[]): { category: string; links: ToolNavLink[] }[] {
  return byCategory(tools).map((group) => ({ category: group.category, links: group.tools.map(toolLink) }));
}

/** 'Top AI Tools': the catalogue's featured tools that are available. */
export function topTools(tools: readonly NavTool[]): ToolNavLink[] {
  return tools.filter((tool) => tool.featured && !tool.comingSoon).map(toolLink);
}

export const TOP_TOOLS_LINK: NavLink = { label: 'Top AI Tools', href: '/#tools-showcase' };

export const AI_SUITE_LINKS: readonly NavLink[] = [
  { label: 'Full AI Suite', href: '/#full-ai-suite' },
  { label: 'AI Suites for Growth', href: '/#ai-suite-for-growth' },
];

export const COBUILD_LINK: NavLink = { label: 'Co-build', href: '/#cobuild-section' };
export const ABOUT_LINK: NavLink = { label: 'About', href: '/about' };

// Resource routes that start the sign-in round on the sso; plain anchors, not router links.
export const LOGIN_HREF = '/auth/login';
export const SIGNUP_HREF = '/auth/signup';

/** Login or Sign up that brings the visitor back to the page they were on. */
export function withReturnTo(href: string, returnTo: string | undefined): string {
  if (!returnTo || returnTo === '/') return href;
  return `${href}?${new URLSearchParams({ returnTo }).toString()}`;
}

export interface AccountLinksInput {
  isAdmin: boolean;
  isSales: boolean;
  isToolAdmin: boolean;
}

/** The account settings page: profile and the danger zone (issue 31). */
export const ACCOUNT_HREF = '/account';

/** The avatar menu's links for a signed-in user, by role (SPEC §6). */
export function accountLinks(user: AccountLinksInput): NavLink[] {
  const links: NavLink[] = [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Account settings', href: ACCOUNT_HREF },
  ];
  if (user.isAdmin || user.isSales) links.push({ label: 'Administration', href: '/administration/users' });
  if (user.isToolAdmin) links.push({ label: 'Tools Administration', href: '/tools-administration' });
  return links;
}
