import { describe, expect, it } from 'vitest';
import { routeStylesheets, type StylesheetsHandle } from './RouteStylesheets';

describe('routeStylesheets', () => {
  it('lists the stylesheets the matched routes’ handles ask for, from their data, once each', () => {
    const demo: StylesheetsHandle<{ tool: string }> = { stylesheets: (data) => [data ? `/assets/${data.tool}.css` : undefined] };
    const matches = [
      { handle: undefined, data: { ENV: {} } },
      { handle: { breadcrumb: 'no stylesheets here' }, data: null },
      { handle: demo, data: { tool: 'rejection-analyzer' } },
      { handle: { stylesheets: () => ['/assets/rejection-analyzer.css', ''] }, data: null },
    ];
    expect(routeStylesheets(matches)).toEqual(['/assets/rejection-analyzer.css']);
  });

  it('asks for nothing while a route has no data (its error page)', () => {
    const demo: StylesheetsHandle<{ tool: string }> = { stylesheets: (data) => [data ? `/assets/${data.tool}.css` : undefined] };
    expect(routeStylesheets([{ handle: demo, data: undefined }])).toEqual([]);
  });
});
