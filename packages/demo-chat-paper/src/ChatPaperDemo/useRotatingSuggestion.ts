import { prefersReducedMotion, useClock } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';
import { SUGGESTION_ROTATE_MS, suggestionAt } from './chatState';
import type { ChatQuestion } from './sample';

/**
 * The suggested prompt among the questions not yet asked. Suggested prompts rotate every 1.5 s;
 * they stay still for someone who asks for reduced motion.
 */
export function useRotatingSuggestion(remaining: readonly ChatQuestion[]): ChatQuestion | undefined {
  const clock = useClock();
  const [step, setStep] = useState(0);
  const rotating = remaining.length > 1 && !prefersReducedMotion();
  useEffect(() => {
    if (!rotating) return;
    const timer = clock.setInterval(() => setStep((n) => n + 1), SUGGESTION_ROTATE_MS);
    return () => clock.clearInterval(timer);
  }, [rotating, clock]);
  return suggestionAt(remaining, step);
}
