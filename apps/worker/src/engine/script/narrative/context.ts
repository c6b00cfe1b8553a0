/**
 * Claims that keep their context (issue 30): a sentence that opens by leaning on the one before it
 * ('In this way, …', 'However, …', 'Note that …', 'This approach …', 'All other algorithms …', 'It
 * …') is never narrated or shown alone. A harmless connective is dropped so the sentence stands
 * alone ('Note that X' → 'X'); one that needs what came before (a pointer, a contrast, a
 * consequence of a method step) brings its antecedent, or the sentence is not chosen.
 *
 * Polarity: a claim cut short must keep every word that turns or compares it ('not', 'except',
 * 'worse', 'but', 'than'…), or it is not cut there — the other side of a contrast is never shown
 * alone.
 */

/** Connectives that add nothing the sentence needs: it says the same without them. */
const HARMLESS =
  /^(?:(?:please )?note that|it (?:is|should be) (?:worth )?not(?:ed|ing) that|it is important to (?:note|stress|emphasi[sz]e) that|moreover|furthermore|in addition|additionally|besides|also|indeed|interestingly|importantly|notably|remarkably|of course|clearly|in fact|specifically|in particular|in summary|in conclusion|to (?:summari[sz]e|conclude)|in short|altogether|taken together|overall|finally|for (?:example|instance)|similarly|likewise|however|nevertheless|nonetheless|still|thus|therefore|hence|consequently|accordingly|as a result|as expected|surprisingly|unsurprisingly|generally|in general|in practice)\b\s*,?\s*/i;

/** Openings that only make sense after the sentence before them. */
const NEEDS_ANTECEDENT =
  /^(?:in this (?:way|case|manner|context|setting|respect|regard|sense)|in (?:doing so|turn|other words|contrast|comparison|that case|such cases?)|to this end|for (?:this|that|these|those) reasons?|by contrast|on the (?:other hand|contrary)|contrary(?: to (?:this|that|these|those|it|them|expectations?))?,|contrarily|alternatively|conversely|in comparison|instead|even so|otherwise|meanwhile|then|next|lastly|first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|that is|namely|even though,|although,|though,|but|yet|and|or|so|because of (?:this|that|these|it)|despite (?:this|that|these|it)|in spite of (?:this|that|these|it)|as (?:such|a consequence|mentioned|noted|described|shown|discussed|explained|argued|stated|outlined|seen) (?:above|before|earlier|previously)?|as (?:mentioned|noted|described|shown|discussed|explained|argued|stated|outlined)\b|compared (?:to|with) (?:this|these|that|those|it|them)|unlike (?:this|these|that|those|it|them)|(?:in|for|with|from|by|under|through|on|at|of|to|after|before|using|during|given|based on) (?:this|these|that|those|such|the above|the latter|the former|its|their|them|it))(?=[^\p{L}\p{N}]|$)/iu;

/** A word that points back: a demonstrative, a pronoun, 'the other', 'all other…'. */
const POINTER =
  /^(?:this|these|those|that|such|it|its|they|them|their|theirs|he|she|his|her|both|either|neither|the latter|the former|the (?:above|aforementioned|abovementioned|previous|preceding|same|remaining|rest|others?)\b|all (?:the )?others?|the others?|others|another|other|each of (?:these|them|those)|one of (?:these|them|those)|most of (?:these|them|those)|some of (?:these|them|those)|here|there)(?=[^\p{L}\p{N}]|$)/iu;

/** Pointers that name what they point to: the paper itself, or a subject the sentence gives. */
const SELF_CONTAINED =
  /^(?:(?:in|for|with|from|by|through|throughout) )?(?:this|these|the present|our) (?:paper|study|studies|work|article|review|letter|note|report|thesis|research|manuscript|chapter|survey|analysis|dissertation)\b|^(?:(?:in|for|with|from|by|through|throughout) )?(?:this|the present|our) (?:[a-z-]+ ){1,2}(?:paper|study|review|meta-analysis|analysis|work|article|report|thesis|survey|trial)\b|^here,? (?:we|the authors?)\b|^there (?:is|are|was|were|has been|have been|exists?|remains?|seems?|appears?)\b|^it (?:is|was|has been|remains|seems|appears|would be|can be|could be|may be|might be|should be|will be|must be) (?:\w+ ){0,2}(?:important|possible|impossible|necessary|essential|clear|unclear|known|worth|difficult|hard|easy|likely|unlikely|interesting|noteworthy|notable|evident|apparent|true|crucial|critical|common|natural|surprising|remarkable|reasonable|shown|found|believed|expected|assumed|argued|estimated|reported|suggested|well established|established|recognized|recognised|widely|generally|often|commonly|desirable|challenging|plausible|conceivable|feasible)\b/i;

