// The three audio samples as the api answers them (copied from apps/api/samples/ai-audio; a package imports nothing from apps/).
import type { AudioSampleResponse } from '@paperlight/api-client';

type AudioSample = AudioSampleResponse['data'];

export const API_URL = 'https://api.example.test';

export const medicine: AudioSample = {
  paperTitle:
    'Morbidity and mortality in homeless individuals, prisoners, sex workers, and individuals with substance use disorders in high-income countries: a systematic review and meta-analysis',
  uploadType: 'full_paper',
  translateToLanguage: 'en',
  language: 'en',
  voice: 'female',
  source: {
    authors:
      'Robert W Aldridge, Alistair Story, Stephen W Hwang, Merete Nordentoft, Serena A Luchenski, Greg Hartwell, Emily J Tweed, Dan Lewer, Srinivasa Vittal Katikireddi, Andrew C Hayward',
    venue: 'The Lancet 391: 241–50, 2018',
    doi: '10.1016/S0140-6736(17)31869-X',
    licence: 'CC BY 4.0',
    note: "Abridged: a selection of the paper's own sentences, read by eSpeak NG.",
  },
  translated: {
    fullPaper: {
      sections: [
        {
          section: 'Introduction',
          section_key: 'introduction',
          text: 'Inclusion health is a research, service, and policy agenda that aims to prevent and redress health and social inequities among people in extremely poor health due to poverty, marginalisation, and multimorbidity. The association between socioeconomic status and health outcomes is well established. However, these commonly observed social gradients in health do not capture the full extent of health inequities for individuals who experience considerable social exclusion. Our systematic review therefore aims to examine mortality and morbidity in homeless populations, prisoners, sex workers, and individuals with substance use disorders, who experience considerable exclusion.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-01-introduction.m4a',
          startAt: 0,
          duration: 42.2,
        },
        {
          section: 'Methods',
          section_key: 'methods',
          text: 'For this systematic review and meta-analysis, we searched the Cochrane Library, MEDLINE, and Embase for articles published between Jan 1, 2005, and Oct 1, 2015. We included systematic reviews, meta-analyses, interventional studies, and observational studies that had morbidity and mortality outcomes, were published in English, and were done in high-income countries. Primary outcomes were measures of morbidity, prevalence or incidence, and mortality, standardised mortality ratios and mortality rates. Summary estimates were calculated using a random effects model.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-02-methods.m4a',
          startAt: 0,
          duration: 37.8,
        },
        {
          section: 'Results',
          section_key: 'results',
          text: 'We identified 7946 articles, of which 337 studies were included for analysis. The studies were from 38 countries. Populations with substance use disorders were the most studied subgroup, followed by prisoners, homeless populations, and sex workers. All-cause standardised mortality ratios were significantly increased in 91 of 92 extracted datapoints, and were 11.86 in female individuals and 7.88 in men. Estimates were highest for deaths due to injury, poisoning, and other external causes, in both men and women.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-03-results.m4a',
          startAt: 0,
          duration: 38.9,
        },
        {
          section: 'Discussion',
          section_key: 'discussion',
          text: 'The excess mortality associated with considerable social exclusion is extreme. By comparison, mortality rates for individuals aged 15 to 64 years in the most deprived areas of England and Wales are 2.8 times higher than those in the least deprived areas for male individuals and 2.1 times higher for female individuals. The available body of evidence is largest for infectious diseases. Of the four inclusion health populations considered, sex workers were the least well investigated, which should be addressed as a matter of priority in future research.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-04-discussion.m4a',
          startAt: 0,
          duration: 34.7,
        },
        {
          section: 'Interpretation',
          section_key: 'interpretation',
          text: 'Our study shows that homeless populations, individuals with substance use disorders, sex workers, and imprisoned individuals experience extreme health inequities across a wide range of health conditions, with the relative effect of exclusion being greater in female individuals than male individuals. The extreme health inequity identified demands intensive cross-sectoral policy and service action to prevent exclusion and improve health outcomes in individuals who are already marginalised.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-05-interpretation.m4a',
          startAt: 0,
          duration: 30.1,
        },
      ],
    },
    summary: {
      sections: [],
      sectionAudio: [],
    },
  },
  original: {
    fullPaper: {
      sections: [
        {
          section: 'Introduction',
          section_key: 'introduction',
          text: 'Inclusion health is a research, service, and policy agenda that aims to prevent and redress health and social inequities among people in extremely poor health due to poverty, marginalisation, and multimorbidity. The association between socioeconomic status and health outcomes is well established. However, these commonly observed social gradients in health do not capture the full extent of health inequities for individuals who experience considerable social exclusion. Our systematic review therefore aims to examine mortality and morbidity in homeless populations, prisoners, sex workers, and individuals with substance use disorders, who experience considerable exclusion.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-01-introduction.m4a',
          startAt: 0,
          duration: 42.2,
        },
        {
          section: 'Methods',
          section_key: 'methods',
          text: 'For this systematic review and meta-analysis, we searched the Cochrane Library, MEDLINE, and Embase for articles published between Jan 1, 2005, and Oct 1, 2015. We included systematic reviews, meta-analyses, interventional studies, and observational studies that had morbidity and mortality outcomes, were published in English, and were done in high-income countries. Primary outcomes were measures of morbidity, prevalence or incidence, and mortality, standardised mortality ratios and mortality rates. Summary estimates were calculated using a random effects model.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-02-methods.m4a',
          startAt: 0,
          duration: 37.8,
        },
        {
          section: 'Results',
          section_key: 'results',
          text: 'We identified 7946 articles, of which 337 studies were included for analysis. The studies were from 38 countries. Populations with substance use disorders were the most studied subgroup, followed by prisoners, homeless populations, and sex workers. All-cause standardised mortality ratios were significantly increased in 91 of 92 extracted datapoints, and were 11.86 in female individuals and 7.88 in men. Estimates were highest for deaths due to injury, poisoning, and other external causes, in both men and women.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-03-results.m4a',
          startAt: 0,
          duration: 38.9,
        },
        {
          section: 'Discussion',
          section_key: 'discussion',
          text: 'The excess mortality associated with considerable social exclusion is extreme. By comparison, mortality rates for individuals aged 15 to 64 years in the most deprived areas of England and Wales are 2.8 times higher than those in the least deprived areas for male individuals and 2.1 times higher for female individuals. The available body of evidence is largest for infectious diseases. Of the four inclusion health populations considered, sex workers were the least well investigated, which should be addressed as a matter of priority in future research.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-04-discussion.m4a',
          startAt: 0,
          duration: 34.7,
        },
        {
          section: 'Interpretation',
          section_key: 'interpretation',
          text: 'Our study shows that homeless populations, individuals with substance use disorders, sex workers, and imprisoned individuals experience extreme health inequities across a wide range of health conditions, with the relative effect of exclusion being greater in female individuals than male individuals. The extreme health inequity identified demands intensive cross-sectoral policy and service action to prevent exclusion and improve health outcomes in individuals who are already marginalised.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/medicine-full-05-interpretation.m4a',
          startAt: 0,
          duration: 30.1,
        },
      ],
    },
    summary: {
      sections: [],
      sectionAudio: [],
    },
  },
};

