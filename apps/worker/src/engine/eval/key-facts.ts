/**
 * The evaluation set of issue 14: for each paper of ../shared/papers, five key facts a narration
 * of it must carry — the problem, the method, the data or setting, the main result with its
 * number, the conclusion — written by hand from the papers themselves (read with pdftotext).
 *
 * A fact is carried when every pattern of `all` matches the script's narration (case-insensitive,
 * after numbers are normalised: "4·8" → "4.8", "46.5%" → "46.5 percent"). Alternatives inside a
 * pattern accept the ways a faithful narration may say it; numbers are required where the fact
 * is a number.
 */

export interface KeyFact {
  kind: 'problem' | 'method' | 'data' | 'result' | 'conclusion';
  /** What the fact says, for people reading the bench. */
  fact: string;
  all: RegExp[];
}

export interface PaperFacts {
  /** File name in ../shared/papers. */
  file: string;
  facts: [KeyFact, KeyFact, KeyFact, KeyFact, KeyFact];
}

export const KEY_FACTS: PaperFacts[] = [
  {
    file: 'conference-2col-specter-acl2020.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'Pretrained language models are token/sentence-level and give poor document-level representations of scientific papers.',
        all: [
          /document[- ]level|whole[- ]document|(?:representations?|embeddings?) (?:of|for) (?:scientific )?(?:papers|documents)|paper representations/i,
        ],
      },
      {
        kind: 'method',
        fact: 'SPECTER pretrains a Transformer on the citation graph (citation-informed triplet loss) as a signal of relatedness.',
        all: [
          /citation(?:s|-informed| graph| link)?\b.{0,80}(?:signal|relatedness|triplet|pretrain|objective|supervision)|(?:pretrain|triplet|signal|objective).{0,80}citation/i,
        ],
      },
      {
        kind: 'data',
        fact: 'Evaluated on SciDocs, a new benchmark of seven document-level tasks (plus training on Semantic Scholar citations).',
        all: [/scidocs|seven (?:document-level )?tasks|evaluation (?:benchmark|suite|framework)|semantic scholar|146k|684k/i],
      },
      {
        kind: 'result',
        fact: 'Average 80.0 across tasks, a 3.1-point absolute improvement over the next-best baseline (46.5% higher click-through online).',
        all: [/\b80\.0\b|\b3\.1[- ]point|\b46\.5 percent|\b86\.4\b|\b2\.3 points?|\b83\.8\b|\b84\.5\b|\b94\.8\b|\b53\.9\b/i],
      },
      {
        kind: 'conclusion',
        fact: 'SPECTER substantially outperforms a wide variety of competitive baselines without task-specific fine-tuning; data and model released.',
        all: [/outperform|substantial improvements?|without (?:the need for )?(?:any )?task-specific fine-tuning|release/i],
      },
    ],
  },
  {
    file: 'equations-semeagat-event-detection.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'Event detection needs deep semantic information; syntactic dependency trees miss it (e.g. the misread trigger "War").',
        all: [/event detection|event triggers?|detect(?:ing|s)? events?/i],
      },
      {
        kind: 'method',
        fact: 'SemEAGAT: a semantic-dependency-edge-aware graph attention network with extra multi-head attention.',
        all: [/semantic dependenc(?:y|ies)|edge[- ]aware|graph attention/i],
      },
      {
        kind: 'data',
        fact: 'Experiments on the ACE 2005 corpus (standard event detection benchmark).',
        all: [/\bACE ?2005\b|automatic content extraction/i],
      },
      {
        kind: 'result',
        fact: 'Best precision and F1 (76.8 F1): +0.6 points over HGEED, +1.1 F1 over MOGANED.',
        all: [/\b0\.6 percent|\b1\.1 percent|\b76\.8\b|\b80\.7\b|\b2\.3 percent/i],
      },
      {
        kind: 'conclusion',
        fact: 'Semantic dependency graphs improve event detection, especially precision; future work on other extraction tasks.',
        all: [/(?:effective|effectiveness|better performance|outperform|improv|worthy|precision)/i, /semantic/i],
      },
    ],
  },
  {
    file: 'humanities-ethnoecology-szekely-village-laws.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'How much ecological knowledge did traditional self-governed communities have for managing natural resources sustainably?',
        all: [/(?:traditional|local|indigenous|ethnoecological|ecological) (?:ecological )?knowledge|self-govern/i],
      },
      {
        kind: 'method',
        fact: 'Archival village laws analysed with the DPSIR framework (drivers, pressures, states, impacts, responses).',
        all: [/DPSIR|driving forces|village laws?.{0,60}(?:analy[sz]|stud|examin|regulat)|(?:analy[sz]|stud|examin).{0,60}village laws?/i],
      },
      {
        kind: 'data',
        fact: '72 village laws from 52 Székely villages (16th–19th century), 898 regulations, Transylvania.',
        all: [/seventy-two|\b72\b|\b52 villages|\b898\b|16th|19th|eighteenth|nineteenth|1[6-8]\d\d/i],
      },
      {
        kind: 'result',
        fact: 'Most regulations concerned forests (674), arable lands (562), meadows (448) and pastures (134); at least 71 folk habitat types.',
        all: [
          /\b674\b|\b562\b|\b448\b|\b134\b|\b71\b|seventy-one|(?:forests?|pastures?|meadows?|arable|fallow).{0,120}(?:regulat|prohibit|protect)|(?:regulat|prohibit|protect).{0,120}(?:forests?|pastures?|meadows?|arable|fallow)/i,
        ],
      },
      {
        kind: 'conclusion',
        fact: 'Székelys possessed detailed knowledge of the local ecological system; first explicit mention of ecosystem services (1786).',
        all: [/detailed (?:ecological )?knowledge|possessed .{0,60}knowledge|\b1786\b|first (?:known )?explicit mention/i],
      },
    ],
  },
  {
    file: 'journal-1col-plosone-wheat-heat-stress.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'Heat stress after flowering cuts wheat yield; breeding for tolerance needs the underlying biochemistry.',
        all: [/(?:heat|high[- ]temperature) stress/i, /wheat|yield|tolerance|grain/i],
      },
      {
        kind: 'method',
        fact: 'Untargeted metabolomics (LC-HRMS, IROA) of flag leaves plus physiological and yield traits.',
        all: [/metabolom|metabolite profil|IROA|mass spectrometry|LC-HRMS/i],
      },
      {
        kind: 'data',
        fact: 'Six wheat genotypes in a controlled environment, heat stress from 10 days after anthesis.',
        all: [
          /\bsix (?:wheat )?genotypes|\b6 (?:wheat )?genotypes|controlled environment|10 days after (?:anthesis|heat)|ten days after|panel of .{0,20}genotypes/i,
        ],
      },
      {
        kind: 'result',
        fact: '64 known metabolites changed at least 1.5-fold; tryptophan and pipecolate rose and correlated negatively with traits.',
        all: [/\b64\b|sixty-four|\b1\.5[- ]fold|tryptophan|pipecol|drummondol|anthranilate/i],
      },
      {
        kind: 'conclusion',
        fact: 'These metabolites are candidate biomarkers for breeding heat-tolerant wheat.',
        all: [/bio-?markers?/i],
      },
    ],
  },
  {
    file: 'medicine-lancet-inclusion-health-morbidity-mortality.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'Socially excluded groups (homeless people, prisoners, sex workers, people with substance use disorders) are in extremely poor health.',
        all: [/homeless|prison|sex work|substance use/i, /exclu|marginali[sz]|poor health|inclusion health|inequit|morbidity|mortality/i],
      },
      {
        kind: 'method',
        fact: 'Systematic review and meta-analysis (MEDLINE, Embase, Cochrane; 2005–2015; random-effects).',
        all: [/systematic review|meta-analy|meta analy|MEDLINE|Embase|Cochrane|random[- ]effects/i],
      },
      {
        kind: 'data',
        fact: '337 studies included from 7946 articles, high-income countries.',
        all: [/\b337\b|\b7,?946\b|high-income countries|2,?835 datapoints/i],
      },
      {
        kind: 'result',
        fact: 'All-cause standardised mortality ratios 11.86 in women and 7.88 in men; highest for injury and poisoning.',
        all: [/\b11\.86\b|\b7\.88\b|\b11\.9\b|\b7\.9\b|\b18\.72\b|\b7\.89\b|\b91 of 92\b|\b99 percent/i],
      },
      {
        kind: 'conclusion',
        fact: 'Extreme health inequity, greater in women, demands cross-sectoral policy and service action.',
        all: [
          /extreme (?:health )?inequit|inequit.{0,80}(?:extreme|wide range)|cross-sectoral|greater in female|extreme .{0,40}(?:burden|mortality|excess)|excess mortality/i,
        ],
      },
    ],
  },
  {
    file: 'socialscience-mexico-city-policy-abortion.pdf',
    facts: [
      {
        kind: 'problem',
        fact: 'The Mexico City Policy withholds US aid from organisations that offer abortion, which may cut contraception and so raise abortions.',
        all: [/Mexico City Policy|(?:US|USA|United States).{0,40}(?:aid|assistance|funding)/i, /abortion|contracepti/i],
      },
      {
        kind: 'method',
        fact: 'Difference-in-differences comparing high- and low-exposure countries across policy periods.',
        all: [/differences?[- ]in[- ]differences?|(?:high|low)[- ]exposure|highly exposed|exposure to the policy/i],
      },
      {
        kind: 'data',
        fact: '743,691 women in 26 sub-Saharan African countries, 1995–2014.',
        all: [/\b743,?691\b|\b26 countries|twenty-six|sub-Saharan/i],
      },
      {
        kind: 'result',
        fact: 'Abortion rose by 4.8 per 10,000 woman-years (about 40%); contraception fell 3.15 points, pregnancies rose 3.2 points.',
        all: [/\b4\.8\b|\b40 percent|\b3\.15\b|\b3\.2 percentage|\b13\.5 percent|\b12 percent/i],
      },
      {
        kind: 'conclusion',
        fact: 'Curbing US family-planning aid increases abortion in the most affected countries.',
        all: [/(?:increase[sd]?|rose|rise|more) (?:in )?(?:abortion|abortions)|abortion (?:rates? )?(?:rose|increased|rise)|unintended/i],
      },
    ],
  },
];

/** Normalises narration before matching: Lancet decimals, thin spaces, percent signs. */
export function normaliseForFacts(text: string): string {
  return text
    .replace(/(\d)·(\d)/g, '$1.$2')
    .replace(/(\d)[\u2009\u202f](\d{3})/g, '$1,$2')
    .replace(/(\d)\s*%/g, '$1 percent')
    .replace(/\s+/g, ' ');
}

export interface FactResult {
  kind: KeyFact['kind'];
  carried: boolean;
}

/** Which of a paper's five facts a narration carries. */
export function carriedFacts(narration: string, facts: readonly KeyFact[]): FactResult[] {
  const text = normaliseForFacts(narration);
  return facts.map((f) => ({ kind: f.kind, carried: f.all.every((re) => re.test(text)) }));
}
