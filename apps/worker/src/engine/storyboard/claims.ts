/** A narration's claims and key numbers as a card shows them: the number with its context, the main clause, bullets cut where a clause ends. */
import { countWords } from '../read/text';
import { dropsPolarity, showsAlone } from '../script/narrative/context';

const POINTS_BACK = /\b(?:it|its|this|these|those|them|they|such|the latter|the former|as well)\b/i;

// 'percentage points' before 'percent', which is its prefix: a card must not turn points into a percentage.
const NUMBER =
  /(?:\b(?:by|of|to|at|from)\s+)?(\d+(?:[.,]\d+)*(?:\s*(?:percentage points?|percent|points?|-fold|times)|\s?[x×](?![\p{L}\d]))?)/giu;
/** A number with a unit a card can show: a share, points, a factor. */
const UNIT = /percent|point|fold|times|[x×]$/i;
/** Words after a number with a unit that say what it measures: 'absolute improvement over …', 'higher accuracy than …'. */
const QUANTIFIED =
  /^(?:(?:absolute|relative|average|mean|overall|median|net)\s+)?(?:improvements?|increases?|decreases?|reductions?|gains?|drops?|rises?|declines?|speed-?ups?|higher|lower|more|fewer|less|better|worse|faster|slower)\b/i;
/** A claim's frame ('The authors show that …', 'Our results suggest that …'): not the claim. */
const CLAIM_FRAME =
  /^(?:the authors(?:’)?(?:\s+(?:findings|results|analysis|data))?|they|(?:our|their|these|the)\s+(?:findings|results|analyses|data))\s+(?:show|shows|find|finds|found|argue|argues|observe|observes|observed|report|reports|note|notes|demonstrate|demonstrates|suggest|suggests|indicate|indicates|reveal|reveals)\s+that\s+/i;

/** A number as a card shows it: '12 percent' as '12%', '10x' as '10×'. */
const shownValue = (raw: string) =>
  raw
    .replace(/\s*percent$/i, '%')
    .replace(/\s?[x×]$/i, '×')
    .replace(/\s*percentage points?$/i, ' percentage points');

