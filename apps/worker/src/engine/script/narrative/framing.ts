/**
 * The only words the built-in engine writes itself: slide headings, the hook, the questions that
 * lead into each part and the sign-off. English has a set per genre and script type; a few more
 * languages have one neutral set; every other language of SPEC §3 gets headings only and no framing
 * sentences (decision 0050), never English framing around sentences in another language.
 */
import type { ScriptGenre, ScriptType } from '../../types';

/** What a part of the outline does in the story. */
export type Role = 'problem' | 'method' | 'data' | 'result' | 'meaning' | 'limit';
export const ROLES: readonly Role[] = ['problem', 'method', 'data', 'result', 'meaning', 'limit'];

type Headings = Record<Role, string>;
const h = (problem: string, method: string, data: string, result: string, meaning: string, limit: string): Headings => ({
  problem,
  method,
  data,
  result,
  meaning,
  limit,
});

/** Slide headings per role in the 30 languages of SPEC §3. */
export const ROLE_HEADINGS: Record<string, Headings> = {
  en: h('Why it matters', 'What the authors did', 'Data and setting', 'Key results', 'What it means', 'Limits and next steps'),
  ar: h('المشكلة', 'المنهج', 'البيانات', 'النتائج', 'الخلاصة', 'القيود'),
  bg: h('Проблемът', 'Методът', 'Данни', 'Резултати', 'Изводи', 'Ограничения'),
  cs: h('Problém', 'Metoda', 'Data', 'Výsledky', 'Závěry', 'Omezení'),
  da: h('Problemet', 'Metoden', 'Data', 'Resultater', 'Konklusioner', 'Begrænsninger'),
  de: h('Das Problem', 'Die Methode', 'Daten', 'Ergebnisse', 'Schlussfolgerungen', 'Grenzen'),
  el: h('Το πρόβλημα', 'Η μέθοδος', 'Δεδομένα', 'Αποτελέσματα', 'Συμπεράσματα', 'Περιορισμοί'),
  es: h('El problema', 'El método', 'Datos', 'Resultados', 'Conclusiones', 'Limitaciones'),
  et: h('Probleem', 'Meetod', 'Andmed', 'Tulemused', 'Järeldused', 'Piirangud'),
  fi: h('Ongelma', 'Menetelmä', 'Aineisto', 'Tulokset', 'Johtopäätökset', 'Rajoitukset'),
  fr: h('Le problème', 'La méthode', 'Données', 'Résultats', 'Conclusions', 'Limites'),
  hu: h('A probléma', 'A módszer', 'Adatok', 'Eredmények', 'Következtetések', 'Korlátok'),
  id: h('Masalah', 'Metode', 'Data', 'Hasil', 'Kesimpulan', 'Keterbatasan'),
  it: h('Il problema', 'Il metodo', 'Dati', 'Risultati', 'Conclusioni', 'Limiti'),
  ja: h('問題', '手法', 'データ', '結果', '結論', '限界'),
  ko: h('문제', '방법', '데이터', '결과', '결론', '한계'),
  lt: h('Problema', 'Metodas', 'Duomenys', 'Rezultatai', 'Išvados', 'Apribojimai'),
  lv: h('Problēma', 'Metode', 'Dati', 'Rezultāti', 'Secinājumi', 'Ierobežojumi'),
  nb: h('Problemet', 'Metoden', 'Data', 'Resultater', 'Konklusjoner', 'Begrensninger'),
  nl: h('Het probleem', 'De methode', 'Gegevens', 'Resultaten', 'Conclusies', 'Beperkingen'),
  pl: h('Problem', 'Metoda', 'Dane', 'Wyniki', 'Wnioski', 'Ograniczenia'),
  pt: h('O problema', 'O método', 'Dados', 'Resultados', 'Conclusões', 'Limitações'),
  ro: h('Problema', 'Metoda', 'Date', 'Rezultate', 'Concluzii', 'Limitări'),
  ru: h('Проблема', 'Метод', 'Данные', 'Результаты', 'Выводы', 'Ограничения'),
  sk: h('Problém', 'Metóda', 'Údaje', 'Výsledky', 'Závery', 'Obmedzenia'),
  sl: h('Problem', 'Metoda', 'Podatki', 'Rezultati', 'Sklepi', 'Omejitve'),
  sv: h('Problemet', 'Metoden', 'Data', 'Resultat', 'Slutsatser', 'Begränsningar'),
  tr: h('Sorun', 'Yöntem', 'Veriler', 'Bulgular', 'Sonuçlar', 'Sınırlılıklar'),
  uk: h('Проблема', 'Метод', 'Дані', 'Результати', 'Висновки', 'Обмеження'),
  zh: h('问题', '方法', '数据', '结果', '结论', '局限'),
};

