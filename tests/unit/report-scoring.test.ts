// Scoring rules (docs/product.md#scoring) at their boundaries, plus a scoring vector
// for every one of the 15 reports.
import { describe, expect, it } from 'vitest';
import { quizSlugFromPath } from '../../api/domain/quiz-slug.ts';
import { quizSlugFromPathname } from '../../client/pages/quiz/quiz-slug.ts';
import {
  OPINION_DNA_SECTIONS,
  REPORT_DEFINITIONS,
  REPORT_NAMES,
  elementPoles,
  resolveReportName,
  type ReportName,
} from '../../api/domain/report-definitions.ts';
import {
  answerPoints,
  climateClass,
  completionPercent,
  elementScore,
  hasReportLength,
  levelBand,
  placeholderScores,
  reportScores,
  reportTotal,
  scoreElements,
  sixteenTypeCode,
  type ScoredAnswer,
} from '../../api/domain/report-scoring.ts';

describe('answer points', () => {
  it('gives 4 for Strongly Agree on a +1 item and 0 for Strongly Disagree', () => {
    expect([1, 2, 3, 4, 5].map((rating) => answerPoints(1, rating))).toEqual([4, 3, 2, 1, 0]);
  });
  it('reverses on -1 items', () => {
    expect([1, 2, 3, 4, 5].map((rating) => answerPoints(-1, rating))).toEqual([0, 1, 2, 3, 4]);
  });
  it('refuses ratings outside 1..5', () => {
    expect(() => answerPoints(1, 0)).toThrow(RangeError);
    expect(() => answerPoints(1, 6)).toThrow(RangeError);
    expect(() => answerPoints(-1, 2.5)).toThrow(RangeError);
  });
});

describe('element score', () => {
  it('is round(100 x mean / 4)', () => {
    expect(elementScore([4])).toBe(100);
    expect(elementScore([0])).toBe(0);
    expect(elementScore([2])).toBe(50);
    expect(elementScore([4, 3])).toBe(88); // 87.5 rounds up
    expect(elementScore([1, 0, 0])).toBe(8); // 8.33
    expect(elementScore([3, 3, 2])).toBe(67); // 66.67
  });
  it('has no score without answers', () => {
    expect(elementScore([])).toBeNull();
  });
  it('mixes both directions of one element', () => {
    // Agree with a +1 item (3) and disagree with a -1 item (3): 75.
    expect(scoreElements(1, [{ element: 0, direction: 1, rating: 2 }, { element: 0, direction: -1, rating: 4 }])).toEqual([75]);
  });
  it('ignores answers keyed outside the report', () => {
    expect(scoreElements(2, [{ element: 2, direction: 1, rating: 1 }, { element: -1, direction: 1, rating: 1 }])).toEqual([null, null]);
  });
});

describe('report arrays and the placeholder rule', () => {
  it('has the report length only when every element is answered', () => {
    const answers: ScoredAnswer[] = [0, 1, 2, 3, 4].map((element) => ({ element, direction: 1, rating: 1 }));
    expect(hasReportLength('bigfive', reportScores('bigfive', answers))).toBe(true);
    const partial = reportScores('bigfive', answers.slice(0, 4));
    expect(partial).toEqual([100, 100, 100, 100]);
    expect(hasReportLength('bigfive', partial)).toBe(false);
    expect(hasReportLength('bigfive', [1, 2, 3, 4, 5, 6])).toBe(false);
    expect(hasReportLength('mac', [])).toBe(false);
  });
  it('has placeholder values of the report length, within 0..100', () => {
    for (const name of REPORT_NAMES) {
      const values = placeholderScores(name);
      expect(hasReportLength(name, values)).toBe(true);
      expect(values.every((value) => value >= 0 && value <= 100)).toBe(true);
    }
  });
});

describe('totals', () => {
  it('is the rounded mean of the component scores', () => {
    expect(reportTotal([10, 20, 30])).toBe(20);
    expect(reportTotal([50, 51])).toBe(51); // 50.5 rounds up
    expect(reportTotal([0, 1, 1])).toBe(1); // 0.67
    expect(reportTotal([100])).toBe(100);
    expect(reportTotal([])).toBeNull();
  });
});

