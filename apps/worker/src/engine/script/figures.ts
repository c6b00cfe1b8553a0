/**
 * Where each slide comes from (pages, section, quotes) and which of the paper's figures it shows:
 * the figures its sentences name, kept or moved by their role, then the figures no slide names.
 */
import { cosine, type Candidate } from './narrative/outline';
import type { Role } from './narrative/framing';
import { quoteOf } from './grounding';
import { methodFigure, type FigureRole, type FigureRoleScore } from './figure-role';
import type { Part } from './choose';
import { contentTokens } from '../read/text';
import type { ExtractedPaper, ScriptSlide, SlideSources } from '../types';

/** A slide with the part of the story it tells. */
export interface SlidePart {
  part: Part;
  slide: ScriptSlide;
}

/** The ids of the paper's figures. */
function figureIdsOf(paper: ExtractedPaper): Set<string> {
  return new Set((paper.figures ?? []).map((f) => f.id));
}

/** Where a slide comes from: pages, its main section and the figures it talks about. */
export function sourcesOf(chosen: Candidate[], paper: ExtractedPaper, usedFigures: Set<string>): SlideSources {
  const pages = [...new Set(chosen.map((c) => c.page).filter((p): p is number => typeof p === 'number'))].sort((a, b) => a - b);
  const sectionWords = new Map<string, number>();
  for (const c of chosen) sectionWords.set(c.section, (sectionWords.get(c.section) ?? 0) + c.words);
  const section = [...sectionWords].sort((a, b) => b[1] - a[1])[0]?.[0];
  const existing = figureIdsOf(paper);
  const figures = [...new Set(chosen.flatMap((c) => c.figureRefs))].filter((id) => existing.has(id));
  for (const id of figures) usedFigures.add(id);
  // The paper's own sentences, in reading order, for the workspace to find and highlight in the PDF.
  const quotes = [...chosen].sort((a, b) => a.order - b.order).map((c) => quoteOf(c.original, c.page));
  return { pages, ...(section ? { section } : {}), ...(figures.length ? { figures } : {}), ...(quotes.length ? { quotes } : {}) };
}

/** How often each content word occurs in a text. */
const termVector = (text: string) => {
  const m = new Map<string, number>();
  for (const t of contentTokens(text)) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
};

/** Which figures suit a slide of a role: the method shows its method figure, results their results. */
function suits(slideRole: Role, figureRole: FigureRole | undefined): boolean {
  // The data travel with the method when the plan has no slide of their own.
  if (slideRole === 'method') return figureRole === 'method' || figureRole === 'data';
  if (slideRole === 'data') return figureRole === 'data' || figureRole === 'other';
  return figureRole === 'result' || figureRole === 'other';
}

/**
 * Figures by role (issue 30): the first method slide shows the paper's method figure (overview,
 * architecture, pipeline, principle, algorithm) where it has one, whatever its sentences name; a
 * results or meaning slide never shows a method figure.
 */
export function figuresByRole(slides: SlidePart[], paper: ExtractedPaper, usedFigures: Set<string>, roles: Map<string, FigureRoleScore>) {
  const method = methodFigure(paper, roles);
  const methodSlide = slides.find(({ part }) => part.role === 'method');
  for (const { part, slide } of slides) {
    const figures = slide.sources?.figures;
    if (!figures?.length) continue;
    const kept = figures.filter(
      (id) =>
        (part.role === 'method' ? true : roles.get(id)?.role !== 'method' || part.role === 'problem') &&
        !(method && slide !== methodSlide?.slide && id === method.id),
    );
    if (kept.length === figures.length) continue;
    for (const id of figures) if (!kept.includes(id)) usedFigures.delete(id);
    const { figures: _dropped, ...rest } = slide.sources!;
    slide.sources = kept.length ? { ...rest, figures: kept } : rest;
  }
  if (method && methodSlide) {
    const others = (methodSlide.slide.sources?.figures ?? []).filter((id) => id !== method.id && roles.get(id)?.role === 'method');
    methodSlide.slide.sources = { ...(methodSlide.slide.sources ?? { pages: [] }), figures: [method.id, ...others] };
    usedFigures.add(method.id);
  }
}

/**
 * Figures no slide names: each goes to the method, data or result slide whose narration its caption
 * says most nearly, if one says it well enough, suits the slide's role and the slide has no figure yet.
 */
export function attachFigures(slides: SlidePart[], paper: ExtractedPaper, usedFigures: Set<string>, roles: Map<string, FigureRoleScore>) {
  const open = slides.filter(({ part, slide }) => ['method', 'data', 'result'].includes(part.role) && !slide.sources?.figures?.length);
  const pairs: { figure: string; index: number; score: number }[] = [];
  for (const figure of paper.figures ?? []) {
    if (usedFigures.has(figure.id)) continue;
    const caption = termVector(figure.caption);
    open.forEach(({ part, slide }, index) => {
      if (!suits(part.role, roles.get(figure.id)?.role)) return;
      let score = cosine(caption, termVector(slide.narration));
      if (slide.sources?.pages.includes(figure.page)) score *= 1.3;
      pairs.push({ figure: figure.id, index, score });
    });
  }
  pairs.sort((a, b) => b.score - a.score);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (pair.score < 0.15 || taken.has(pair.index) || usedFigures.has(pair.figure)) continue;
    const slide = open[pair.index]!.slide;
    slide.sources = { ...(slide.sources ?? { pages: [] }), figures: [pair.figure] };
    taken.add(pair.index);
    usedFigures.add(pair.figure);
  }
}
