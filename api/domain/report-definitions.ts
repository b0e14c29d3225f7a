// The 15 reports (docs/product.md#report-list): names, titles and ordered element names. This is
// the contract between quiz content, scoring, the report pages and the admin overview: a report's
// scores array is indexed by the position of the element in `elements`, and QuizItem.element stores
// that index. Opinion DNA's elements are in the 12/24/12 order of
// docs/product.md#opinion-dna-elements; why the other names are these: docs/decisions.md#reports.
//
// UserReport.scores (written only by the report module, recomputed from the user's votes after
// every vote on a quiz opinion) holds one score per ANSWERED element, in element order, without
// the unanswered ones (docs/product.md#scoring: no score, so the array has the wrong length and
// the card shows its placeholder). Only a complete array (length === elements.length) can be read per
// element, so population averages and per-element range filters use complete reports only.
// Quiz slugs are the long names below (/q/opinion-dna, /q/big-five-ocean, /q/woke, ...).

export const REPORT_NAMES = [
  'mac',
  'bigfive',
  'woke',
  'religiosity',
  'sexuality',
  'equalitarianism',
  'ir',
  'fem',
  'trans',
  'sixteen',
  'gender',
  'ps',
  'climate',
  'ownership',
  'opiniondna',
] as const;

export type ReportName = (typeof REPORT_NAMES)[number];

export const LEVEL_BANDS = ['VERY LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY HIGH'] as const;
export type LevelBand = (typeof LEVEL_BANDS)[number];

/** Inclusive upper bound of each band on the 0-100 scale (0-20, 21-40, 41-60, 61-80, 81-100). */
export const LEVEL_BAND_UPPER_BOUNDS: Readonly<Record<LevelBand, number>> = {
  'VERY LOW': 20,
  LOW: 40,
  MEDIUM: 60,
  HIGH: 80,
  'VERY HIGH': 100,
};

export type ReportDefinition = {
  readonly name: ReportName;
  /** The long name used in detailed-report URLs and as the quiz slug (docs/product.md#report-list). */
  readonly longName: string;
  readonly title: string;
  /** Ordered element (dimension) names; the scores array follows this order. */
  readonly elements: readonly string[];
  /** Whether the profile card also shows a total (the rounded mean of the element scores). */
  readonly hasTotal: boolean;
};

export const OPINION_DNA_PERSONALITY = [
  'Openness',
  'Conscientiousness',
  'Extraversion',
  'Agreeableness',
  'Neuroticism',
  'Machiavellianism',
  'Narcissism',
  'Psychopathy',
  'Emotional Reappraisal',
  'Suppression Tendency',
  'Mortality Concern',
  'Life Satisfaction',
] as const;

export const OPINION_DNA_VALUES = [
  'Care',
  'Fairness',
  'Loyalty',
  'Authority',
  'Purity',
  'Family',
  'Group',
  'Reciprocity',
  'Heroism',
  'Deference',
  'Equity',
  'Property',
  'Power',
  'Achievement',
  'Hedonism',
  'Stimulation',
  'Self-Direction',
  'Universalism',
  'Benevolence',
  'Conformity',
  'Tradition',
  'Security',
  'Social Dominance',
  'Authoritarianism',
] as const;

export const OPINION_DNA_META_THINKING = [
  'Dogmatism',
  'Need for Cognition',
  'Intolerance for Uncertainty',
  'Intellectual Humility',
  'Anthropomorphism',
  'Teleology',
  'Subjective Numeracy',
  'Just World',
  'PW-Alive',
  'PW-Enticing',
  'PW-Safe',
  'PW-Good',
] as const;

/** The three sections of the Opinion DNA core report, with their slice of the 48 elements. */
export const OPINION_DNA_SECTIONS = [
  { title: 'Personality', start: 0, end: 12 },
  { title: 'Values', start: 12, end: 36 },
  { title: 'Meta-Thinking', start: 36, end: 48 },
] as const;

