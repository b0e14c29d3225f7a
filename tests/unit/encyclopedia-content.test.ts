// The encyclopedia's demo content (api/db/encyclopedia-content.ts) keeps the product's limits
// (docs/product.md#demo-encyclopedia-content) and the minimums, so that an edit to the data cannot break
// the seeding or the screens: counts, lengths, slug format and uniqueness, every reference to a
// category, tag or person resolves, every tag, category and person is used, titles of questions
// end in "?", plain text only (no HTML, no Markdown), American spelling, and every thinker an
// argument names is listed in its `people`. Each check reports what broke, by question and field.
import { describe, expect, it } from 'vitest';
import {
  demoCategories,
  demoPeople,
  demoQuestions,
  demoTags,
  type DemoArgument,
  type DemoQuestion,
} from '../../api/db/encyclopedia-content.ts';

/** The product's validation of encyclopedia items. */
const LIMITS = {
  slug: 80,
  questionTitle: [10, 150],
  positionTitle: [3, 120],
  argumentTitle: [10, 150],
  description: [20, 600],
  name: [2, 80],
  categoryOrTagTitle: [2, 40],
} as const;

/** The minimums for the demo content. */
const MINIMUMS = { categories: 8, questions: 40, arguments: 150, people: 20, tags: 30, questionsWithEdits: 12 } as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WIKIPEDIA = /^https:\/\/en\.wikipedia\.org\/wiki\/[A-Za-z0-9_().,'%-]+$/;

/** British spellings (and a few other British forms) this American-English text must not use. */
const BRITISH =
  /\b(\w*(colour|favour|behaviour|labour|honour|neighbour|harbour|rumour)\w*|centre[sd]?|theatres?|defence|offence|licence|programmes?|cheque|analys(e|ed|ing)|travell\w*|modell\w*|cancell(ed|ing)|fulfil|enrol|enrolment|whilst|amongst|judgement|ageing|sceptic\w*|grey|practis(e|ed|es|ing)|tonnes?|kerb|tyres?|maths)\b/i;

/** Words in -ise, -yse and -isation are British (organise, analyse, organisation), except these and names (Blaise). */
const ISE = /\b\w{2,}(is|ys)(e|ed|es|ing|ation|ations)\b/gi;
const AMERICAN_ISE = new Set(
  [
    'rise rises rising arise arises arising wise otherwise likewise clockwise premise premises treatise expertise',
    'promise promises promised promising exercise exercises exercised exercising enterprise enterprises',
    'franchise franchises compromise compromises compromised compromising surprise surprises surprised surprising',
    'advertise advertises advertised advertising supervise supervises supervised supervising revise revises revised',
    'revising devise devises devised devising raise raises raised raising praise praises praised praising noise',
    'noises poise poised comprise comprises comprised comprising concise precise paradise cruise bruise despise',
    'disguise disguised advise advises advised advising improvise improvised televise televised demise merchandise',
    'chastise excise incise reprise turquoise tortoise porpoise crises analyses paralyses treatises fundraising',
    'uprising uprisings sunrise enterprising appraise appraised surmise',
  ].flatMap((line) => line.split(' ')),
);

function britishSpelling(text: string): string | undefined {
  const fixed = BRITISH.exec(text)?.[0];
  if (fixed) return fixed;
  return [...text.matchAll(ISE)].map((match) => match[0]).find((word) => !AMERICAN_ISE.has(word.toLowerCase()) && !/^[A-Z]/.test(word));
}

type Text = { where: string; text: string };

function lengthProblem(where: string, text: string, [min, max]: readonly [number, number]): string[] {
  return text.length < min || text.length > max ? [`${where}: ${text.length} characters, not ${min}-${max}`] : [];
}

function slugProblems(kind: string, slugs: string[]): string[] {
  const problems = slugs.flatMap((slug) => [
    ...(SLUG.test(slug) ? [] : [`${kind} slug "${slug}" is not lowercase a-z, 0-9 and single hyphens`]),
    ...(slug.length > LIMITS.slug ? [`${kind} slug "${slug}" is longer than ${LIMITS.slug}`] : []),
  ]);
  return [...problems, ...duplicates(slugs).map((slug) => `${kind} slug "${slug}" is used twice`)];
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.size === seen.add(value).size))];
}