export function roleHeading(role: Role, language: string): string {
  return (ROLE_HEADINGS[language] ?? ROLE_HEADINGS.en!)[role];
}

/**
 * One framing set. Placeholders: {title} (short title), {authors} ("Cohan and colleagues"),
 * {work} ("SPECTER, by Cohan and colleagues", or "a paper by Molnár and colleagues" when the title
 * is too long to say), {published} (", published in ACL 2020" or nothing). `teaser` and `bridge` surround a result
 * sentence that opens the script (genres that start with the payoff); `recap` precedes a repeat of
 * the main result at the end (written for the ear).
 */
export interface FramingSet {
  opening: string;
  teaser?: string;
  bridge?: string;
  questions: Record<Role, string>;
  recap?: string;
  closing: string;
  /** "and colleagues" in this language. */
  colleagues: string;
  and: string;
}

const q = (problem: string, method: string, data: string, result: string, meaning: string, limit: string): Record<Role, string> => ({
  problem,
  method,
  data,
  result,
  meaning,
  limit,
});

const EN_COLLEAGUES = { colleagues: 'and colleagues', and: 'and' };

export const ENGLISH_FRAMING: Record<ScriptType, Record<ScriptGenre, FramingSet>> = {
  video: {
    explainer: {
      opening: 'This video explains {work}{published}.',
      questions: q(
        'Why does this matter?',
        'So what did the authors do?',
        'What did they work with?',
        'And what did they find?',
        'What does it mean?',
        'Where are the limits?',
      ),
      closing: 'That’s the paper in brief; the full reference is on screen.',
      ...EN_COLLEAGUES,
    },
    fun: {
      opening: 'Ready for some science? Today: {work}!',
      teaser: 'Here’s a result worth a minute of your time.',
      bridge: 'So how did {authors} get there?',
      questions: q(
        'Why bother?',
        'So what’s the trick?',
        'What did they test it on?',
        'Did it work? Let’s look at the numbers!',
        'Why should you care?',
        'What’s the catch?',
      ),
      closing: 'And that’s a wrap! The paper is on screen, stay curious!',
      ...EN_COLLEAGUES,
    },
    formal: {
      opening: 'This summary presents {work}{published}.',
      questions: q(
        'The study addresses the following problem.',
        'The authors’ approach is as follows.',
        'The study draws on the following data.',
        'The principal findings are as follows.',
        'The authors draw the following conclusions.',
        'The authors note the following limitations.',
      ),
      closing: 'This concludes the summary; the full citation is shown on screen.',
      ...EN_COLLEAGUES,
    },
    informal: {
      opening: 'So, here’s a paper worth a look: {work}.',
      questions: q(
        'So what’s the problem?',
        'So what did they actually do?',
        'What did they work with?',
        'Okay, and did it work?',
        'So what?',
        'Any catch?',
      ),
      closing: 'That’s it for this one. The full reference is on screen, thanks for watching!',
      ...EN_COLLEAGUES,
    },
  },
  podcast: {
    explainer: {
      opening: 'Welcome to the show. Today we unpack {work}{published}.',
      questions: q(
        'First, why does this matter?',
        'Next, what did the authors actually do?',
        'What did they work with?',
        'Now, the part you’ve been waiting for: what did they find?',
        'So, what does it all mean?',
        'And where are the limits?',
      ),
      recap: 'If you remember one thing from this episode, make it this.',
      closing: 'That’s the paper in brief. Thanks for listening, and see you next episode.',
      ...EN_COLLEAGUES,
    },
    fun: {
      opening: 'Hey everyone, welcome back! Today: {work}!',
      teaser: 'Today’s episode starts with a result that’s worth your time.',
      bridge: 'So how did {authors} get there? Let’s find out.',
      questions: q(
        'Okay, first things first: why bother?',
        'So what’s the trick?',
        'And what did they test it on?',
        'Drumroll, please: did it work?',
        'Why should you care?',
        'What’s the catch?',
      ),
      recap: 'The one thing to remember?',
      closing: 'That’s our episode! Keep asking questions, and catch you next time!',
      ...EN_COLLEAGUES,
    },
    formal: {
      opening: 'Welcome to this episode, which discusses {work}{published}.',
      questions: q(
        'We begin with the problem the study addresses.',
        'We turn now to the authors’ approach.',
        'The study draws on the following data.',
        'We come now to the principal findings.',
        'Finally, the authors’ conclusions.',
        'The authors also note limitations.',
      ),
      recap: 'To restate the principal finding.',
      closing: 'Thank you for listening to this episode.',
      ...EN_COLLEAGUES,
    },
    informal: {
      opening: 'Hey, thanks for tuning in. Today we’re chatting about {work}.',
      questions: q(
        'So, what’s the problem here?',
        'So what did they actually do?',
        'What did they work with?',
        'Alright, did it work?',
        'So what does it mean?',
        'Any catch?',
      ),
      recap: 'So, the one thing to take away?',
      closing: 'That’s all for today. Talk soon!',
      ...EN_COLLEAGUES,
    },
  },
};

