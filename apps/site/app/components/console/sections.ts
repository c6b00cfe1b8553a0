import type { ConsoleId } from '#app/lib/chrome.ts';

/** What the consoles need of the signed-in user: their roles. */
export interface ConsoleRoles {
  isAdmin: boolean;
  isSales: boolean;
  isToolAdmin: boolean;
}

export interface ConsoleSection {
  label: string;
  href: string;
  /** Paths below `href` that also belong to the section (a user's page under Users). */
  prefix?: string;
  /** Paths below `href` that belong to another section (Security under Activity). */
  except?: readonly string[];
}

export interface ConsoleInfo {
  id: ConsoleId;
  name: string;
  home: string;
}

export const CONSOLES: Record<ConsoleId, ConsoleInfo> = {
  administration: { id: 'administration', name: 'Administration', home: '/administration/overview' },
  tools: { id: 'tools', name: 'Tools Administration', home: '/tools-administration' },
};

/** Who may open a console: the same roles as its routes' `requireRole` (auth.server.ts). */
export function mayOpen(id: ConsoleId, roles: ConsoleRoles): boolean {
  return id === 'administration' ? roles.isAdmin || roles.isSales : roles.isToolAdmin;
}

/**
 * The sections of a console the user may open, in sidebar order. The roles match each route's
 * loader: Security events are for administrators only (decision 0110), the rest for administrators and sales.
 */
export function consoleSections(id: ConsoleId, roles: ConsoleRoles): ConsoleSection[] {
  if (!mayOpen(id, roles)) return [];
  if (id === 'tools') {
    return [
      { label: 'Tools', href: '/tools-administration', prefix: '/tools-administration/', except: ['/tools-administration/new'] },
      { label: 'New tool', href: '/tools-administration/new' },
    ];
  }
  const sections: ConsoleSection[] = [
    { label: 'Overview', href: '/administration/overview' },
    { label: 'Users', href: '/administration/users', prefix: '/administration/users/' },
    { label: 'Contact requests', href: '/administration/contact-requests' },
    { label: 'Activity', href: '/administration/activity' },
  ];
  if (roles.isAdmin) sections.push({ label: 'Security events', href: '/administration/activity/security' });
  return sections;
}

/** The section a path belongs to (for `aria-current`), or undefined. */
export function currentSection(sections: readonly ConsoleSection[], pathname: string): ConsoleSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return sections.find(
    (section) =>
      path === section.href ||
      (section.prefix !== undefined &&
        path.startsWith(section.prefix) &&
        !(section.except ?? []).some((other) => path === other || path.startsWith(`${other}/`))),
  );
}

/** The other console this user may open, for a link in the sidebar (an administrator who is also a tool administrator). */
export function otherConsole(id: ConsoleId, roles: ConsoleRoles): ConsoleInfo | undefined {
  const other: ConsoleId = id === 'administration' ? 'tools' : 'administration';
  return mayOpen(other, roles) ? CONSOLES[other] : undefined;
}