function questionArguments(question: DemoQuestion): DemoArgument[] {
  return question.positions.flatMap((position) => position.arguments);
}

/** Every text of the content with where it is, for the plain-text and spelling checks. */
function allTexts(): Text[] {
  return [
    ...demoCategories.flatMap((category) => [
      { where: `category ${category.slug} title`, text: category.title },
      { where: `category ${category.slug} description`, text: category.description },
    ]),
    ...demoTags.flatMap((tag) => [
      { where: `tag ${tag.slug} title`, text: tag.title },
      { where: `tag ${tag.slug} description`, text: tag.description },
    ]),
    ...demoPeople.flatMap((person) => [
      { where: `person ${person.slug} name`, text: person.name },
      { where: `person ${person.slug} description`, text: person.description },
      ...(person.links ?? []).map((link, index) => ({ where: `person ${person.slug} link ${index + 1} title`, text: link.title })),
    ]),
    ...demoQuestions.flatMap((question) => [
      { where: `question ${question.slug} title`, text: question.title },
      { where: `question ${question.slug} description`, text: question.description },
      ...(question.edits ?? []).map((edit) => ({ where: `question ${question.slug} earlier ${edit.field}`, text: edit.earlier })),
      ...question.positions.flatMap((position, p) => [
        { where: `question ${question.slug} position ${p + 1} title`, text: position.title },
        { where: `question ${question.slug} position ${p + 1} description`, text: position.description },
        ...position.arguments.flatMap((argument, a) => [
          { where: `question ${question.slug} position ${p + 1} argument ${a + 1} title`, text: argument.title },
          { where: `question ${question.slug} position ${p + 1} argument ${a + 1} description`, text: argument.description },
        ]),
      ]),
    ]),
  ];
}

