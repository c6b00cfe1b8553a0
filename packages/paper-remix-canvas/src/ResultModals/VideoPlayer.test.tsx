import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, VIDEO_URL } from '../test';
import { VideoPlayer } from './VideoPlayer';

const time = () => screen.getByLabelText('Time');

describe('VideoPlayer’s time', () => {
  afterEach(() => {
    // Undo the prototype getters of the hydration case.
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'readyState');
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'duration');
  });

  it('shows the length the render recorded before the browser has read the file', () => {
    renderWithProviders(<VideoPlayer videoUrl={VIDEO_URL} durationSec={95.4} />);
    expect(time()).toHaveTextContent('00:00 / 01:35');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '00:00 of 01:35');
  });

  it('reads the length of a video whose metadata loaded before the page hydrated (its event was missed)', () => {
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 1 });
    Object.defineProperty(HTMLMediaElement.prototype, 'duration', { configurable: true, get: () => 61 });
    renderWithProviders(<VideoPlayer videoUrl={VIDEO_URL} />);
    expect(time()).toHaveTextContent('00:00 / 01:01');
  });

  it('takes the length from loadedmetadata, and keeps it when the browser reports an unknown one', () => {
    renderWithProviders(<VideoPlayer videoUrl={VIDEO_URL} />);
    expect(time()).toHaveTextContent('00:00 / 00:00');
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'duration', { configurable: true, value: 42 });
    fireEvent(video, new Event('loadedmetadata'));
    expect(time()).toHaveTextContent('00:00 / 00:42');
    Object.defineProperty(video, 'duration', { configurable: true, value: Number.NaN });
    fireEvent(video, new Event('durationchange'));
    expect(time()).toHaveTextContent('00:00 / 00:42');
  });
});

describe('given a compact player (an embed)', () => {
  it('shows the film with its captions track and controls, without the chapter list or transcript', () => {
    const fetchText = vi.fn(async () => 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.\n');
    renderWithProviders(
      <VideoPlayer compact videoUrl={VIDEO_URL} subtitlesUrl="https://files.example/captions.vtt" durationSec={30} fetchText={fetchText} />,
    );
    expect(document.querySelector('video track[kind="captions"]')).toHaveAttribute('src', 'https://files.example/captions.vtt');
    expect(screen.getByRole('button', { name: 'Captions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Chapters' })).toBeNull();
    expect(fetchText).not.toHaveBeenCalled();
  });
});

describe('given the captions already read (a server render)', () => {
  it('shows the chapters and the transcript with the first render, without fetching them again', () => {
    const fetchText = vi.fn(async () => '');
    const text = 'WEBVTT\n\n00:00.000 --> 00:04.000\nHeat stress lowers yield.\n\n00:04.000 --> 00:09.000\nThanks for watching.\n';
    renderWithProviders(
      <VideoPlayer
        videoUrl={VIDEO_URL}
        subtitlesUrl="https://files.example/captions.vtt"
        subtitlesText={text}
        scenes={[{ start: 0 }, { start: 4 }]}
        fetchText={fetchText}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transcript (.txt)' })).toBeEnabled();
    expect(fetchText).not.toHaveBeenCalled();
  });
});

describe('given a sentence captioned in two cues', () => {
  it('shows it as one paragraph of the transcript, played from its first cue', () => {
    const text =
      'WEBVTT\n\n00:00.000 --> 00:03.000\nA paper published in PLOS ONE in 2016,\nby Mohammad Ahsan and Paperlight\n\n00:03.000 --> 00:04.000\nResearch.\n\n00:04.000 --> 00:09.000\nHeat lowered the Fv/Fm ratio.\n';
    renderWithProviders(<VideoPlayer videoUrl={VIDEO_URL} subtitlesUrl="https://files.example/captions.vtt" subtitlesText={text} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    const paragraphs = [...screen.getByRole('region', { name: 'Transcript' }).querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      '00:00 A paper published in PLOS ONE in 2016, by Mohammad Ahsan and Paperlight Research.',
      '00:04 Heat lowered the Fv/Fm ratio.',
    ]);
  });
});
