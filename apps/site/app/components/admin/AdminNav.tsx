import { NavLink } from '@remix-run/react';
import * as styles from './admin.css';

/** Switches between the administration tables. */
export function AdminNav() {
  return (
    <nav aria-label="Administration" className={styles.nav}>
      {[
        { to: '/administration/overview', label: 'Overview' },
        { to: '/administration/users', label: 'Users' },
        { to: '/administration/contact-requests', label: 'Contact requests' },
        { to: '/administration/activity', label: 'Activity' },
      ].map((item) => (
        <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? styles.navLinkActive : styles.navLink)}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
