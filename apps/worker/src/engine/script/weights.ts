/**
 * How the settings weigh the story: the share of words each role gets at a technicality, and how well
 * a sentence suits the settings whatever its role. The video script and the podcast both use them.
 */
import type { Role } from './narrative/framing';
import type { Candidate } from './narrative/outline';
import type { ScriptConfig } from '../types';

/** How much of the story each role gets, from plain language (1) to expert (5). */
const ROLE_WEIGHT: Record<1 | 3 | 5, Record<Role | 'opening', number>> = {
  1: { opening: 1.3, problem: 1.5, method: 0.6, data: 0.5, result: 1, meaning: 1.5, limit: 0.7 },
  3: { opening: 1.1, problem: 1, method: 1, data: 0.9, result: 1.2, meaning: 1, limit: 0.8 },
  5: { opening: 0.8, problem: 0.6, method: 1.6, data: 1.2, result: 1.4, meaning: 0.6, limit: 0.6 },
};

/** The weight of each part of the story at a technicality between 1 and 5 (a podcast weighs its parts the same way). */
export function interpolate(technicality: number): Record<Role | 'opening', number> {
  const t = Math.min(5, Math.max(1, technicality));
  const [lo, hi, f] = t <= 3 ? [ROLE_WEIGHT[1], ROLE_WEIGHT[3], (t - 1) / 2] : [ROLE_WEIGHT[3], ROLE_WEIGHT[5], (t - 3) / 2];
  const out = {} as Record<Role | 'opening', number>;
  for (const key of Object.keys(lo) as (Role | 'opening')[]) out[key] = lo[key] + (hi[key] - lo[key]) * f;
  return out;
}

/** How well a sentence suits the settings, independent of its role (a podcast's turns are chosen by it too). */
export function suitability(c: Candidate, config: ScriptConfig): number {
  const t = config.script_technicality;
  let s = 0.45 + c.centrality;
  // Plain language keeps plain sentences; the expert script wants the method's detail.
  if (t <= 2 && c.setup) return 0;
  if (t === 1)
    s *=
      c.density > 0.12
        ? 0
        : (1 - c.density) ** 4 * (c.fromAbstract || c.sectionRole === 'problem' || c.sectionRole === 'meaning' ? 1.25 : 0.8);
  else if (t === 2) s *= c.density > 0.2 ? 0 : 1 - c.density;
  else if (t === 3) s *= 1 - Math.min(c.density, 0.6) * 0.5;
  else if (t === 4) s *= (1 + c.density) * (c.fromAbstract ? 0.85 : 1.1);
  else s *= (0.3 + 2.5 * c.density) * (c.fromAbstract ? 0.45 : 1.35);
  const ideal =
    config.script_type === 'podcast'
      ? 22
      : config.script_genre === 'fun' || config.script_genre === 'informal'
        ? 20
        : config.script_genre === 'formal'
          ? 30
          : 25;
  const spread = Math.max(0, Math.abs(c.words - ideal) / ideal - 0.3);
  s *= Math.max(0.45, 1 - 0.5 * spread);
  if (
    config.script_genre === 'explainer' &&
    /\b(?:is|are) (?:a|an|the)\b|\baims? to\b|\bbecause\b|\bmeans?\b|\bin order to\b/i.test(c.text)
  )
    s *= 1.15;
  if (config.script_genre === 'formal' && /\b(?:significant|respectively|compared with|relative to)\b/i.test(c.text)) s *= 1.1;
  if ((config.script_genre === 'fun' || config.script_genre === 'informal') && c.hasResultNumber) s *= 1.1;
  return s;
}