/** One neutral set per language, video and podcast openings and closings apart. */
interface NeutralFraming {
  video: { opening: string; closing: string };
  podcast: { opening: string; closing: string };
  questions: Record<Role, string>;
  colleagues: string;
  and: string;
}

const NEUTRAL_FRAMING: Record<string, NeutralFraming> = {
  de: {
    video: {
      opening: 'Dieses Video stellt die Arbeit „{title}“ von {authors} vor.',
      closing: 'Das war die Arbeit „{title}“; die vollständige Quelle steht im Bild.',
    },
    podcast: { opening: 'Willkommen! Heute sprechen wir über die Arbeit „{title}“ von {authors}.', closing: 'Danke fürs Zuhören!' },
    questions: q(
      'Worum geht es?',
      'Was haben die Autoren gemacht?',
      'Mit welchen Daten?',
      'Was haben sie herausgefunden?',
      'Was bedeutet das?',
      'Wo liegen die Grenzen?',
    ),
    colleagues: 'und Kollegen',
    and: 'und',
  },
  fr: {
    video: {
      opening: 'Cette vidéo présente l’article « {title} » de {authors}.',
      closing: 'C’était l’article « {title} » ; la référence complète est à l’écran.',
    },
    podcast: {
      opening: 'Bienvenue ! Aujourd’hui, nous parlons de l’article « {title} » de {authors}.',
      closing: 'Merci de votre écoute !',
    },
    questions: q(
      'Quel est le problème ?',
      'Qu’ont fait les auteurs ?',
      'Avec quelles données ?',
      'Qu’ont-ils trouvé ?',
      'Qu’est-ce que cela signifie ?',
      'Quelles sont les limites ?',
    ),
    colleagues: 'et ses collègues',
    and: 'et',
  },
  es: {
    video: {
      opening: 'Este vídeo presenta el artículo «{title}», de {authors}.',
      closing: 'Este fue el artículo «{title}»; la referencia completa aparece en pantalla.',
    },
    podcast: { opening: '¡Bienvenidos! Hoy hablamos del artículo «{title}», de {authors}.', closing: '¡Gracias por escuchar!' },
    questions: q(
      '¿Cuál es el problema?',
      '¿Qué hicieron los autores?',
      '¿Con qué datos?',
      '¿Qué encontraron?',
      '¿Qué significa esto?',
      '¿Cuáles son los límites?',
    ),
    colleagues: 'y colaboradores',
    and: 'y',
  },
  it: {
    video: {
      opening: 'Questo video presenta l’articolo «{title}» di {authors}.',
      closing: 'Questo era l’articolo «{title}»; il riferimento completo è sullo schermo.',
    },
    podcast: { opening: 'Benvenuti! Oggi parliamo dell’articolo «{title}» di {authors}.', closing: 'Grazie per l’ascolto!' },
    questions: q(
      'Qual è il problema?',
      'Che cosa hanno fatto gli autori?',
      'Con quali dati?',
      'Che cosa hanno scoperto?',
      'Che cosa significa?',
      'Quali sono i limiti?',
    ),
    colleagues: 'e colleghi',
    and: 'e',
  },
  pt: {
    video: {
      opening: 'Este vídeo apresenta o artigo «{title}», de {authors}.',
      closing: 'Este foi o artigo «{title}»; a referência completa está no ecrã.',
    },
    podcast: { opening: 'Bem-vindos! Hoje falamos do artigo «{title}», de {authors}.', closing: 'Obrigado por ouvir!' },
    questions: q(
      'Qual é o problema?',
      'O que fizeram os autores?',
      'Com que dados?',
      'O que descobriram?',
      'O que significa isto?',
      'Quais são os limites?',
    ),
    colleagues: 'e colegas',
    and: 'e',
  },
  nl: {
    video: {
      opening: 'Deze video bespreekt het artikel ‘{title}’ van {authors}.',
      closing: 'Dat was het artikel ‘{title}’; de volledige bron staat in beeld.',
    },
    podcast: { opening: 'Welkom! Vandaag bespreken we het artikel ‘{title}’ van {authors}.', closing: 'Bedankt voor het luisteren!' },
    questions: q(
      'Wat is het probleem?',
      'Wat hebben de auteurs gedaan?',
      'Met welke gegevens?',
      'Wat vonden ze?',
      'Wat betekent dit?',
      'Wat zijn de beperkingen?',
    ),
    colleagues: 'en collega’s',
    and: 'en',
  },
};

