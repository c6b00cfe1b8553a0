import { render, screen } from '@testing-library/react';
import { axe } from '../test';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { LinkProvider, makeLinkComponent } from './LinkProvider';
import { useLinkComponent } from './useLinkComponent';

const RouterLink = makeLinkComponent(({ href, children, ...rest }, ref) => (
  <a ref={ref} href={`/app${href}`} data-router="yes" {...rest}>
    {children}
  </a>
));

describe('LinkProvider', () => {
  it('renders a plain anchor by default', () => {
    render(<Link href="/pricing">Pricing</Link>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('data-router');
  });

  it('routes links through the provided component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/dashboard">Get Started</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/app/dashboard');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('exposes the component to packages through useLinkComponent', () => {
    function Custom() {
      const Component = useLinkComponent();
      return <Component href="/x">X</Component>;
    }
    render(
      <LinkProvider component={RouterLink}>
        <Custom />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('href', '/app/x');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Link href="/a">A</Link>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