export type Lean =
  /** The sentence stands on its own. */
  | { kind: 'alone' }
  /** Only a harmless connective ties it to the one before: `text` is the sentence without it. */
  | { kind: 'connective'; text: string }
  /** It leans on the sentence before: narrate it only with that sentence. */
  | { kind: 'leans'; on: string };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What an opening pointer leans on, or null when the sentence's first words stand alone. */
function pointerOf(text: string): string | null {
  if (SELF_CONTAINED.test(text)) return null;
  const need = NEEDS_ANTECEDENT.exec(text);
  if (need) return need[0];
  const pointer = POINTER.exec(text);
  return pointer ? pointer[0] : null;
}

/**
 * Whether a sentence leans on the one before it, and the form that stands alone when only a
 * harmless connective does. Leading quotes and abstract labels are the caller's to remove.
 */
export function leaning(sentence: string): Lean {
  let text = sentence.trim();
  let dropped = false;
  for (let pass = 0; pass < 3; pass += 1) {
    const pointer = pointerOf(text);
    if (pointer) return { kind: 'leans', on: pointer.trim() };
    const connective = HARMLESS.exec(text);
    if (!connective) break;
    const rest = text.slice(connective[0].length).trim();
    // A connective is dropped when the comma or 'that' closes it, or it is one that never starts a
    // noun phrase ('Thus the model…'); 'Overall accuracy…' and 'Still higher…' keep their word.
    const closed =
      /,\s*$/.test(connective[0]) ||
      /\bthat\s*$/i.test(connective[0]) ||
      /^(?:thus|therefore|hence|consequently|accordingly|moreover|furthermore|indeed|however|nevertheless|nonetheless)\b/i.test(
        connective[0],
      );
    if (rest.length < 12 || !closed) break;
    text = rest;
    dropped = true;
  }
  return dropped ? { kind: 'connective', text: capitalise(text) } : { kind: 'alone' };
}

/**
 * A demonstrative inside a sentence that points at something said before it ('If the policy reduces
 * these organisations' ability…', 'We consider this scenario unlikely'): narrated in order it is
 * clear, shown alone (a card's quote, a map's leaf) it is not. The paper naming itself
 * ('this study') is not one.
 */
const POINTS_BACK_INSIDE =
  /(?<=\S\s)(?:this|these|those|such(?!\s+(?:as|that)\b))\s+(?!(?:paper|study|studies|work|article|review|research|analysis|manuscript|report|thesis)\b)\p{L}+/iu;

/**
 * A comparison with something said before and not named: 'similar trends', 'a comparable gain',
 * 'the same framework', '… on this task as well', unless what it compares with follows ('similar to…',
 * 'the same … as…'); a table or figure not named ('the sixth row of the table'); a consequence drawn
 * from what came before ('Recognition is therefore the heart of…'); a sequence ('Later datasets…'). 'Similar papers'
 * (papers like each other) and 'at the same time' are not.
 */
export const COMPARES_BACK =
  /\b(?:similar|comparable|analogous)\s+(?:trends?|results?|findings?|patterns?|performance|effects?|improvements?|gains?|drops?|observations?|conclusions?|behaviou?r|outcomes?|numbers?|values?|levels?|way|manner|fashion)\b(?!\s+(?:[\p{L}-]+\s+){0,3}?(?:to|with|as)\b)|(?<!\bat\s)\bthe same\s+(?!time\b)[\p{L}-]+\b(?!\s+(?:[\p{L}-]+\s+){0,4}?as\b)|\b(?:as well|likewise|too)(?=\s*(?:[,.;!?]|$))|\bthan (?:it|they|this|that) (?:first )?(?:appears?|seems?|looks?|sounds?)\b|\bthe (?:table|figure|equation|graph|plot|chart)\b(?!\s*\d)|^(?:later|subsequent|newer)\s+\p{L}+|(?<=\S\s)(?:therefore|thus|hence|consequently)\b(?![^.]*\b(?:because|since|as a result of|due to|given)\b)/iu;