function plainTextProblems({ where, text }: Text): string[] {
  const rules: Array<[boolean, string]> = [
    [/[<>]/.test(text), 'has < or > (HTML is not allowed)'],
    [/\*\*|__|`|\]\(|^#|^\s*[-*] |\[[^\]]*\]/m.test(text), 'looks like Markdown'],
    [/[\n\r\t]/.test(text), 'has a line break or tab'],
    [text !== text.trim(), 'has leading or trailing space'],
    [/ {2}/.test(text), 'has a double space'],
    [/ [.,;:?!]/.test(text), 'has a space before punctuation'],
    [/[“”‘’]/.test(text), 'has curly quotes (the content uses straight quotes)'],
    [(text.match(/"/g) ?? []).length % 2 === 1, 'has an unbalanced double quote'],
    [/"[.,]/.test(text), 'has a comma or period after a closing quote (American style puts it inside)'],
    [/\b(\w+) \1\b/i.test(text.replace(/\b(that that|had had)\b/gi, '')), 'repeats a word'],
    [/https?:\/\//.test(text), 'has a web address (links belong in links)'],
  ];
  const british = britishSpelling(text);
  return [
    ...rules.filter(([broken]) => broken).map(([, problem]) => `${where} ${problem}: "${text}"`),
    ...(british ? [`${where} uses the British spelling "${british}"`] : []),
  ];
}

const categorySlugs = new Set(demoCategories.map((category) => category.slug));
const tagSlugs = new Set(demoTags.map((tag) => tag.slug));
const personBySlug = new Map(demoPeople.map((person) => [person.slug, person]));
const surname = (slug: string) => personBySlug.get(slug)!.name.split(' ').at(-1)!;

describe('encyclopedia demo content', () => {
  it('has the minimum numbers of categories, questions, arguments, people, tags and edits', () => {
    const argumentCount = demoQuestions.reduce((sum, question) => sum + questionArguments(question).length, 0);
    const counts = {
      categories: demoCategories.length,
      questions: demoQuestions.length,
      arguments: argumentCount,
      people: demoPeople.length,
      tags: demoTags.length,
      questionsWithEdits: demoQuestions.filter((question) => (question.edits ?? []).length > 0).length,
    };
    for (const [kind, minimum] of Object.entries(MINIMUMS)) {
      expect(counts[kind as keyof typeof counts], kind).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('gives every kind lowercase, hyphenated, unique slugs of at most 80 characters', () => {
    expect([
      ...slugProblems('category', demoCategories.map((category) => category.slug)),
      ...slugProblems('tag', demoTags.map((tag) => tag.slug)),
      ...slugProblems('person', demoPeople.map((person) => person.slug)),
      ...slugProblems('question', demoQuestions.map((question) => question.slug)),
    ]).toEqual([]);
  });

  it('keeps categories, tags and people within the length limits', () => {
    expect([
      ...demoCategories.flatMap((category) => [
        ...lengthProblem(`category ${category.slug} title`, category.title, LIMITS.categoryOrTagTitle),
        ...lengthProblem(`category ${category.slug} description`, category.description, LIMITS.description),
      ]),
      ...demoTags.flatMap((tag) => [
        ...lengthProblem(`tag ${tag.slug} title`, tag.title, LIMITS.categoryOrTagTitle),
        ...lengthProblem(`tag ${tag.slug} description`, tag.description, LIMITS.description),
      ]),
      ...demoPeople.flatMap((person) => [
        ...lengthProblem(`person ${person.slug} name`, person.name, LIMITS.name),
        ...lengthProblem(`person ${person.slug} description`, person.description, LIMITS.description),
      ]),
      ...duplicates(demoCategories.map((category) => category.title)).map((title) => `category title "${title}" is used twice`),
      ...duplicates(demoTags.map((tag) => tag.title)).map((title) => `tag title "${title}" is used twice`),
      ...duplicates(demoPeople.map((person) => person.name)).map((name) => `person name "${name}" is used twice`),
    ]).toEqual([]);
  });

  it('gives every person 1-4 known tags and only English Wikipedia links', () => {
    expect(
      demoPeople.flatMap((person) => [
        ...(person.tags.length < 1 || person.tags.length > 4 ? [`person ${person.slug} has ${person.tags.length} tags, not 1-4`] : []),
        ...person.tags.filter((slug) => !tagSlugs.has(slug)).map((slug) => `person ${person.slug} has unknown tag "${slug}"`),
        ...duplicates(person.tags).map((slug) => `person ${person.slug} has tag "${slug}" twice`),
        ...(person.links ?? []).flatMap((link) => [
          ...(WIKIPEDIA.test(link.url) ? [] : [`person ${person.slug} links to "${link.url}", not an English Wikipedia article`]),
          ...(link.title.trim().length < 2 ? [`person ${person.slug} has a link without a title`] : []),
        ]),
      ]),
    ).toEqual([]);
    const urls = demoPeople.flatMap((person) => (person.links ?? []).map((link) => link.url));
    expect(duplicates(urls)).toEqual([]);
  });

  it('gives every question a title ending in "?", 1-2 known categories, 1-4 known tags and known people', () => {
    expect(
      demoQuestions.flatMap((question) => {
        const where = `question ${question.slug}`;
        const people = question.people ?? [];
        return [
          ...lengthProblem(`${where} title`, question.title, LIMITS.questionTitle),
          ...(question.title.endsWith('?') ? [] : [`${where} title does not end in "?"`]),
          ...lengthProblem(`${where} description`, question.description, LIMITS.description),
          ...(question.categories.length < 1 || question.categories.length > 2 ? [`${where} has ${question.categories.length} categories, not 1-2`] : []),
          ...question.categories.filter((slug) => !categorySlugs.has(slug)).map((slug) => `${where} has unknown category "${slug}"`),
          ...(question.tags.length < 1 || question.tags.length > 4 ? [`${where} has ${question.tags.length} tags, not 1-4`] : []),
          ...question.tags.filter((slug) => !tagSlugs.has(slug)).map((slug) => `${where} has unknown tag "${slug}"`),
          ...people.filter((slug) => !personBySlug.has(slug)).map((slug) => `${where} names unknown person "${slug}"`),
          ...[...duplicates(question.categories), ...duplicates(question.tags), ...duplicates(people)].map((slug) => `${where} lists "${slug}" twice`),
        ];
      }),
    ).toEqual([]);
    expect(duplicates(demoQuestions.map((question) => question.title))).toEqual([]);
  });

  it('gives every question 2-4 positions and 3-5 arguments, every position at least one', () => {
    expect(
      demoQuestions.flatMap((question) => {
        const where = `question ${question.slug}`;
        const argumentCount = questionArguments(question).length;
        return [
          ...(question.positions.length < 2 || question.positions.length > 4 ? [`${where} has ${question.positions.length} positions, not 2-4`] : []),
          ...(argumentCount < 3 || argumentCount > 5 ? [`${where} has ${argumentCount} arguments, not 3-5`] : []),
          ...question.positions.flatMap((position, p) => [
            ...lengthProblem(`${where} position ${p + 1} title`, position.title, LIMITS.positionTitle),
            ...lengthProblem(`${where} position ${p + 1} description`, position.description, LIMITS.description),
            ...(position.arguments.length < 1 ? [`${where} position ${p + 1} has no argument`] : []),
            ...position.arguments.flatMap((argument, a) => [
              ...lengthProblem(`${where} position ${p + 1} argument ${a + 1} title`, argument.title, LIMITS.argumentTitle),
              ...lengthProblem(`${where} position ${p + 1} argument ${a + 1} description`, argument.description, LIMITS.description),
            ]),
          ]),
          ...duplicates(question.positions.map((position) => position.title)).map((title) => `${where} has position "${title}" twice`),
        ];
      }),
    ).toEqual([]);
    const argumentTitles = demoQuestions.flatMap((question) => questionArguments(question).map((argument) => argument.title));
    expect(duplicates(argumentTitles)).toEqual([]);
  });

  it('lists the thinkers each argument draws on, on the argument and on its question', () => {
    expect(
      demoQuestions.flatMap((question) => {
        const listed = new Set(question.people ?? []);
        const cited = new Set(questionArguments(question).flatMap((argument) => argument.people ?? []));
        return [
          ...questionArguments(question).flatMap((argument) => {
            const people = argument.people ?? [];
            const where = `question ${question.slug} argument "${argument.title}"`;
            return [
              ...people.filter((slug) => !personBySlug.has(slug)).map((slug) => `${where} cites unknown person "${slug}"`),
              ...duplicates(people).map((slug) => `${where} cites "${slug}" twice`),
              // Cited means named: the text mentions each person it cites...
              ...people
                .filter((slug) => personBySlug.has(slug) && !new RegExp(`\\b${surname(slug)}\\b`).test(`${argument.title} ${argument.description}`))
                .map((slug) => `${where} cites ${slug} without naming them`),
              // ...and each person the text names in full is cited.
              ...demoPeople
                .filter((person) => `${argument.title} ${argument.description}`.includes(person.name) && !people.includes(person.slug))
                .map((person) => `${where} names ${person.name} without citing ${person.slug}`),
            ];
          }),
          ...[...cited].filter((slug) => !listed.has(slug)).map((slug) => `question ${question.slug} does not list ${slug}, whom an argument cites`),
          ...[...listed].filter((slug) => !cited.has(slug)).map((slug) => `question ${question.slug} lists ${slug}, whom no argument cites`),
        ];
      }),
    ).toEqual([]);
  });

  it('uses every category, every tag and every person', () => {
    const usedCategories = new Set(demoQuestions.flatMap((question) => question.categories));
    const usedTags = new Set([...demoQuestions.flatMap((question) => question.tags), ...demoPeople.flatMap((person) => person.tags)]);
    const usedPeople = new Set(demoQuestions.flatMap((question) => question.people ?? []));
    expect(demoCategories.filter((category) => !usedCategories.has(category.slug)).map((category) => category.slug)).toEqual([]);
    expect(demoTags.filter((tag) => !usedTags.has(tag.slug)).map((tag) => tag.slug)).toEqual([]);
    expect(demoPeople.filter((person) => !usedPeople.has(person.slug)).map((person) => person.slug)).toEqual([]);
  });

  it('gives each edited question an earlier wording that differs and keeps the limits', () => {
    expect(
      demoQuestions.flatMap((question) =>
        (question.edits ?? []).flatMap((edit) => {
          const where = `question ${question.slug} earlier ${edit.field}`;
          const current = edit.field === 'title' ? question.title : question.description;
          return [
            ...(edit.earlier === current ? [`${where} is the same as the current one`] : []),
            ...(edit.field === 'title'
              ? [...lengthProblem(where, edit.earlier, LIMITS.questionTitle), ...(edit.earlier.endsWith('?') ? [] : [`${where} does not end in "?"`])]
              : lengthProblem(where, edit.earlier, LIMITS.description)),
          ];
        }),
      ),
    ).toEqual([]);
    expect(demoQuestions.filter((question) => duplicates((question.edits ?? []).map((edit) => edit.field)).length > 0).map((question) => question.slug)).toEqual([]);
  });

  it('is plain American-English text with straight quotes, American punctuation and tidy spacing', () => {
    expect(allTexts().flatMap(plainTextProblems)).toEqual([]);
  });

  it('ends descriptions with a period or question mark, and titles of positions and arguments without a period', () => {
    expect(
      allTexts().flatMap(({ where, text }) => {
        if (/description$/.test(where) && !/[.?]"?$/.test(text)) return [`${where} does not end with "." or "?"`];
        if (/(position \d+|argument \d+) title$/.test(where) && /[.]$/.test(text)) return [`${where} ends with "."`];
        return [];
      }),
    ).toEqual([]);
  });
});

describe('the content checks catch bad content', () => {
  it('flags HTML, Markdown, spacing, curly quotes and British spelling', () => {
    const problems = (text: string) => plainTextProblems({ where: 'x', text });
    expect(problems('A <b>bold</b> claim about things')).toHaveLength(1);
    expect(problems('A **bold** claim about things')).toHaveLength(1);
    expect(problems('See [the report](somewhere) for this')).toHaveLength(1);
    expect(problems('Two  spaces in this text')).toHaveLength(1);
    expect(problems('A “quoted” claim about things')).toHaveLength(1);
    expect(problems('The so-called "donkey vote", as Australians say')).toHaveLength(1);
    expect(problems('The the repeated word here')).toHaveLength(1);
    expect(problems('A programme to decarbonise the grid')).toHaveLength(1);
    expect(problems('Governments organise labour markets')).toHaveLength(1);
    expect(problems('They criticised the policy')).toHaveLength(1);
    expect(problems('Their organisation analysed the data')).toHaveLength(1);
    expect(problems('The rise of otherwise wise promises is a surprise to the enterprise')).toEqual([]);
    expect(problems('Governments organize labor markets, and analyses of the crises advise them')).toEqual([]);
  });

  it('flags bad slugs, lengths and duplicates', () => {
    expect(slugProblems('tag', ['Good-Slug', 'double--hyphen', '-leading', 'ok', 'ok', 'a'.repeat(81)])).toEqual([
      'tag slug "Good-Slug" is not lowercase a-z, 0-9 and single hyphens',
      'tag slug "double--hyphen" is not lowercase a-z, 0-9 and single hyphens',
      'tag slug "-leading" is not lowercase a-z, 0-9 and single hyphens',
      `tag slug "${'a'.repeat(81)}" is longer than 80`,
      'tag slug "ok" is used twice',
    ]);
    expect(lengthProblem('x', 'short', LIMITS.description)).toEqual(['x: 5 characters, not 20-600']);
    expect(duplicates(['a', 'b', 'a', 'a'])).toEqual(['a']);
  });
});