describe('level bands', () => {
  it.each([
    [0, 'VERY LOW'],
    [20, 'VERY LOW'],
    [21, 'LOW'],
    [40, 'LOW'],
    [41, 'MEDIUM'],
    [60, 'MEDIUM'],
    [61, 'HIGH'],
    [80, 'HIGH'],
    [81, 'VERY HIGH'],
    [100, 'VERY HIGH'],
  ])('%i is %s', (score, band) => {
    expect(levelBand(score)).toBe(band);
  });
  it('refuses scores outside 0..100', () => {
    expect(() => levelBand(-1)).toThrow(RangeError);
    expect(() => levelBand(101)).toThrow(RangeError);
    expect(() => levelBand(Number.NaN)).toThrow(RangeError);
  });
});

describe('climate class', () => {
  it.each([
    [0, 'SKEPTIC'],
    [25, 'SKEPTIC'],
    [26, 'PASSIVIST'],
    [50, 'PASSIVIST'],
    [51, 'BELIEVER'],
    [80, 'BELIEVER'],
    [81, 'ACTIVIST'],
    [100, 'ACTIVIST'],
  ])('a total of %i is %s', (total, name) => {
    expect(climateClass(total)).toBe(name);
  });
});

describe('sixteen type code', () => {
  it('takes the first letter below 50, the second above 50 and X at exactly 50', () => {
    expect(sixteenTypeCode([49, 49, 49, 49])).toBe('ESTJ');
    expect(sixteenTypeCode([51, 51, 51, 51])).toBe('INFP');
    expect(sixteenTypeCode([50, 50, 50, 50])).toBe('XXXX');
    expect(sixteenTypeCode([0, 100, 50, 12])).toBe('ENXJ');
  });
  it('has no code for a wrong-length array', () => {
    expect(sixteenTypeCode([50, 50, 50])).toBeNull();
    expect(sixteenTypeCode([])).toBeNull();
  });
});

