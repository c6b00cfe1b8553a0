import type { Sample } from './fixtures';

/** A full-length sample (the api's `global-conflicts`) for stories, copied so the package imports nothing from apps/. */
export const storySample: Sample = {
  question: 'What factors are fuelling global conflicts today?',
  summary:
    "Most research finds that today's armed conflicts are rarely caused by a single factor; they arise where weak states, economic hardship and political exclusion meet, with shocks such as drought or price spikes acting as triggers.\n\nState capacity and poverty stand out in cross-country studies. Comparing civil wars since 1945, Fearon and Laitin found that low income, political instability, rough terrain and large populations predicted insurgency better than ethnic or religious diversity did [4f9f45a023f12e57639f9348e6cce6e3]. Economic opportunity also matters: wars were more likely where rebellion could be financed, for example through dependence on primary commodity exports, and where slow growth made fighting a cheap alternative to work [9ee63dfd7b949f9b890a7add39fa09c7].\n\nGrievances still play a role when they are political rather than simply cultural. Ethnic groups excluded from state power, or recently pushed out of it, are markedly more likely to rebel [4d4467eec5b68fc7247acf3729b24e63]. Exclusion and poor living conditions also explain why conflicts return: countries that emerge from civil war with little political participation and weak economies are the most likely to relapse [575ede24d7d8ab682ee103c03dc26f77].\n\nClimate change is the most debated factor. A meta-analysis of 60 studies linked warmer temperatures and extreme rainfall to more intergroup violence [63d2a9357e08052fa1fce453cb03069c], and Syria's record 2007 to 2010 drought, made more likely by human-caused warming, preceded mass rural migration and the 2011 unrest [7525008c55f0ca3ce78fc60c6476d73f]. Other work finds that climate variability adds little once ethno-political exclusion and economic weakness are accounted for [8cf909a03396987a8df476eb11d6fd3d]. An expert assessment that brought these camps together concluded that climate has affected organised conflict, but that low development and weak state capabilities remain far more influential, with the climate's role expected to grow [bc524861c98a445578a70b584765c24a, 63d2a9357e08052fa1fce453cb03069c, 8cf909a03396987a8df476eb11d6fd3d].\n\nInterstate tensions, great-power rivalry, organised crime and information warfare also shape the current landscape, and they are harder to measure in cross-national data. Taken together, the evidence suggests that preventing conflict depends less on any single issue than on inclusive institutions, economic resilience and the capacity of states to absorb shocks.",
  related_questions: [
    'How strong is the evidence that climate change causes armed conflict?',
    'Why do civil wars often recur after a peace agreement?',
    'Does dependence on natural resources make civil war more likely?',
    'How does political exclusion of ethnic groups lead to rebellion?',
    'What policies reduce the risk of conflict in fragile states?',
  ],
  summary_references: {
    '4f9f45a023f12e57639f9348e6cce6e3': {
      dyson_id: '4f9f45a023f12e57639f9348e6cce6e3',
      title: 'Ethnicity, Insurgency, and Civil War',
      doi: '10.1017/S0003055403000534',
      pubDate: '2003-02',
      year: 2003,
      authors: [
        {
          full_name: 'James D. Fearon',
        },
        {
          full_name: 'David D. Laitin',
        },
      ],
      abstract:
        'Using data on civil wars from 1945 to 1999, the authors find that once per capita income is controlled for, more ethnically or religiously diverse countries were no more likely to experience significant civil violence. The conditions that favour insurgency, including poverty, political instability, rough terrain and large populations, better explain which countries have civil wars.',
    },
    '9ee63dfd7b949f9b890a7add39fa09c7': {
      dyson_id: '9ee63dfd7b949f9b890a7add39fa09c7',
      title: 'Greed and grievance in civil war',
      doi: '10.1093/oep/gpf064',
      pubDate: '2004-10',
      year: 2004,
      authors: [
        {
          full_name: 'Paul Collier',
        },
        {
          full_name: 'Anke Hoeffler',
        },
      ],
      abstract:
        'A model of civil war onset from 1960 to 1999 compares explanations based on grievance with those based on the opportunity for rebellion. Economic opportunity factors, such as dependence on primary commodity exports, low income and slow growth, and a large diaspora, have considerably more explanatory power than measures of grievance such as inequality, political rights or ethnic and religious fractionalisation.',
    },
    '4d4467eec5b68fc7247acf3729b24e63': {
      dyson_id: '4d4467eec5b68fc7247acf3729b24e63',
      title: 'Why Do Ethnic Groups Rebel? New Data and Analysis',
      doi: '10.1017/S0043887109990219',
      pubDate: '2010-01',
      year: 2010,
      authors: [
        {
          full_name: 'Lars-Erik Cederman',
        },
        {
          full_name: 'Andreas Wimmer',
        },
        {
          full_name: 'Brian Min',
        },
      ],
      abstract:
        'Introducing the Ethnic Power Relations data set, the article measures access to state power for politically relevant ethnic groups worldwide since 1946. Groups excluded from state power, those that recently lost power, and groups in fragmented power-sharing arrangements are significantly more likely to be involved in armed rebellion, supporting a configurational view of ethnic politics.',
    },
    '63d2a9357e08052fa1fce453cb03069c': {
      dyson_id: '63d2a9357e08052fa1fce453cb03069c',
      title: 'Quantifying the Influence of Climate on Human Conflict',
      doi: '10.1126/science.1235367',
      pubDate: '2013-09-13',
      year: 2013,
      authors: [
        {
          full_name: 'Solomon M. Hsiang',
        },
        {
          full_name: 'Marshall Burke',
        },
        {
          full_name: 'Edward Miguel',
        },
      ],
      abstract:
        'A meta-analysis of 60 quantitative studies finds strong causal evidence linking climatic events to human conflict across spatial scales and regions of the world. Each one standard deviation change towards warmer temperatures or more extreme rainfall increases the frequency of interpersonal violence by about 4% and intergroup conflict by about 14%.',
    },
    '8cf909a03396987a8df476eb11d6fd3d': {
      dyson_id: '8cf909a03396987a8df476eb11d6fd3d',
      title: 'Climate not to blame for African civil wars',
      doi: '10.1073/pnas.1005739107',
      pubDate: '2010-09',
      year: 2010,
      authors: [
        {
          full_name: 'Halvard Buhaug',
        },
      ],
      abstract:
        'Re-examining claims that warming increases the risk of civil war in sub-Saharan Africa, the study finds that climate variability is a poor predictor of armed conflict when a range of definitions and model specifications are used. African civil wars are better explained by generic contextual conditions: ethno-political exclusion, poor national economies and the legacy of the Cold War.',
    },
    bc524861c98a445578a70b584765c24a: {
      dyson_id: 'bc524861c98a445578a70b584765c24a',
      title: 'Climate as a risk factor for armed conflict',
      doi: '10.1038/s41586-019-1300-6',
      pubDate: '2019-07',
      year: 2019,
      authors: [
        {
          full_name: 'Katharine J. Mach',
        },
        {
          full_name: 'Caroline M. Kraan',
        },
        {
          full_name: 'W. Neil Adger',
        },
        {
          full_name: 'Halvard Buhaug',
        },
        {
          full_name: 'Marshall Burke',
        },
        {
          full_name: 'James D. Fearon',
        },
        {
          full_name: 'Christopher B. Field',
        },
        {
          full_name: 'Cullen S. Hendrix',
        },
        {
          full_name: 'Jean-Francois Maystadt',
        },
        {
          full_name: 'John O’Loughlin',
        },
        {
          full_name: 'Philip Roessler',
        },
        {
          full_name: 'Jürgen Scheffran',
        },
        {
          full_name: 'Kenneth A. Schultz',
        },
        {
          full_name: 'Nina von Uexkull',
        },
      ],
      abstract:
        'An expert elicitation of scholars from several disciplines finds agreement that climate has affected organised armed conflict within countries, but that other drivers, such as low socioeconomic development and low state capabilities, are judged substantially more influential. Experts expect the role of climate to grow with future warming.',
    },
    '7525008c55f0ca3ce78fc60c6476d73f': {
      dyson_id: '7525008c55f0ca3ce78fc60c6476d73f',
      title: 'Climate change in the Fertile Crescent and implications of the recent Syrian drought',
      doi: '10.1073/pnas.1421533112',
      pubDate: '2015-03',
      year: 2015,
      authors: [
        {
          full_name: 'Colin P. Kelley',
        },
        {
          full_name: 'Shahrzad Mohtadi',
        },
        {
          full_name: 'Mark A. Cane',
        },
        {
          full_name: 'Richard Seager',
        },
        {
          full_name: 'Yochanan Kushnir',
        },
      ],
      abstract:
        'The 2007 to 2010 drought in Syria was the worst in the instrumental record and caused widespread crop failure and mass migration of farming families to urban centres. The authors argue that human-caused drying made a drought of that severity two to three times more likely, and that the drought, alongside other factors, contributed to the unrest that began in 2011.',
    },
    '575ede24d7d8ab682ee103c03dc26f77': {
      dyson_id: '575ede24d7d8ab682ee103c03dc26f77',
      title: 'Does Conflict Beget Conflict? Explaining Recurring Civil War',
      doi: '10.1177/0022343304043775',
      pubDate: '2004-05',
      year: 2004,
      authors: [
        {
          full_name: 'Barbara F. Walter',
        },
      ],
      abstract:
        'Analysing civil wars from 1945 to 1996, the study finds that a previous war is not in itself the main predictor of renewed fighting. Civil wars are more likely to recur where living conditions are poor and citizens have little access to political participation, which makes joining a rebel army relatively attractive.',
    },
  },
};