export const REPORT_DEFINITIONS: Readonly<Record<ReportName, ReportDefinition>> = {
  mac: {
    name: 'mac',
    longName: 'morality-as-cooperation',
    title: 'Morality as Cooperation',
    elements: ['Family', 'Group', 'Reciprocity', 'Heroism', 'Deference', 'Fairness', 'Property'],
    hasTotal: false,
  },
  bigfive: {
    name: 'bigfive',
    longName: 'big-five-ocean',
    title: 'Big Five',
    elements: ['Openness', 'Conscientiousness', 'Extraversion', 'Agreeableness', 'Neuroticism'],
    hasTotal: false,
  },
  woke: {
    name: 'woke',
    longName: 'woke',
    title: 'Woke',
    elements: [
      'Systemic Injustice',
      'Identity Salience',
      'Language Policing',
      'Privilege Awareness',
      'Institutional Distrust',
      'Activism',
    ],
    hasTotal: false,
  },
  religiosity: {
    name: 'religiosity',
    longName: 'religiosity',
    title: 'Religiosity',
    elements: ['Belief', 'Practice', 'Experience', 'Knowledge', 'Community', 'Moral Authority'],
    hasTotal: false,
  },
  sexuality: {
    name: 'sexuality',
    longName: 'sexuality',
    title: 'Sexuality',
    elements: ['Sexual Licence', 'Innate Sexuality', 'Sex and Power', 'Relationship', 'Sex and Gender'],
    hasTotal: true,
  },
  equalitarianism: {
    name: 'equalitarianism',
    longName: 'equalitarianism',
    title: 'Equalitarianism',
    elements: ['High vs Low'],
    hasTotal: false,
  },
  ir: {
    name: 'ir',
    longName: 'ir',
    title: 'International Relations',
    elements: ['Liberal vs Realist'],
    hasTotal: false,
  },
  fem: {
    name: 'fem',
    longName: 'fem',
    title: 'Feminism',
    elements: ['Inequality', 'Society', 'Gender Roles', 'Sexual Culture', 'Men'],
    hasTotal: true,
  },
  trans: {
    name: 'trans',
    longName: 'trans',
    title: 'Trans',
    elements: ['Trans Inclusive vs Gender Critical'],
    hasTotal: false,
  },
  sixteen: {
    name: 'sixteen',
    longName: 'sixteen',
    title: 'Sixteen Types',
    elements: [
      'Extravert/Introvert',
      'Sensing/Intuition',
      'Thinking/Feeling',
      'Judging/Perceiving',
    ],
    hasTotal: false,
  },
  gender: {
    name: 'gender',
    longName: 'gender',
    title: 'Gender',
    elements: ['Gender vs Sex', 'Gender Essentialism', 'Gender Roles', 'Transgender Attitudes'],
    hasTotal: true,
  },
  ps: {
    name: 'ps',
    longName: 'ps',
    title: 'Political Spectrum',
    elements: ['Left/Right', 'Libertarian/Authoritarian'],
    hasTotal: false,
  },
  climate: {
    name: 'climate',
    longName: 'climate',
    title: 'Climate',
    elements: [
      'Pessimism',
      'Urgency',
      'Appropriate Response',
      'Personal Commitment',
      'Financial Burden',
    ],
    hasTotal: true,
  },
  ownership: {
    name: 'ownership',
    longName: 'ownership',
    title: 'Ownership',
    elements: [
      'Institutional Faith',
      'Need for Ownership',
      'Equality/Fairness in Ownership',
      'Community Ownership',
      'Revolutionary Tendency',
      'Web3 Optimism',
    ],
    hasTotal: false,
  },
  opiniondna: {
    name: 'opiniondna',
    longName: 'opinion-dna',
    title: 'Opinion DNA',
    elements: [...OPINION_DNA_PERSONALITY, ...OPINION_DNA_VALUES, ...OPINION_DNA_META_THINKING],
    hasTotal: false,
  },
};

export function isReportName(value: string): value is ReportName {
  return (REPORT_NAMES as readonly string[]).includes(value);
}

/**
 * Resolves a detailed-report URL name: the long names (morality-as-cooperation,
 * big-five-ocean, opinion-dna, ...) and the short names are both accepted. Anything else is
 * null (the page shows the "unimplemented" error).
 */
export function resolveReportName(urlName: string): ReportName | null {
  if (isReportName(urlName)) return urlName;
  for (const name of REPORT_NAMES) {
    if (REPORT_DEFINITIONS[name].longName === urlName) return name;
  }
  return null;
}

/** Index of an element in its report's scores array, or -1 when the report has no such element. */
export function elementIndex(report: ReportName, element: string): number {
  return REPORT_DEFINITIONS[report].elements.indexOf(element);
}

/**
 * The two ends of a one-dimension element (docs/product.md#report-list): "A vs B" is high at A;
 * "A/B" between two single words is high at the second (Extravert/Introvert: high = Introvert).
 * Null for an element that names one quality ("Openness", "Equality/Fairness in Ownership").
 */
export function elementPoles(element: string): { low: string; high: string } | null {
  const versus = /^(.+) vs (.+)$/.exec(element);
  if (versus) return { high: versus[1], low: versus[2] };
  const slash = /^(\S+)\/(\S+)$/.exec(element);
  if (slash) return { low: slash[1], high: slash[2] };
  return null;
}