describe('completion', () => {
  it('is a whole percentage of the element items answered', () => {
    expect(completionPercent(0, 3)).toBe(0);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(3, 3)).toBe(100);
    expect(completionPercent(4, 3)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});

describe('report definitions', () => {
  it('knows the documented lengths', () => {
    const lengths = Object.fromEntries(REPORT_NAMES.map((name) => [name, REPORT_DEFINITIONS[name].elements.length]));
    expect(lengths).toEqual({
      mac: 7, bigfive: 5, woke: 6, religiosity: 6, sexuality: 5, equalitarianism: 1, ir: 1, fem: 5,
      trans: 1, sixteen: 4, gender: 4, ps: 2, climate: 5, ownership: 6, opiniondna: 48,
    });
  });
  it('splits Opinion DNA 12/24/12 as documented', () => {
    const elements = REPORT_DEFINITIONS.opiniondna.elements;
    expect(OPINION_DNA_SECTIONS.map((section) => section.end - section.start)).toEqual([12, 24, 12]);
    expect(elements[0]).toBe('Openness');
    expect(elements[11]).toBe('Life Satisfaction');
    expect(elements[12]).toBe('Care');
    expect(elements[34]).toBe('Social Dominance');
    expect(elements[35]).toBe('Authoritarianism');
    expect(elements[36]).toBe('Dogmatism');
    expect(elements[47]).toBe('PW-Good');
    expect(new Set(elements).size).toBe(48);
  });
  it('maps the long URL names and accepts the short ones', () => {
    expect(resolveReportName('morality-as-cooperation')).toBe('mac');
    expect(resolveReportName('big-five-ocean')).toBe('bigfive');
    expect(resolveReportName('opinion-dna')).toBe('opiniondna');
    for (const name of REPORT_NAMES) expect(resolveReportName(name)).toBe(name);
    expect(resolveReportName('astrology')).toBeNull();
    expect(resolveReportName('')).toBeNull();
    expect(resolveReportName('MAC')).toBeNull();
  });
  it('reads the two ends of "A vs B" and "A/B" elements as documented, and no others', () => {
    expect(elementPoles('Liberal vs Realist')).toEqual({ high: 'Liberal', low: 'Realist' });
    expect(elementPoles('Extravert/Introvert')).toEqual({ low: 'Extravert', high: 'Introvert' });
    expect(elementPoles('Left/Right')).toEqual({ low: 'Left', high: 'Right' });
    expect(elementPoles('Libertarian/Authoritarian')).toEqual({ low: 'Libertarian', high: 'Authoritarian' });
    expect(elementPoles('Equality/Fairness in Ownership')).toBeNull();
    expect(elementPoles('Openness')).toBeNull();
  });
});

/**
 * A scoring vector per report: element i gets answers whose points are known, so each
 * expected score is computed by hand from the rule and the report's length.
 * Element i: one +1 item answered r = 1 + (i % 5) and one -1 item answered r = 5 - (i % 3).
 */
function vectorFor(name: ReportName): { answers: ScoredAnswer[]; expected: number[] } {
  const count = REPORT_DEFINITIONS[name].elements.length;
  const answers: ScoredAnswer[] = [];
  const expected: number[] = [];
  for (let element = 0; element < count; element += 1) {
    const up = 1 + (element % 5);
    const down = 5 - (element % 3);
    answers.push({ element, direction: 1, rating: up }, { element, direction: -1, rating: down });
    const points = 5 - up + (down - 1);
    expected.push(Math.round((100 * (points / 2)) / 4));
  }
  return { answers, expected };
}

describe.each(REPORT_NAMES.map((name) => [name]))('scoring vector: %s', (name) => {
  const { answers, expected } = vectorFor(name as ReportName);
  it('scores every element and gives the full-length array', () => {
    const scores = reportScores(name as ReportName, answers);
    expect(scores).toEqual(expected);
    expect(hasReportLength(name as ReportName, scores)).toBe(true);
  });
  it('is independent of answer order', () => {
    expect(reportScores(name as ReportName, [...answers].reverse())).toEqual(expected);
  });
});

describe('worked examples', () => {
  it('climate: all five elements answered Agree on +1 items is 75, a BELIEVER', () => {
    const answers: ScoredAnswer[] = [0, 1, 2, 3, 4].map((element) => ({ element, direction: 1, rating: 2 }));
    const scores = reportScores('climate', answers);
    expect(scores).toEqual([75, 75, 75, 75, 75]);
    expect(climateClass(reportTotal(scores)!)).toBe('BELIEVER');
  });
  it('sixteen: Neutral everywhere is XXXX; agreeing with every +1 item is INFP', () => {
    const neutral: ScoredAnswer[] = [0, 1, 2, 3].map((element) => ({ element, direction: 1, rating: 3 }));
    expect(sixteenTypeCode(reportScores('sixteen', neutral))).toBe('XXXX');
    const agree: ScoredAnswer[] = [0, 1, 2, 3].map((element) => ({ element, direction: 1, rating: 1 }));
    expect(sixteenTypeCode(reportScores('sixteen', agree))).toBe('INFP');
  });
  it('opinion dna: 47 answered elements give a 47-long array (placeholder card)', () => {
    const answers: ScoredAnswer[] = Array.from({ length: 47 }, (_, element) => ({ element, direction: 1, rating: 3 }));
    const scores = reportScores('opiniondna', answers);
    expect(scores).toHaveLength(47);
    expect(hasReportLength('opiniondna', scores)).toBe(false);
  });
});

describe('quiz slugs', () => {
  it('are cut at the first % or & (server and client alike)', () => {
    for (const [raw, slug] of [
      ['opinion-dna', 'opinion-dna'],
      ['opinion-dna%20x', 'opinion-dna'],
      ['opinion-dna&utm=1', 'opinion-dna'],
      ['ownership%&', 'ownership'],
      ['%41', ''],
    ]) {
      expect(quizSlugFromPath(raw), raw).toBe(slug);
      expect(quizSlugFromPathname(`/q/${raw}`), raw).toBe(slug);
    }
  });
});
