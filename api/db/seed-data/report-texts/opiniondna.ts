// Detailed Opinion DNA texts, one per element and level band, built from what a high and a low
// score mean for each element (domain/opinion-dna-elements.ts). Written for this project.
import { OPINION_DNA_ELEMENT_DESCRIPTIONS } from '../../../domain/opinion-dna-elements.ts';
import { REPORT_DEFINITIONS } from '../../../domain/report-definitions.ts';
import type { ReportTexts } from '../quizzes/quiz-content.ts';

function textsFor(name: string): ReportTexts[string] {
  const { help, high, low } = OPINION_DNA_ELEMENT_DESCRIPTIONS[name];
  return {
    'VERY LOW':
      `<p><strong>${name}</strong> measures this: ${help.charAt(0).toLowerCase()}${help.slice(1)}</p>` +
      `<p>Your score is very low. Compared with most people, ${low}. This is a clear and consistent part of how you answered.</p>`,
    LOW:
      `<p><strong>${name}</strong> measures this: ${help.charAt(0).toLowerCase()}${help.slice(1)}</p>` +
      `<p>Your score is low. You lean towards the side where ${low}, though not in every situation.</p>`,
    MEDIUM:
      `<p><strong>${name}</strong> measures this: ${help.charAt(0).toLowerCase()}${help.slice(1)}</p>` +
      `<p>Your score is in the middle range. Depending on the situation, ${low}; at other times ${high}. ` +
      `You are unlikely to take either extreme.</p>`,
    HIGH:
      `<p><strong>${name}</strong> measures this: ${help.charAt(0).toLowerCase()}${help.slice(1)}</p>` +
      `<p>Your score is high. You lean towards the side where ${high}, though you can see the other side.</p>`,
    'VERY HIGH':
      `<p><strong>${name}</strong> measures this: ${help.charAt(0).toLowerCase()}${help.slice(1)}</p>` +
      `<p>Your score is very high. Compared with most people, ${high}. This stands out as one of the strongest signals in your answers.</p>`,
  };
}

export const opiniondnaTexts: ReportTexts = Object.fromEntries(
  REPORT_DEFINITIONS.opiniondna.elements.map((name) => [name, textsFor(name)]),
);
