import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { DemoLoader, DemoProps } from './demos';
import { DemoStage } from './DemoStage';

function FakeDemo({ sampleId }: DemoProps) {
  return <h3 data-testid="fake-demo">Results for {sampleId}</h3>;
}

/** The page as the server streams it once everything is in (as Remix does for a demo page). */
async function serverHtml(element: React.ReactElement) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

describe('DemoStage on a server-rendered demo page', () => {
  it('hydrates the server-rendered demo, keeping its DOM, when the demo code arrives after the stage hydrated', async () => {
    const serverLoader: DemoLoader = async () => ({ default: FakeDemo });
    const html = await serverHtml(
      <DemoStage tool="alt-text" sampleId="medicine" signUpUrl="/signup" demos={{ 'alt-text': serverLoader }} stylesheets={{}} />,
    );
    expect(html).toContain('Results for <!-- -->medicine');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = container.querySelector('[data-testid="fake-demo"]');

    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const clientLoader: DemoLoader = async () => {
      await gate;
      return { default: FakeDemo };
    };
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <DemoStage tool="alt-text" sampleId="medicine" signUpUrl="/signup" demos={{ 'alt-text': clientLoader }} stylesheets={{}} />,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    // The stage has hydrated and its effect waits for the code; the demo's boundary is still the server's.
    await act(async () => {
      release();
      await gate;
    });

    // React 18 error #421: a boundary that gets an update before it hydrated is thrown away and rendered anew.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="fake-demo"]')).toBe(serverHeading);
    container.remove();
  });
});