/** Languages that get framing sentences; every other language gets none. */
export const FRAMED_LANGUAGES: readonly string[] = ['en', ...Object.keys(NEUTRAL_FRAMING)];

/** The framing set for a language, genre and script type, or null when the language has none. */
export function framingFor(language: string, genre: ScriptGenre, type: ScriptType): FramingSet | null {
  if (language === 'en') return ENGLISH_FRAMING[type][genre];
  const neutral = NEUTRAL_FRAMING[language];
  if (!neutral) return null;
  return {
    opening: neutral[type].opening,
    closing: neutral[type].closing,
    questions: neutral.questions,
    colleagues: neutral.colleagues,
    and: neutral.and,
  };
}

export interface FramingValues {
  title: string;
  authors: string;
  work: string;
  published: string;
}

export function fill(template: string, values: FramingValues): string {
  return template
    .replace(/\{title\}/g, values.title)
    .replace(/\{authors\}/g, values.authors)
    .replace(/\{work\}/g, values.work)
    .replace(/\{published\}/g, values.published);
}

/** Longest title a narrator says in full (words); a longer one is on the title card instead. */
export const MAX_SPOKEN_TITLE_WORDS = 12;

/** A group that signs a paper ('Paperlight Research', 'the GBD 2019 Collaborators'): said whole, never by its last word. */
const GROUP_AUTHOR =
  /\b(?:research|group|consortium|collaborat(?:ion|ors|ive)|institute|team|committee|network|society|association|initiative|project|laborator(?:y|ies)|lab|university|foundation|council|cent(?:re|er)|alliance|investigators|organi[sz]ation|agency|ministry|department)\b/i;

/** "Cohan and colleagues", "Brooks and Miller", "Paperlight Research", "the authors" when nobody is named. */
export function authorPhrase(authors: string[], set: Pick<FramingSet, 'colleagues' | 'and'> | null): string {
  const surname = (name: string) =>
    GROUP_AUTHOR.test(name)
      ? name.trim()
      : name
          .trim()
          .split(/\s+/)
          .pop()!
          .replace(/[*,.\d†‡]+$/g, '');
  const names = authors.map(surname).filter((n) => n.length > 1);
  if (names.length === 0) return 'the authors';
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} ${set?.and ?? 'and'} ${names[1]}`;
  return `${names[0]} ${set?.colleagues ?? 'and colleagues'}`;
}

/** A title's part before a colon that names a kind of article, not the work ("Review: …"). */
const GENRE_HEAD =
  /^(?:a\s+)?(?:(?:systematic\s+|narrative\s+|scoping\s+)?review|editorial|commentary|correspondence|letter|perspective|viewpoint|opinion|essay|(?:original\s+|research\s+)?article|case\s+report|erratum|corrigendum|research)$/i;

/**
 * The title a narrator says: without its parentheses ("wheat (Triticum aestivum L.) following …")
 * and, where a colon or a spaced dash sets a subtitle apart, the part before it ("SPECTER", "USA aid
 * policy and induced abortion in sub-Saharan Africa"). Never cut at a comma: a comma in a title
 * mostly lists what the paper covers, and "Morbidity and mortality in homeless individuals" alone
 * misquoted a paper on four groups.
 */
export function spokenTitle(title: string): string {
  const clean = title
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const [head, ...rest] = clean.split(/\s*:\s+|\s+[—–-]\s+/);
  const main = head!.trim();
  if (main.length === 0) return clean;
  if (GENRE_HEAD.test(main) && rest[0]) return rest[0].trim();
  return main;
}