/** What kind of number it is, for pairing two results of one kind; null for a bare count. */
function numberKind(raw: string): string | null {
  if (/percentage points?$/i.test(raw)) return 'pp';
  if (/percent$/i.test(raw)) return '%';
  if (/(?:fold|times|[x×])$/i.test(raw)) return '×';
  if (/points?$/i.test(raw)) return 'pt';
  return /\d[.,]\d/.test(raw) ? 'decimal' : null;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Two results of one kind said together, each with its own caption: '… reduction in use of modern
 * contraception by 3.15 percentage points and increase in pregnancies by 3.2 percentage points', or
 * 'mortality ratios … were 11.86 in female individuals and 7.88 in men'. A card with the first
 * number alone would leave the second said but not shown, and its caption would describe both.
 */
export function keyNumberPair(sentence: string): [{ value: string; caption: string }, { value: string; caption: string }] | null {
  const first = keyNumber(sentence);
  if (!first) return null;
  const text = sentence.replace(/[.!?]$/, '');
  const numbers = [...text.matchAll(NUMBER)].map((m) => ({ raw: m[1]!.trim(), index: m.index! + m[0].indexOf(m[1]!) }));
  for (let i = 0; i + 1 < numbers.length; i++) {
    const [a, b] = [numbers[i]!, numbers[i + 1]!];
    if (shownValue(a.raw) !== first.value || numberKind(a.raw) === null || numberKind(a.raw) !== numberKind(b.raw)) continue;
    const between = /^([^,;]*?)\s*\band\s+(.*)$/.exec(text.slice(a.index + a.raw.length, b.index));
    if (!between || words(between[1]!).length > 5) continue;
    const tail1 = between[1]!.trim();
    const mid2 = between[2]!.replace(/(?:\s*\b(?:by|of|to|at|with|was|were|is|are|about|around|nearly|approximately)\b)+\s*$/i, '').trim();
    const rest = text
      .slice(b.index + b.raw.length)
      .split(/[,;]|\s(?:and|but|whereas|while)\s/)[0]!
      .trim();
    const tail2 = words(rest).length <= 6 ? rest : '';
    if (mid2) {
      return [first, { value: shownValue(b.raw), caption: capitalised([mid2, tail2].filter(Boolean).join(' ')) }];
    }
    // The same measure in two groups: the sentence's subject, each with its group.
    const subject = /^(.*?)\s+(?:were|was|is|are|rose|fell|reached|stood)\b/i.exec(text.slice(0, a.index))?.[1]?.replace(CLAIM_FRAME, '');
    if (!subject || words(subject).length < 2 || words(subject).length > 10 || !tail1 || !tail2) continue;
    return [
      { value: first.value, caption: capitalised(`${subject} ${tail1}`) },
      { value: shownValue(b.raw), caption: capitalised(`${subject} ${tail2}`) },
    ];
  }
  return null;
}

/** Words saying which way a number went. */
const DIRECTION =
  /\b(?:higher|lower|more|less|fewer|greater|smaller|larger|up|down|increas\w*|decreas\w*|rise|rose|fell|fall|drop\w*|gain\w*|loss|reduc\w*|improv\w*|wors\w*|either|both)\b/i;

/** The key number of a sentence and a few words of context, or null. */
export function keyNumber(sentence: string): { value: string; caption: string } | null {
  let best: { value: string; index: number; weight: number } | null = null;
  for (const m of sentence.matchAll(NUMBER)) {
    const raw = m[1]!.trim();
    const digits = raw.replace(/[^\d.]/g, '');
    if (/^(?:19|20)\d{2}$/.test(digits) && !UNIT.test(raw)) continue;
    const weight =
      (UNIT.test(raw) ? 3 : 0) +
      (/\./.test(digits) ? 2 : 0) +
      (/\b(?:improv|increas|decreas|reduc|rose|fell|higher|lower|outperform|gain|drop|declin)/i.test(sentence) ? 1 : 0);
    if (!best || weight > best.weight) best = { value: raw, index: m.index!, weight };
  }
  if (!best || best.weight < 2) return null;
  const value = shownValue(best.value);
  // The clause around the number, at most 14 words.
  const clauses = sentence.replace(/[.!?]$/, '').split(/[,;:]\s+/);
  let offset = 0;
  let at = 0;
  for (const [i, c] of clauses.entries()) {
    if (best.index >= offset && best.index <= offset + c.length) {
      at = i;
      break;
    }
    offset += c.length + 2;
  }
  // A clause too short to say what was measured ('with nDCG of 53.9') takes the clause before it
  // ('SPECTER outperforms all baselines, with nDCG of 53.9').
  let first = at;
  while (
    first > 0 &&
    clauses
      .slice(first, at + 1)
      .join(', ')
      .split(/\s+/).length < 8
  )
    first -= 1;
  // A clause that points back ('SemEAGAT surpasses it') takes the clause it points to ('Comparing with MOGANED').
  while (
    first > 0 &&
    POINTS_BACK.test(clauses[first]!) &&
    clauses
      .slice(first - 1, at + 1)
      .join(', ')
      .split(/\s+/).length <= 20
  )
    first -= 1;
  const clause = clauses
    .slice(first, at + 1)
    .join(', ')
    .replace(CLAIM_FRAME, '');
  // The card sets the number large above its caption, so the caption says what was measured: the
  // words before the number ('SPECTER outperforms all other models on this task, with nDCG' under
  // 53.9), without the preposition that led to it, the last 14 of them.
  const numberAt = clause.indexOf(best.value.split(/\s/)[0]!);
  const before = (numberAt > 0 ? clause.slice(0, numberAt) : '')
    .replace(
      /[\s,;:(]*(?:\b(?:by|to|at|of|from|with|was|were|is|are|about|around|nearly|approximately|roughly|almost|over|under|than|just|a|an|the|which|that|who)\b[\s,;:(]*|=\s*)*$/i,
      '',
    )
    .trim();
  // The noun the number quantifies, when it follows it ('a 3.1 point absolute improvement over the
  // next-best baseline'): that is what the card says, not the words before, which describe another
  // number of the sentence ('average performance of 80.0').
  const following = clause.slice(numberAt + best.value.length).replace(/^[\s%-]*(?:percentage points?|percent|points?|fold)?\s*/i, '');
  const named = QUANTIFIED.exec(following);
  let caption: string;
  if (numberAt >= 0 && UNIT.test(best.value) && named) {
    const words = following.replace(/[.!?]$/, '').split(/\s+/);
    caption = words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : words.join(' ');
  } else if (before.split(/\s+/).length >= 4) {
    const words = before.split(/\s+/);
    caption = words.length > 18 ? `…${words.slice(-18).join(' ')}` : before;
    // A short rest of the clause after the number says where it was measured ('… improves on F1').
    const after = clause
      .slice(numberAt + best.value.length)
      .replace(/^[\s%]*(?:percentage points?|percent|points?)?/i, '')
      .trim();
    if (after && after.split(/\s+/).length <= 4) caption = `${caption} ${after}`;
    // A rest that says which way the number went ('64 known metabolites accumulated 1.5 fold of
    // higher or lower due to high temperature stress') is the claim: without it the card says
    // they all rose. The caption is then the clause as the paper writes it, number and all (unless
    // the rest holds another number, which is another card's).
    else if (
      after &&
      !/\d/.test(after) &&
      DIRECTION.test(after.split(/\s+/).slice(0, 6).join(' ')) &&
      words.length + after.split(/\s+/).length <= 24
    )
      caption = `${before} ${clause.slice(numberAt).trim()}`;
  } else {
    // Too little before the number to say what it is: the clause around it, at most 14 words.
    const words = clause.trim().split(/\s+/);
    const where = Math.max(
      0,
      words.findIndex((word) => word.includes(best!.value.split(/\s/)[0]!)),
    );
    const from = words.length > 14 ? Math.min(Math.max(0, where - 9), words.length - 14) : 0;
    caption = `${from > 0 ? '…' : ''}${words.slice(from, from + 14).join(' ')}${from + 14 < words.length ? '…' : ''}`;
  }
  return { value, caption: caption.charAt(0).toUpperCase() + caption.slice(1) };
}

/**
 * Room on a claim card, in words and characters (render/slides.ts sets the card's type for these): a lone
 * claim, and each of two, three or four bullets. A claim that does not fit is not cut with an
 * ellipsis: it is shown to a clause boundary, or another claim is shown.
 */
export const CLAIM_ROOM = {
  lone: { words: 60, chars: 330 },
  bullets: { 2: { words: 24, chars: 190 }, 3: { words: 18, chars: 140 }, 4: { words: 12, chars: 110 } },
} as const;

/** Room for each of `count` bullets on one card. */
export function bulletRoom(count: number): { words: number; chars: number } {
  return CLAIM_ROOM.bullets[Math.min(4, Math.max(2, count)) as 2 | 3 | 4];
}

/**
 * Words that open a clause or phrase leading up to a sentence's main clause: a sentence opening with
 * one, cut before its main clause, is a fragment ('Despite the policy's long history…', 'Inspired by…').
 */
const LEAD =
  /(?:when|whenever|while|whereas|although|though|even though|despite|in spite of|because|since|if|unless|once|after|before|until|inspired|motivated|based|building|drawing|different|unlike|compared|comparing|consistent|according|following|due|owing|thanks|apart|beyond|besides|regarding|considering|given|notwithstanding)\b/;

/**
 * Prepositions that may open an introductory phrase ('In a dataset of 4,113 clicks, …'), or the main
 * clause itself ('For each query paper the authors construct…, a positive, and a negative paper').
 */
const PREPOSITION = /(?:to|in|for|on|at|with|by|as|using|during|among|across|from|through|throughout|within|without|under|overall|here)\b/;

/** The words after a comma that show a clause going on from a whole one before it. */
const GOES_ON =
  /(?:which|who|whom|whose|where|when|while|whereas|and|but|yet|so|thus|hence|thereby|therefore|as|with|although|though|because|since|even|suggesting|indicating|showing|demonstrating|meaning|making|leading|resulting|reflecting|confirming|highlighting|providing|allowing|enabling|giving|yielding|reaching|compared|respectively)\b/;

const STARTS_GOING_ON = new RegExp(`^${GOES_ON.source}`, 'i');
const STARTS_LEADING = new RegExp(`^${LEAD.source}`, 'i');
/** A lead clause up to its comma (it may be long), or a short prepositional phrase without a subject of its own. */
const LEAD_CLAUSE = new RegExp(`^${LEAD.source}[^,]{0,200},\\s+`, 'i');
const LEAD_PHRASE = new RegExp(`^${PREPOSITION.source}(?![^,]*\\b(?:we|they|the authors)\\b)[^,]{0,80},\\s+`, 'i');

/** A word that is, or is likely to be, a verb of a clause: an auxiliary, a modal, a past form. */
const VERBISH =
  /\b(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|will|would|shall|should|must|[a-z]{3,}ed)\b/i;

/**
 * Where a sentence's first clause ends, or -1: a semicolon, a relative or contrasting conjunction, or
 * a comma that a clause goes on from ('…, which…', '…, and…') or that only a phrase without a verb
 * follows to the end ('…more species, most of them shy birds'). A comma inside the clause, before a
 * list's next item or around an apposition that the verb comes after ('…of species, habitats, … was
 * needed', 'Two of the largest … organisations, Marie Stopes …, refused…'), is not one.
 */
function clauseEnd(text: string): number {
  for (const m of text.matchAll(/,\s|;\s|\s(?=(?:which|while|whereas|because|although)\s)/gi)) {
    const rest = text.slice(m.index + m[0].length);
    if (!m[0].startsWith(',') || STARTS_GOING_ON.test(rest) || !VERBISH.test(rest)) return m.index;
  }
  return -1;
}

/** The claim of a sentence: its main clause, without a frame, an introductory phrase or an aside. */
export function mainClaim(sentence: string): string {
  let text = sentence
    .trim()
    .replace(/[.!?]$/, '')
    .replace(CLAIM_FRAME, '')
    // An aside between commas ('…organisations, especially those that…, increases…') is not the claim.
    // …unless it opens a list that runs on ('…tasks, including topic classification, citation prediction, and recommendation').
    .replace(
      /,\s+(?:especially|particularly|including|such as|notably|mainly|mostly|in particular)\b[^,]*,\s+(?![^,.;]*,?\s(?:and|or)\s[^,.;]*$)/i,
      ' ',
    );
  // An introductory phrase ("To train the model, …", "In a dataset of 4,113 clicks, …", "Although
  // some … offer promise, …") is not the claim; the main clause after it is.
  // A lead clause may be long; a prepositional phrase is short and has no subject of its own.
  const intro = LEAD_CLAUSE.exec(text) ?? LEAD_PHRASE.exec(text);
  if (intro && text.length - intro[0].length > 20) text = text.slice(intro[0].length);
  const cut = clauseEnd(text);
  // A comma that opens a list ('…are A, B, and C', '…are A, B and C') is not the end of the claim.
  const rest = text.slice(cut + 1);
  const items = rest.split(/,\s+/).map((item) => item.trim());
  const closing = items.findIndex((item, k) => k > 0 && /^(?:and|or)\s/.test(item));
  const list =
    text[cut] === ',' &&
    ((closing > 0 && items.slice(0, closing).every((item) => item.split(/\s+/).length <= 12)) ||
      /^\s[^,;]{1,80}\s(?:and|or)\s[^,;]+$/.test(rest));
  if (cut > 0 && !list && text.slice(0, cut).split(/\s+/).length >= 4) text = text.slice(0, cut);
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** What may follow a cut only if the cut keeps it: an exception, a contrast, the other side of a comparison. */
const CONTRAST_NEXT =
  /^[\s,;:–—-]*(?:except|excluding|save|but|yet|unless|whereas|while|although|though|than|rather than|instead|not|only|apart from|other than|compared)\b/i;

/**
 * Whether showing `part` of `sentence` leaves out what turns or limits it: the words right after
 * the part start an exception or a contrast, or the part loses a negation the sentence's
 * corresponding stretch had.
 */
export function cutsContrast(part: string, sentence: string): boolean {
  const tail = part
    .replace(/[.!?]$/, '')
    .slice(-24)
    .toLowerCase();
  const at = sentence.toLowerCase().lastIndexOf(tail);
  if (at < 0) return dropsPolarity(part, sentence);
  const start = sentence.toLowerCase().indexOf(
    part
      .replace(/[.!?]$/, '')
      .slice(0, 16)
      .toLowerCase(),
  );
  const rest = sentence.slice(at + tail.length);
  return CONTRAST_NEXT.test(rest) || dropsPolarity(part, sentence.slice(Math.max(0, start), at + tail.length));
}

/**
 * Where a claim may end short of its last word and still read as a sentence: before a semicolon or
 * a colon, before a subordinate clause ('which', 'while', 'because'…), and before a second verb
 * phrase ('…excluded studies with only perinatal outcomes | and did not include…'). Not at a plain
 * comma: after the main clause (mainClaim) those are a list's, and half a list misreports it.
 */
const CLAUSE_END =
  /\s*[;:]\s|,?\s(?=(?:which|while|whereas|where|because|although|but|yet|so that|whereby|thereby)\s)|(?<!\b[a-z]+(?:ed|en))(?:,\s|\s)(?=and\s(?:did|does|do|was|were|is|are|has|have|had|can|could|may|might|will|would|should|must|not|also|then|thus|therefore|[a-z]+ed)\s)/g;

/**
 * A claim as a card shows it, in at most `maxWords` words and `maxChars` characters: the main claim
 * whole, or cut where a clause ends (at least five words); never cut mid-clause with an ellipsis.
 * Null when it fits neither way.
 */
export function claimBullet(sentence: string, maxWords = 12, maxChars = Number.POSITIVE_INFINITY): string | null {
  const claim = mainClaim(sentence);
  const fits = (text: string) => countWords(text) <= maxWords && text.length <= maxChars;
  // A cut never leaves out what turns or limits the kept part ('…, except the greedy one', '…, but
  // not on small graphs'): the other side of a contrast is never shown alone (issue 30).
  // A cut that keeps only the phrase before the main clause ('Although X offers promise') says nothing.
  const faithful = (text: string) => !cutsContrast(text, sentence) && !leadsOnly(text, sentence);
  if (fits(claim) && faithful(claim)) return claim;
  let best: string | null = null;
  for (const m of claim.matchAll(CLAUSE_END)) {
    const head = claim.slice(0, m.index).replace(/[\s,;:–—-]+$/, '');
    if (countWords(head) < 5) continue;
    if (!fits(head)) break;
    if (faithful(head)) best = head;
  }
  if (best) return best;
  // The main claim left out a turn of the sentence: the sentence whole, when it fits.
  const whole = sentence.trim().replace(/[.!?]$/, '');
  return whole !== claim && fits(whole) && faithful(whole) ? whole.charAt(0).toUpperCase() + whole.slice(1) : null;
}

/**
 * Whether `part` of `sentence` is only what leads up to its main clause: it opens with a lead word
 * ('although', 'despite', 'inspired by') and the sentence goes on past it after a comma.
 */
function leadsOnly(part: string, sentence: string): boolean {
  if (!STARTS_LEADING.test(part.trim())) return false;
  const whole = sentence.trim().replace(/[.!?]$/, '');
  const at = whole.toLowerCase().indexOf(part.trim().toLowerCase());
  return at >= 0 && /^\s*,\s*\S/.test(whole.slice(at + part.trim().length));
}

/**
 * Whether a sentence makes sense on a card of its own: one that opens by pointing back ('This is
 * unlikely to…', 'These results…', 'In this way…', 'All other…') or points back inside ('If the
 * policy reduces these organisations' ability…') needs the sentence before it, which the card does
 * not show (narrative/context.ts).
 */
export function standsAlone(sentence: string): boolean {
  return showsAlone(sentence);
}

/**
 * Two to four claims as bullets, each whole or cut where a clause ends, within the card's room (two
 * bullets take up to 24 words each, three 18, four 12). Claims that fit whole in 12 words come first
 * when at least two do; a claim that fits neither way is left out, and with fewer than two left
 * there is no bullet card.
 */
export function claimBullets(sentences: readonly string[]): string[] {
  if (sentences.length < 2) return [];
  const whole = sentences.filter((sentence) => claimBullet(sentence, bulletRoom(4).words, bulletRoom(4).chars) === mainClaim(sentence));
  const chosen = (whole.length >= 2 ? whole : sentences).slice(0, 4);
  for (let count = chosen.length; count >= 2; count--) {
    const room = bulletRoom(count);
    const items = chosen.map((sentence) => claimBullet(sentence, room.words, room.chars)).filter((item): item is string => item !== null);
    if (items.length >= count) return items.slice(0, count);
  }
  return [];
}

/** One claim for a card of its own: whole if one fits, else cut where a clause ends. */
export function loneClaim(alone: readonly string[], sentences: readonly string[], part?: { heading: string; sentences: string[] }): string {
  const { words, chars } = CLAIM_ROOM.lone;
  const candidates = [...alone, ...sentences.filter((sentence) => !alone.includes(sentence))];
  const whole = candidates.find((sentence) => claimBullet(sentence, words, chars) === mainClaim(sentence));
  if (whole) return mainClaim(whole);
  for (const sentence of candidates) {
    const claim = claimBullet(sentence, words, chars);
    if (claim) return claim;
  }
  // No claim of the slide fits at all (one very long sentence without a clause break): its shortest
  // sentence if that fits, else the heading, which is a whole line of its own.
  const shortest = [...(part?.sentences ?? sentences)].sort((a, b) => a.length - b.length)[0];
  if (shortest && countWords(shortest) <= words && shortest.length <= chars) return shortest.replace(/[.!?]$/, '');
  return part?.heading ?? '';
}
