import { describe, expect, it } from 'vitest';
import {
  mindmapExecution,
  paperExecution,
  presentationExecution,
  scriptOutput,
  storyboardOutput,
  storyboardWithImagesExecution,
  videoWithPosterExecution,
} from '../test';
import { formatLength, paperSummary, posterOf, resultSummary, sceneThumbnails, scriptWordCount } from './summary';

describe('resultSummary (issue 31: results on the nodes)', () => {
  it("gives a mind map's size and its branches by name (issue 35)", () => {
    expect(resultSummary('mindmap', mindmapExecution)).toEqual(['3 branches · 4 points', 'Background · Method · Results']);
    expect(resultSummary('mindmap', { ...mindmapExecution, jsonOutput: { centre: 'x' } })).toEqual([]);
  });

  it("gives a deck's length and shape, then its content slides' headings", () => {
    expect(resultSummary('presentation', presentationExecution)).toEqual([
      '7 slides · 16:9',
      'Why kiosks misread products · The recognition pipeline · Baskets charged right, by product group · 97.2% of baskets charged right · Recognition is the heart of the business',
    ]);
    const titleOnly = { ...presentationExecution, jsonOutput: { size: '4:3', slides: [{ kind: 'title', heading: 'Kiosks' }] } };
    expect(resultSummary('presentation', titleOnly)).toEqual(['1 slide · 4:3']);
    expect(resultSummary('presentation', { ...presentationExecution, jsonOutput: { title: 'x' } })).toEqual([]);
  });

  it("gives the paper's title, first author, pages and figures found", () => {
    expect(resultSummary('paperInput', { ...paperExecution, time_taken: 3, videoUrl: null })).toEqual([
      'Recognising Products at the Unmanned Kiosk',
      'Ada Lovelace et al.',
      '4 pages · 2 figures found',
    ]);
  });

  it("gives a read paper's card its three lines, a single author without 'et al.', and nothing it was not told", () => {
    expect(paperSummary({ ...paperExecution, time_taken: 3, videoUrl: null })).toEqual({
      title: 'Recognising Products at the Unmanned Kiosk',
      byline: 'Ada Lovelace et al.',
      counts: '4 pages · 2 figures found',
    });
    expect(
      paperSummary({
        time_taken: 1,
        jsonOutput: { authors: ['Grace Hopper'], pageCount: 1, figures: [] },
        outputData: null,
        videoUrl: null,
      }),
    ).toEqual({ title: null, byline: 'Grace Hopper', counts: '1 page · 0 figures found' });
    expect(paperSummary(null)).toEqual({ title: null, byline: null, counts: null });
  });

  it("gives a script's words and spoken length", () => {
    const total = scriptWordCount(scriptOutput)!;
    // 11 + 8 + 9 + 6 words: the opening, two slides and the closing.
    expect(total).toBe(34);
    expect(resultSummary('script', { time_taken: 1, jsonOutput: scriptOutput, outputData: null, videoUrl: null })).toEqual([
      '34 words · about 14 s spoken',
    ]);
  });

  it("gives a storyboard's scenes and a video's length from its scenes", () => {
    expect(resultSummary('storyboard', { time_taken: 1, jsonOutput: storyboardOutput, outputData: null, videoUrl: null })).toEqual([
      '1 scene',
    ]);
    const video = {
      time_taken: 1,
      jsonOutput: {
        scenes: [
          { start: 0, duration: 40 },
          { start: 40, duration: 85 },
        ],
      },
      outputData: null,
      videoUrl: 'v.mp4',
    };
    expect(resultSummary('video', video)).toEqual(['Length 2 min 5 s']);
  });

  it('says nothing it does not know', () => {
    expect(resultSummary('script', null)).toEqual([]);
    expect(resultSummary('video', { time_taken: 1, jsonOutput: null, outputData: null, videoUrl: 'v.mp4' })).toEqual([]);
    expect(formatLength(720)).toBe('12 min');
  });
});

describe('sceneThumbnails', () => {
  it('gives the first scenes that show an image, with their numbers and captions', () => {
    expect(sceneThumbnails(storyboardWithImagesExecution, 2)).toEqual([
      { scene: 2, url: storyboardWithImagesExecution.outputData.sceneImageUrls[1], caption: 'Figure 1: The kiosk and its camera.' },
      {
        scene: 3,
        url: storyboardWithImagesExecution.outputData.sceneImageUrls[2],
        caption: 'Figure 2: The recognition pipeline, from the camera to the charge.',
      },
    ]);
  });

  it('gives nothing for a storyboard the api gave no images for, or a malformed one', () => {
    expect(sceneThumbnails({ time_taken: 1, videoUrl: null, jsonOutput: storyboardOutput, outputData: null })).toEqual([]);
    expect(sceneThumbnails({ time_taken: 1, videoUrl: null, jsonOutput: null, outputData: { sceneImageUrls: ['x.png'] } })).toEqual([]);
  });
});

describe('posterOf', () => {
  it("gives the film's poster address, or null", () => {
    expect(posterOf(videoWithPosterExecution)).toBe(videoWithPosterExecution.outputData.posterUrl);
    expect(posterOf({ time_taken: 1, videoUrl: 'v.mp4', jsonOutput: null, outputData: null })).toBeNull();
  });
});
