import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApcRevenueChart } from './ApcRevenueChart';
import { CitationsChart } from './CitationsChart';

const apc = [
  { key: 'Meridian Academic Press', aggregated_value: 98_650 },
  { key: 'Northbridge Scientific', aggregated_value: 67_810 },
  { key: 'Kestrel & Lowe', aggregated_value: 0 },
];

describe('ApcRevenueChart', () => {
  it('labels its dollar axis with three ticks, which fit a phone without colliding', () => {
    const html = renderToStaticMarkup(<ApcRevenueChart entries={apc} />);
    const labels = [...html.matchAll(/>(\$\d+k?)</g)].map((match) => match[1]);
    expect(labels).toEqual(['$0', '$50k', '$100k']);
  });
});

describe('CitationsChart', () => {
  it('fits its container instead of asking for a 560 px wide scrolling area', () => {
    const { container } = render(<CitationsChart entries={[{ key: 'Journal of Tests', aggregated_value: 10, doc_count: 2 }]} />);
    expect(container.querySelector('[role="group"][aria-label*="scrolls sideways"]')).toBeNull();
    expect((container.querySelector('[data-chart="Citations Received"]') as HTMLElement).style.minWidth).toBe('');
  });
});