export const healthScience: AudioSample = {
  paperTitle: 'USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy',
  uploadType: 'summary',
  translateToLanguage: 'de',
  language: 'en',
  voice: 'female',
  source: {
    authors: 'Nina Brooks, Eran Bendavid, Grant Miller',
    venue: 'The Lancet Global Health 7: e1046–53, 2019',
    doi: '10.1016/S2214-109X(19)30267-0',
    licence: 'CC BY 4.0',
    note: 'Summary written from the paper for this demo; German translation by the Paperlight team; read by eSpeak NG.',
  },
  translated: {
    fullPaper: {
      sections: [],
    },
    summary: {
      sections: [
        {
          section: 'Hintergrund',
          section_key: 'background',
          text: 'Die Mexico-City-Politik verbietet US-Auslandshilfe für jede Organisation, die Abtreibungen durchführt oder dazu berät. Viele der betroffenen Organisationen bieten auch moderne Verhütungsmittel an. Schränkt die Politik diese Versorgung ein, könnte sie unbeabsichtigt zu mehr Abtreibungen führen.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-01-background.m4a',
          startAt: 0,
          duration: 18.7,
        },
        {
          section: 'Methoden',
          section_key: 'methods',
          text: 'Die Autoren verfolgten Frauen in 26 Ländern Afrikas südlich der Sahara über drei US-Regierungen hinweg. Sie verknüpften Daten zu Schwangerschaften und Abtreibungen von 743.691 Frauen mit Länderdaten zur Verhütung und zur Entwicklungshilfe für Familienplanung und verglichen Länder mit hoher und niedriger Abhängigkeit von dieser Hilfe vor, während und nach der Geltung der Politik.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-02-methods.m4a',
          startAt: 0,
          duration: 27,
        },
        {
          section: 'Ergebnisse',
          section_key: 'findings',
          text: 'Solange die Politik galt, von 2001 bis 2008, stieg die Abtreibungsrate in stark betroffenen Ländern um 4,8 Abtreibungen je 10.000 Frauenjahre, ein Anstieg um etwa 40 Prozent. Die Nutzung moderner Verhütungsmittel sank um 3,15 Prozentpunkte, und die Zahl der Schwangerschaften stieg um 3,2 Prozentpunkte.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-03-findings.m4a',
          startAt: 0,
          duration: 23.3,
        },
        {
          section: 'Interpretation',
          section_key: 'interpretation',
          text: 'Werden US-Hilfen für Organisationen der Familienplanung gekürzt, nehmen Abtreibungen in den am stärksten betroffenen Ländern Afrikas südlich der Sahara zu, also das Gegenteil des erklärten Ziels der Politik.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-04-interpretation.m4a',
          startAt: 0,
          duration: 13.5,
        },
        {
          section: 'Wichtigste Erkenntnisse',
          section_key: 'key_takeaways',
          text: 'Die Politik strich Mittel für Organisationen, die auch Verhütungsmittel anbieten.\nIn stark betroffenen Ländern stiegen die Abtreibungen während der Geltung der Politik um etwa 40 Prozent.\nIm selben Zeitraum sank die Nutzung von Verhütungsmitteln, und die Schwangerschaften nahmen zu.\nKürzungen bei der Familienplanung können genau das fördern, was sie verhindern sollen.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-05-key-takeaways.m4a',
          startAt: 0,
          duration: 22.5,
        },
      ],
      sectionAudio: [
        {
          section_key: 'background',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-01-background.m4a',
          duration: 18.7,
        },
        {
          section_key: 'methods',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-02-methods.m4a',
          duration: 27,
        },
        {
          section_key: 'findings',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-03-findings.m4a',
          duration: 23.3,
        },
        {
          section_key: 'interpretation',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-04-interpretation.m4a',
          duration: 13.5,
        },
        {
          section_key: 'key_takeaways',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/health-science-summary-05-key-takeaways.m4a',
          duration: 22.5,
        },
      ],
    },
  },
  original: {
    fullPaper: {
      sections: [],
    },
    summary: {
      sections: [
        {
          section: 'Background',
          section_key: 'background',
          text: 'The Mexico City Policy prohibits US foreign assistance to any organisation that performs or provides counselling on abortion. Many of the affected organisations also supply modern contraception. If the policy reduces their ability to do so, it could have the unintended consequence of increasing abortion rates.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Methods',
          section_key: 'methods',
          text: 'The authors followed women in 26 countries of sub-Saharan Africa across three US administrations. They combined data on pregnancies and abortions from 743,691 women with country data on contraceptive use and on aid for family planning, and compared countries with high and low exposure to the policy before, during and after it was in effect.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Findings',
          section_key: 'findings',
          text: 'While the policy was in effect, from 2001 to 2008, abortion rates in highly exposed countries rose by 4.8 abortions per 10,000 woman-years, an increase of about 40 percent. Use of modern contraception fell by 3.15 percentage points and pregnancies rose by 3.2 percentage points.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Interpretation',
          section_key: 'interpretation',
          text: "Curbing US assistance to family planning organisations increases the prevalence of abortion in the sub-Saharan African countries most affected by the policy, the opposite of the policy's stated aim.",
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Key takeaways',
          section_key: 'key_takeaways',
          text: 'The policy cut funding to organisations that also provide contraception.\nAbortions rose by about 40 percent in highly exposed countries while the policy applied.\nContraceptive use fell and pregnancies rose in the same period.\nRestricting family planning aid can increase the very outcome it aims to prevent.',
          audioUrl: null,
          startAt: null,
        },
      ],
      sectionAudio: [],
    },
  },
};

