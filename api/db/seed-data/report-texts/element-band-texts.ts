// Detailed report texts for one element in each level band, written from what the element
// measures and what a high and a low score mean. Shared by the report-texts files of the
// reports other than Opinion DNA. Written for this project; only p and strong are used, so the
// seed's sanitizer keeps them unchanged.
import type { ReportTexts } from '../quizzes/quiz-content.ts';

export type ElementDescription = {
  /** What the element measures, as a phrase that follows "measures" ("how curious you are ..."). */
  help: string;
  /** What a high score means, as a clause ("you seek out new ideas ..."). */
  high: string;
  /** What a low score means, as a clause. */
  low: string;
};

function bandTexts(name: string, { help, high, low }: ElementDescription): ReportTexts[string] {
  const intro = `<p><strong>${name}</strong> measures ${help}.</p>`;
  return {
    'VERY LOW':
      intro +
      `<p>Your score is very low: ${low}. Few people answer as consistently at this end of the scale.</p>` +
      '<p>People with scores like yours can find it hard to see why others feel so differently; ' +
      'it may help to ask what experiences lead them there.</p>',
    LOW:
      intro +
      `<p>Your score is low: on the whole ${low}, although not in every situation.</p>` +
      '<p>You will probably recognise the other side in some of your own views, which makes it easier to ' +
      'talk with people who disagree.</p>',
    MEDIUM:
      intro +
      `<p>Your score is in the middle range. At times ${low}; at other times ${high}.</p>` +
      '<p>Most people score here. Your answers depend on the situation more than on a fixed stance, ' +
      'which can make you a good bridge between people on either side.</p>',
    HIGH:
      intro +
      `<p>Your score is high: on the whole ${high}, although you can see the other side.</p>` +
      '<p>This is a clear part of how you see things, and it probably shows in the opinions you ' +
      'care most about.</p>',
    'VERY HIGH':
      intro +
      `<p>Your score is very high: ${high}. This is one of the strongest signals in your answers.</p>` +
      '<p>People with scores like yours can find it hard to see why others feel so differently; ' +
      'it may help to ask what experiences lead them there.</p>',
  };
}

/** Every element's texts, in every band. */
export function reportTextsFrom(descriptions: Record<string, ElementDescription>): ReportTexts {
  return Object.fromEntries(Object.entries(descriptions).map(([name, description]) => [name, bandTexts(name, description)]));
}