/**
 * A claim set up to be turned: 'X looks like a solved problem…', 'It may seem that…', 'is widely
 * believed…'. Followed by its turn ('The kiosk is harder than it appears', 'In practice, …'), it is
 * said with the turn or not at all: alone, it says the opposite of what the paper argues.
 */
export const SETS_UP =
  /\b(?:looks? like|looks? (?:easy|simple|solved|straightforward)|seems?|appears?|may seem|at first (?:glance|sight)|is (?:often|widely|commonly|usually|generally) (?:thought|believed|assumed|seen|considered))\b/i;

/** The sentence after a set-up that turns it. */
export const TURNS =
  /^(?:but|however|yet|still|in (?:practice|reality|fact)|this is not|that is not|not so|the (?:truth|reality) is)\b|\bthan (?:it|they|this|that) (?:first )?(?:appears?|seems?|looks?|sounds?)\b|\b(?:is|are) (?:not|far from) (?:so|that|as) (?:simple|easy|straightforward|solved)\b/i;

/** A noun by which a paper names itself ('this systematic review'). */
const SELF = /^(?:paper|study|review|meta-analysis|analysis|work|article|manuscript|report|thesis|trial|survey|research)$/i;

/**
 * An inside pointer, where it stands in the sentence, and the words it points with ('these
 * constraints' → ['constraints'], 'those two traits' → ['two', 'traits']), or null; none for one the
 * words after it define ('those individuals that show…').
 */
export function insidePointer(sentence: string): { at: number; words: string[] } | null {
  const text = sentence.trim();
  const m = POINTS_BACK_INSIDE.exec(text);
  if (!m) return null;
  const after = text
    .slice(m.index + m[0].split(/\s+/)[0]!.length)
    .trim()
    .split(/\s+/)
    .slice(0, 4);
  const defining = after.findIndex((word) => /^(?:that|who|whom|whose|which|where)$/i.test(word));
  if (defining > 0) return null;
  // 'this systematic review', 'this cross-sectional study': the paper itself, as 'this study' is.
  if (after.slice(0, 3).some((word) => SELF.test(word.replace(/[^\p{L}-]/gu, '')))) return null;
  const words = after
    .slice(0, 3)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter(Boolean);
  return { at: m.index, words };
}

/** True when a sentence shown on its own, away from the one before it, still says what it points at. */
export function showsAlone(sentence: string): boolean {
  const text = sentence.trim();
  return standsAlone(text) && !POINTS_BACK_INSIDE.test(text) && !COMPARES_BACK.test(text);
}

/** True when a sentence can be narrated or shown without the one before it. */
export function standsAlone(sentence: string): boolean {
  const text = sentence.trim().replace(/^["“‘'(]+/, '');
  return leaning(text).kind !== 'leans';
}

/** The sentence as it stands alone (a harmless connective dropped), or null when it cannot. */
export function aloneForm(sentence: string): string | null {
  const lean = leaning(sentence);
  if (lean.kind === 'leans') return null;
  return lean.kind === 'connective' ? lean.text : sentence.trim();
}

/** Words that turn or compare a claim: a cut that drops one of them may flip what it says. */
const POLARITY =
  /\b(?:not|no|never|none|nor|neither|without|cannot|can't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|won't|except|excluding|but|yet|although|though|whereas|while|unless|however|only|worse|worst|fewer|less|lower|lowest|smaller|slower|than|unlike|rather|instead|compared|versus|vs|fail(?:s|ed)?|lack(?:s|ed|ing)?)\b/gi;

/** The polarity and comparison words of a text, lower case, with their counts. */
export function polarityWords(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(POLARITY)) {
    const word = m[0].toLowerCase();
    out.set(word, (out.get(word) ?? 0) + 1);
  }
  return out;
}

/**
 * True when `part`, shown in place of `whole`, drops a word that turns or compares the claim: the
 * other side of a contrast shown alone, a negation or an exception left out.
 */
export function dropsPolarity(part: string, whole: string): boolean {
  const kept = polarityWords(part);
  for (const [word, count] of polarityWords(whole)) if ((kept.get(word) ?? 0) < count) return true;
  return false;
}
