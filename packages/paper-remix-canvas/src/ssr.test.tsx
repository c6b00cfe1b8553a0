// @vitest-environment node
// Server rendering as Remix does it: no DOM, no matchMedia, no api client provider.
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  emptyProject,
  NOW,
  nodeIn,
  sampleProject,
  scriptOutput,
  scriptVersions,
  storyboardWithImagesExecution,
  VIDEO_URL,
  videoWithPosterExecution,
} from './test/fixtures';
import {
  ConfigurationDrawer,
  NodeCard,
  PaperRemixCanvas,
  ResultPanel,
  ScriptCompare,
  ScriptModal,
  StoryboardModal,
  VideoPlayerModal,
  type PaperRemixAdapter,
} from './index';

const adapter: PaperRemixAdapter = {
  saveWorkflow: async () => [],
  generate: async () => {},
  updateAutoSave: async () => ({ ok: true, statusCode: 200 }),
  preview: async () => '',
};
const render = (ui: JSX.Element) => renderToStaticMarkup(<ClockProvider clock={createFakeClock(NOW)}>{ui}</ClockProvider>);

describe('on the server', () => {
  it('renders the guest sample as the list', () => {
    const html = render(<PaperRemixCanvas project={sampleProject} mode="guest" adapter={adapter} />);
    expect(html).toContain('Paper Remix Results');
    expect(html).toContain('data-layout="list"');
    expect(html).toContain('Video Generation');
    expect(html).toContain('Try your file');
  });

  it('renders the empty state', () => {
    expect(render(<PaperRemixCanvas project={emptyProject} adapter={adapter} />)).toContain('Start Building Your Workflow');
  });

  it('renders a fixed-height canvas when the layout is forced', () => {
    const html = renderToString(<PaperRemixCanvas project={sampleProject} adapter={adapter} layout="canvas" canvasHeight={500} />);
    expect(html).toContain('height:500px');
  });

  it('renders a node card, and closed drawers and modals render nothing', () => {
    expect(render(<NodeCard node={nodeIn('script', 'processing')} />)).toContain('Hold on, this may take sometime!');
    expect(render(<ConfigurationDrawer node={null} />)).toBe('');
    expect(render(<ScriptModal open={false} execution={{ jsonOutput: scriptOutput }} />)).toBe('');
    expect(render(<StoryboardModal open={false} execution={null} />)).toBe('');
    expect(render(<VideoPlayerModal open={false} videoUrl={VIDEO_URL} />)).toBe('');
    expect(render(<ResultPanel title="Script" open={false} />)).toBe('');
  });

  it('renders an open result panel in place, named by its title, with its Full screen toggle', () => {
    const html = render(
      <ResultPanel title="Script" open>
        <p>Opening</p>
      </ResultPanel>,
    );
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Full screen');
    expect(html).toContain('<p>Opening</p>');
  });

  it("renders a finished storyboard's scene images and a film's poster on their cards, and a comparison loading", () => {
    const finished = (type: 'storyboard' | 'video', execution: typeof storyboardWithImagesExecution | typeof videoWithPosterExecution) => {
      const node = nodeIn(type, 'completed');
      return { ...node, data: { ...node.data, execution } };
    };
    const board = render(<NodeCard node={finished('storyboard', storyboardWithImagesExecution)} />);
    expect(board).toContain('alt="Scene 2: Figure 1: The kiosk and its camera."');
    expect(board).toContain('5 scenes');
    const film = render(<NodeCard node={finished('video', videoWithPosterExecution)} />);
    expect(film).toContain('aria-label="Play Video Generation"');
    expect(film).toContain('Length 1 min 5 s');
    expect(render(<ScriptCompare versions={scriptVersions} loadOutput={() => new Promise(() => {})} />)).toContain('Loading the versions…');
  });
});
