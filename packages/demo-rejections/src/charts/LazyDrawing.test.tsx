import { render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyDrawing } from './LazyDrawing';

const drawn = (container: HTMLElement) => container.querySelectorAll('[data-drawing="drawn"]').length;

describe('LazyDrawing', () => {
  it('renders an empty box of its height first (on the server too), so nothing moves when the chart comes', () => {
    const html = renderToStaticMarkup(<LazyDrawing height={280} draw={() => <svg data-testid="chart" />} />);
    expect(html).toBe('<div style="height:280px" data-drawing="waiting"></div>');
  });

  it('draws each chart in a task of its own, with the loaded chart library', async () => {
    const seen: number[] = [];
    const { container } = render(
      <>
        {[0, 1, 2].map((index) => (
          <LazyDrawing
            key={index}
            height={100}
            draw={(nivo) => {
              expect(nivo.ResponsiveBar).toBeDefined();
              return <svg data-testid={`chart-${index}`} />;
            }}
          />
        ))}
      </>,
    );
    expect(drawn(container)).toBe(0);
    // waitFor checks right after each DOM change, before the browser's next task: one chart at a time.
    await waitFor(
      () => {
        seen.push(drawn(container));
        expect(drawn(container)).toBe(3);
      },
      { timeout: 5000 },
    );
    // waitFor also checks on its own timer, so a count can be seen twice; what matters is the steps.
    expect(seen.filter((count, at) => count > 0 && count !== seen[at - 1])).toEqual([1, 2, 3]);
    expect(container.querySelectorAll('svg')).toHaveLength(3);
  });
});