export const physicalScience: AudioSample = {
  paperTitle: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
  uploadType: 'both',
  translateToLanguage: 'es',
  language: 'en',
  voice: 'female',
  source: {
    authors: 'Kayla Thomason, Md Ali Babar, John E. Erickson, Michael Mulvaney, Chris Beecher, Greg MacDonald',
    venue: 'PLOS ONE 13(6): e0197919, 2018',
    doi: '10.1371/journal.pone.0197919',
    licence: 'CC BY 4.0',
    note: "Full paper abridged from the paper's own sentences; summary written from the paper; Spanish translation by the Paperlight team; read by eSpeak NG.",
  },
  translated: {
    fullPaper: {
      sections: [
        {
          section: 'Resumen',
          section_key: 'abstract',
          text: 'La mejora genética de la tolerancia al estrés requiere comprender bien los procesos bioquímicos implicados en los distintos mecanismos fisiológicos y su relación con diferentes rasgos. El objetivo de este estudio fue demostrar la variabilidad genética de los niveles metabólicos alterados en un panel de seis genotipos de trigo bajo regímenes de temperatura contrastantes, y cuantificar la correlación entre esos metabolitos y diferentes rasgos.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-full-01-abstract.m4a',
          startAt: 0,
          duration: 26.7,
        },
        {
          section: 'Introducción',
          section_key: 'introduction',
          text: 'El trigo se cultiva en todo el mundo y es uno de los cultivos más importantes para la seguridad alimentaria. Un reto importante para su producción y sus rendimientos es el estrés por altas temperaturas, que se agravará con el aumento de temperatura previsto por el cambio climático. El trigo es más sensible al calor durante la fase reproductiva que durante la fase vegetativa. Las altas temperaturas durante el llenado del grano reducen el rendimiento al disminuir el peso del grano.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-full-02-introduction.m4a',
          startAt: 0,
          duration: 28.9,
        },
        {
          section: 'Materiales y métodos',
          section_key: 'materials_and_methods',
          text: 'Se utilizaron seis genotipos de trigo en un estudio realizado en 2014 y 2015 y repetido en 2015 y 2016. En un experimento en ambiente controlado, se aplicó un estrés térmico de 35 grados de día y 28 grados de noche a partir de los 10 días después de la antesis. Las hojas bandera se recogieron 10 días después del tratamiento térmico para un perfil metabolómico no dirigido, mediante una técnica de cromatografía líquida y espectrometría de masas de alta resolución llamada IROA.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-full-03-materials-and-methods.m4a',
          startAt: 0,
          duration: 33.5,
        },
        {
          section: 'Resultados',
          section_key: 'results',
          text: 'El estrés por altas temperaturas produjo una variación genética significativa en el daño a las membranas celulares y tilacoides, y en los rasgos relacionados con el rendimiento. Dos genotipos, CB202 y CB208, mostraron el menor daño y se mantuvieron fisiológicamente activos durante más tiempo. Sesenta y cuatro metabolitos conocidos se acumularon en niveles 1,5 veces mayores o menores a causa del estrés térmico.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-full-04-results.m4a',
          startAt: 0,
          duration: 28.2,
        },
        {
          section: 'Conclusión',
          section_key: 'conclusion',
          text: 'Los metabolitos que más aumentaron con el calor, como el triptófano, mostraron una correlación negativa con distintos rasgos, mientras que los que más disminuyeron mostraron una correlación positiva. La solidez del cambio metabólico y su relación con los fenotipos convierte a esos metabolitos en buenos candidatos para la mejora asistida por biomarcadores.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-full-05-conclusion.m4a',
          startAt: 0,
          duration: 21.9,
        },
      ],
    },
    summary: {
      sections: [
        {
          section: 'Antecedentes',
          section_key: 'background',
          text: 'El calor después de la floración reduce el rendimiento del trigo, y el calentamiento lo hará más frecuente. Los mejoradores necesitan marcadores que revelen qué plantas toleran el calor.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-01-background.m4a',
          startAt: 0,
          duration: 12.1,
        },
        {
          section: 'Métodos',
          section_key: 'methods',
          text: 'Se cultivaron seis genotipos de trigo con y sin estrés térmico desde los 10 días después de la floración. Sus metabolitos foliares se analizaron por espectrometría de masas y se relacionaron con el daño, el verdor y el rendimiento.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-02-methods.m4a',
          startAt: 0,
          duration: 14.5,
        },
        {
          section: 'Resultados',
          section_key: 'results',
          text: 'El calor dañó la clorofila y las membranas en todos los genotipos, menos en CB202 y CB208. Sesenta y cuatro metabolitos conocidos cambiaron al menos 1,5 veces con el calor.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-03-results.m4a',
          startAt: 0,
          duration: 13.9,
        },
        {
          section: 'Conclusión',
          section_key: 'conclusion',
          text: 'Los metabolitos que aumentaron con el calor acompañaron al daño y a un menor rendimiento; los que disminuyeron, a un mejor rendimiento. Ambos grupos son posibles biomarcadores para obtener trigo tolerante al calor.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-04-conclusion.m4a',
          startAt: 0,
          duration: 13.7,
        },
        {
          section: 'Conclusiones clave',
          section_key: 'key_takeaways',
          text: 'El calor tras la floración reduce el rendimiento del trigo sobre todo por granos más ligeros.\nLos genotipos de verdor persistente CB202 y CB208 resistieron mejor el calor.\nSesenta y cuatro metabolitos variaron al menos 1,5 veces con el estrés térmico.\nLos niveles de metabolitos podrían ayudar a seleccionar trigo tolerante al calor.',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-05-key-takeaways.m4a',
          startAt: 0,
          duration: 23.8,
        },
      ],
      sectionAudio: [
        {
          section_key: 'background',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-01-background.m4a',
          duration: 12.1,
        },
        {
          section_key: 'methods',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-02-methods.m4a',
          duration: 14.5,
        },
        {
          section_key: 'results',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-03-results.m4a',
          duration: 13.9,
        },
        {
          section_key: 'conclusion',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-04-conclusion.m4a',
          duration: 13.7,
        },
        {
          section_key: 'key_takeaways',
          audioUrl: 'https://api.example.test/samples/ai-audio/assets/physical-science-summary-05-key-takeaways.m4a',
          duration: 23.8,
        },
      ],
    },
  },
  original: {
    fullPaper: {
      sections: [
        {
          section: 'Abstract',
          section_key: 'abstract',
          text: 'Genetic improvement for stress tolerance requires a solid understanding of biochemical processes involved with different physiological mechanisms and their relationships with different traits. The objective of this study was to demonstrate genetic variability in altered metabolic levels in a panel of six wheat genotypes in contrasting temperature regimes, and to quantify the correlation between those metabolites with different traits.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Introduction',
          section_key: 'introduction',
          text: 'Wheat is grown globally and is one of the most important food crops for food security. A significant challenge to wheat production and optimal yields is high temperature stress, which will be exacerbated with expected increases in temperature associated with global climate change. Wheat is more sensitive to heat stress during the reproductive phase than the vegetative stage. High temperature during the grain-filling period decreases yield by decreasing kernel weight.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Materials and methods',
          section_key: 'materials_and_methods',
          text: 'Six wheat genotypes were used for the study, which was conducted in 2014 and 2015 and repeated in 2015 and 2016. In a controlled environment experiment, heat stress of 35 degrees by day and 28 degrees by night was initiated 10 days after anthesis. Flag leaves were collected 10 days after heat treatment for untargeted metabolomics profiling, using a liquid chromatography and high resolution mass spectrometry technique called IROA.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Results',
          section_key: 'results',
          text: 'High temperature stress produced significant genetic variation for cell and thylakoid membrane damage, and for yield related traits. Two genotypes, CB202 and CB208, showed the least damage and remained physiologically active for longer. Sixty-four known metabolites accumulated at 1.5 fold higher or lower levels due to high temperature stress.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Conclusion',
          section_key: 'conclusion',
          text: 'Metabolites that increased the most under heat stress, such as tryptophan, showed negative correlation with different traits, while metabolites that decreased the most showed positive correlation. The robustness of metabolic change and their relationship with phenotypes renders those metabolites good candidates for biomarker assisted breeding.',
          audioUrl: null,
          startAt: null,
        },
      ],
    },
    summary: {
      sections: [
        {
          section: 'Background',
          section_key: 'background',
          text: 'Heat after flowering cuts wheat yields, and warming will make it more common. Breeders need markers that reveal which plants tolerate heat.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Methods',
          section_key: 'methods',
          text: 'Six wheat genotypes were grown with and without heat stress from 10 days after flowering. Their leaf metabolites were profiled by mass spectrometry and related to damage, greenness and yield.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Results',
          section_key: 'results',
          text: 'Heat damaged chlorophyll and membranes in every genotype, least in CB202 and CB208. Sixty-four known metabolites changed by at least 1.5 fold under heat.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Conclusion',
          section_key: 'conclusion',
          text: 'Metabolites that rose under heat tracked damage and lower yield; those that fell tracked better yield. Both groups are candidate biomarkers for breeding heat-tolerant wheat.',
          audioUrl: null,
          startAt: null,
        },
        {
          section: 'Key takeaways',
          section_key: 'key_takeaways',
          text: 'Post-flowering heat reduces wheat yield mainly through lighter grains.\nStay-green genotypes CB202 and CB208 coped best with heat.\nSixty-four metabolites shifted by at least 1.5 fold under heat stress.\nMetabolite levels could help breeders select heat-tolerant wheat.',
          audioUrl: null,
          startAt: null,
        },
      ],
      sectionAudio: [],
    },
  },
};
