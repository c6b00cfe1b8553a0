import { describe, expect, it } from 'vitest';
import { toolBody } from './ToolForm';

describe('toolBody', () => {
  it('turns the form into the api body', () => {
    const form = new FormData();
    const fields = {
      name: 'Alt Text',
      slug: 'alt-text',
      category: 'Accessibility',
      description: 'x',
      appPath: '  ',
      status: 'coming-soon',
      sortOrder: '3',
      tagline: 'Figures described.',
      summary: 'Alt text for every figure.',
      about: 'First paragraph,\nstill first.\n\n\nSecond paragraph.\n',
      features: 'Short and long\n\n Word counts \n',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    expect(toolBody(form)).toEqual({
      name: 'Alt Text',
      slug: 'alt-text',
      category: 'Accessibility',
      description: 'x',
      appPath: null,
      status: 'coming-soon',
      sortOrder: 3,
      featured: false,
      tagline: 'Figures described.',
      summary: 'Alt text for every figure.',
      about: ['First paragraph,\nstill first.', 'Second paragraph.'],
      features: ['Short and long', 'Word counts'],
    });
    form.set('featured', 'on');
    form.set('appPath', '/dashboard');
    expect(toolBody(form)).toMatchObject({ featured: true, appPath: '/dashboard' });
  });
});
