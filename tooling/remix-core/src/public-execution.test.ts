import { describe, expect, it } from 'vitest';
import { publicExecution } from './jobs';

describe('publicExecution', () => {
  it('signs the video, subtitles, poster and chapters files into the output data', () => {
    const sign = (key: string) => `https://files.example/${key}?sig=1`;
    const execution = {
      status: 'completed',
      outputData: { durationSec: 42 },
      sources: { video: 'n/video.mp4', subtitles: 'n/subtitles.vtt', poster: 'n/poster.png', chapters: 'n/chapters.vtt' },
      load: 1.5,
      cold: true,
    } as unknown as Parameters<typeof publicExecution>[0];
    const out = publicExecution(execution, sign)!;
    expect(out.outputData).toEqual({
      durationSec: 42,
      videoUrl: sign('n/video.mp4'),
      subtitlesUrl: sign('n/subtitles.vtt'),
      posterUrl: sign('n/poster.png'),
      chaptersUrl: sign('n/chapters.vtt'),
    });
    expect('sources' in out).toBe(false);
    // The host's load is the estimate's business, not the visitor's.
    expect('load' in out).toBe(false);
    expect('cold' in out).toBe(false);
  });

  it('signs each figure crop of a read paper under its figure id', () => {
    const sign = (key: string) => `https://files.example/${key}?sig=1`;
    const execution = {
      status: 'completed',
      outputData: { figureCount: 2 },
      sources: { paper: 'n/paper.json', figures: ['n/figures/figure-1.png', 'n/figures/table-2.png'] },
    } as unknown as Parameters<typeof publicExecution>[0];
    expect(publicExecution(execution, sign)!.outputData).toEqual({
      figureCount: 2,
      figureUrls: { 'figure-1': sign('n/figures/figure-1.png'), 'table-2': sign('n/figures/table-2.png') },
    });
  });

  it("signs the first figure each storyboard scene shows, and only its own project's files", () => {
    const sign = (key: string) => `https://files.example/${key}?sig=1`;
    const figure = (image: string) => ({ type: 'figure', caption: 'Figure', image });
    const execution = {
      outputData: { scenes: 4 },
      sources: { storyboard: 'projects/p1/nodes/n2/storyboard.json' },
      jsonOutput: {
        scenes: [
          { scene_number: 1, visual_elements: [{ type: 'title', caption: 'Title' }] },
          {
            scene_number: 2,
            visual_elements: [
              { type: 'quote', caption: 'Quote' },
              figure('projects/p1/nodes/n1/figures/figure-2.png'),
              figure('projects/p1/nodes/n1/figures/table-1.png'),
            ],
          },
          { scene_number: 3, visual_elements: [figure('projects/p2/nodes/n9/figures/figure-1.png')] },
          { scene_number: 4, visual_elements: [figure('projects/p1/../p2/nodes/n9/figures/figure-1.png')] },
        ],
      },
    } as unknown as Parameters<typeof publicExecution>[0];
    expect(publicExecution(execution, sign)!.outputData).toEqual({
      scenes: 4,
      sceneImageUrls: [null, sign('projects/p1/nodes/n1/figures/figure-2.png'), null, null],
    });
  });

  it('adds no scene images to a storyboard whose scenes show no figure', () => {
    const execution = {
      outputData: { scenes: 1 },
      sources: { storyboard: 'projects/p1/nodes/n2/storyboard.json' },
      jsonOutput: { scenes: [{ scene_number: 1, visual_elements: [{ type: 'title', caption: 'Title' }] }] },
    } as unknown as Parameters<typeof publicExecution>[0];
    expect(publicExecution(execution, (key) => key)!.outputData).toEqual({ scenes: 1 });
  });
});
