import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { RequestAge } from './RequestAge';

describe('RequestAge', () => {
  describe('given a request still new past its response target', () => {
    it('says its age and Overdue', async () => {
      const { container } = render(<RequestAge ageHours={50} overdue />);
      expect(container).toHaveTextContent('2 days oldOverdue');
      expect(screen.getByText('Overdue')).toHaveAttribute('title', 'Still new one working day after it came');
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given a request within its target, or answered', () => {
    it('says only its age', () => {
      expect(renderToStaticMarkup(<RequestAge ageHours={5} overdue={false} />)).not.toContain('Overdue');
      render(<RequestAge ageHours={0} overdue={false} />);
      expect(screen.getByText('Under an hour old')).toBeInTheDocument();
    });
  });
});
