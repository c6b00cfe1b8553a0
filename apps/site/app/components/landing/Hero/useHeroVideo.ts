import { useClock, type TimerHandle } from '@paperlight/ui-kit';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SKIP_VIDEO_EVENT, type ScrollToSectionDetail } from '../scrollToSection';
import { CONTROLS_IDLE_MS, debounceWithMaxWait, nextExpanded } from './heroVideo';

export interface HeroVideoState {
  expanded: boolean;
  controlsVisible: boolean;
  /** The play button: expands and plays, or collapses and pauses. */
  toggle(): void;
  /** Pointer or keyboard activity over the video shows the controls again. */
  wake(): void;
}

/**
 * Expansion and control visibility of the hero video (SPEC §2): scroll positions are judged once the
 * page settles (150 ms, at most 2000 ms), programmatic scrolls with skipVideo are ignored, and the
 * controls hide after 3 s without activity.
 */
export function useHeroVideo(frame: RefObject<HTMLElement | null>, options: { disabled?: boolean } = {}): HeroVideoState {
  const clock = useClock();
  const [expanded, setExpanded] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const idle = useRef<TimerHandle | undefined>(undefined);
  const disabled = options.disabled ?? false;

  const wake = useCallback(() => {
    setControlsVisible(true);
    if (idle.current !== undefined) clock.clearTimeout(idle.current);
    idle.current = clock.setTimeout(() => {
      // Keyboard users keep the controls while one of them has focus.
      if (frame.current?.contains(document.activeElement)) return;
      setControlsVisible(false);
    }, CONTROLS_IDLE_MS);
  }, [clock, frame]);

  useEffect(() => {
    wake();
    return () => {
      if (idle.current !== undefined) clock.clearTimeout(idle.current);
    };
  }, [clock, wake]);

  useEffect(() => {
    if (disabled) return;
    let previous = window.scrollY;
    let skip = false;
    const settle = debounceWithMaxWait(clock, () => {
      const element = frame.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      // The updater runs later, during render: it must not read the mutable `previous` and `skip`.
      const observation = {
        scrollY: window.scrollY,
        previousScrollY: previous,
        box: { top: rect.top, height: rect.height },
        viewportHeight: window.innerHeight,
        skipVideo: skip,
      };
      setExpanded((current) => nextExpanded(current, observation));
      previous = observation.scrollY;
      skip = false;
    });
    const onSkip = (event: Event) => {
      if ((event as CustomEvent<ScrollToSectionDetail>).detail?.skipVideo) skip = true;
    };
    window.addEventListener('scroll', settle.call, { passive: true });
    window.addEventListener(SKIP_VIDEO_EVENT, onSkip);
    return () => {
      settle.cancel();
      window.removeEventListener('scroll', settle.call);
      window.removeEventListener(SKIP_VIDEO_EVENT, onSkip);
    };
  }, [clock, disabled, frame]);

  const toggle = useCallback(() => {
    setExpanded((current) => !current);
    wake();
  }, [wake]);

  return { expanded, controlsVisible, toggle, wake };
}
