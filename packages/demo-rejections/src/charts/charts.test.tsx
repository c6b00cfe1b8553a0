import { render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApcRevenueChart } from './ApcRevenueChart';
import { CitationsChart } from './CitationsChart';

const apc = [
  { key: 'Meridian Academic Press', aggregated_value: 98_650 },
  { key: 'Northbridge Scientific', aggregated_value: 67_810 },
  { key: 'Kestrel & Lowe', aggregated_value: 0 },
];

afterEach(() => vi.restoreAllMocks());

describe('ApcRevenueChart', () => {
  it('labels its dollar axis with three ticks, which fit a phone without colliding', async () => {
    // jsdom lays nothing out: give the chart's box the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 640,
      bottom: 200,
      width: 640,
      height: 200,
      toJSON: () => ({}),
    });
    const { container } = render(<ApcRevenueChart entries={apc} />);
    await waitFor(() => expect(container.querySelector('[data-drawing="drawn"] svg')).not.toBeNull(), { timeout: 5000 });
    const labels = [...container.querySelector('[data-drawing="drawn"]')!.innerHTML.matchAll(/>(\$\d+k?)</g)].map((match) => match[1]);
    expect(labels).toEqual(['$0', '$50k', '$100k']);
  });

  it('renders on the server as an empty box of the drawing’s height, drawn later in the browser', () => {
    const html = renderToStaticMarkup(<ApcRevenueChart entries={apc} />);
    expect(html).not.toContain('<svg');
    expect(html).toMatch(/<div style="height:200px" data-drawing="waiting"><\/div>/);
  });
});

describe('CitationsChart', () => {
  it('fits its container instead of asking for a 560 px wide scrolling area', () => {
    const { container } = render(<CitationsChart entries={[{ key: 'Journal of Tests', aggregated_value: 10, doc_count: 2 }]} />);
    expect(container.querySelector('[role="group"][aria-label*="scrolls sideways"]')).toBeNull();
    expect((container.querySelector('[data-chart="Citations Received"]') as HTMLElement).style.minWidth).toBe('');
  });
});
