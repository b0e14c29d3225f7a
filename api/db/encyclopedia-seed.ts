// Loads encyclopedia content (categories, tags, people, questions with their positions and
// arguments, links) straight into the tables, with the revision history the revision engine
// (api/modules/encyclopedia/revisions.ts) would have written: an Init by one contributor for
// every item, a LinkAdd per link, and for items with `edits` an EditTextField by another
// contributor from the earlier text to the current one. Authors follow what they wrote, and each
// item's latestRevisionId is its newest revision, so it can be edited at once.
//
// The demo content is api/db/encyclopedia-content.ts (its types are the shape taken here); the
// demo seed passes it in. Text goes through the same checks as the API's, so content the API
// would refuse fails here, loudly, rather than showing up in the app.
import {
  actionName,
  checkDescription,
  checkExternalLink,
  checkLine,
  ENCYCLOPEDIA_LIMITS,
  encyclopediaSlug,
  type EncyclopediaType,
  type RevisionVerb,
} from '../domain/encyclopedia-rules.ts';
import type { DemoCategory, DemoPerson, DemoQuestion, DemoRequest, DemoTag } from './encyclopedia-content.ts';
import type { Db } from './transaction.ts';

export type EncyclopediaSeedContent = { categories: DemoCategory[]; tags: DemoTag[]; people: DemoPerson[]; questions: DemoQuestion[]; requests?: DemoRequest[] };

export type EncyclopediaSeedSummary = { categories: number; tags: number; people: number; questions: number; positions: number; arguments: number; links: number; requests: number; revisions: number };

const DAY = 24 * 60 * 60 * 1000;

/**
 * Writes `content` inside the caller's transaction. `authors`: the contributor credited with
 * every Init and link, the one credited with the later edits (and with deciding requests), and
 * the members who proposed the requests, in turn. Dates fall in the 60 days before `now`, in
 * content order.
 */
export async function seedEncyclopedia(
  db: Db,
  content: EncyclopediaSeedContent,
  options: { authors: { initial: number; editor: number; proposers?: number[] }; now: Date },
): Promise<EncyclopediaSeedSummary> {
  const summary: EncyclopediaSeedSummary = { categories: 0, tags: 0, people: 0, questions: 0, positions: 0, arguments: 0, links: 0, requests: 0, revisions: 0 };
  const start = options.now.getTime() - 60 * DAY;
  let step = 0;
  const items = content.tags.length + content.people.length + content.questions.length + (content.requests?.length ?? 0) || 1;
  /** The moment of the next item: spread over the 60 days, in order. */
  const nextMoment = () => new Date(start + Math.floor((step++ * 55 * DAY) / items));

  const problem = (what: string) => new Error(`Encyclopedia content: ${what}`);
  const line = (text: string, max: number, where: string) => {
    try {
      return checkLine(text, max, [where], where);
    } catch (error) {
      throw problem(`${where} "${text.slice(0, 60)}": ${(error as Error).message}`);
    }
  };
  const description = (text: string, where: string) => {
    try {
      return checkDescription(text, [where]);
    } catch (error) {
      throw problem(`${where}: ${(error as Error).message}`);
    }
  };

  /** A revision as the engine writes it, and its author's follow. */
  async function revision(
    type: EncyclopediaType,
    artifactId: number,
    verb: RevisionVerb,
    change: { fieldName: string | null; before: Record<string, unknown> | null; after: Record<string, unknown>; authorId: number; at: Date },
  ): Promise<number> {
    const row = await db.revision.create({
      data: {
        artifactType: type,
        artifactId,
        actionName: actionName(type, verb),
        fieldName: change.fieldName,
        before: (change.before ?? undefined) as object | undefined,
        after: change.after as object,
        authorId: change.authorId,
        createdAt: change.at,
      },
      select: { id: true },
    });
    await db.artifactFollow.createMany({ data: [{ userId: change.authorId, artifactType: type, artifactId, createdAt: change.at }], skipDuplicates: true });
    summary.revisions += 1;
    return row.id;
  }

  async function links(type: EncyclopediaType, artifactId: number, given: Array<{ url: string; title: string }> | undefined, at: Date): Promise<number | null> {
    let latest: number | null = null;
    for (const link of given ?? []) {
      let value: { url: string; title: string };
      try {
        value = checkExternalLink(link.url, link.title);
      } catch (error) {
        throw problem(`link ${link.url}: ${(error as Error).message}`);
      }
      const created = await db.externalLink.create({ data: { artifactType: type, artifactId, url: value.url, title: value.title, createdAt: at }, select: { id: true } });
      const key = `link:${created.id}`;
      latest = await revision(type, artifactId, 'LinkAdd', { fieldName: key, before: { [key]: null }, after: { [key]: value }, authorId: options.authors.initial, at });
      summary.links += 1;
    }
    return latest;
  }

  const idsOf = (slugs: string[] | undefined, known: Map<string, number>, what: string) =>
    [...new Set((slugs ?? []).map((slug) => {
      const id = known.get(slug);
      if (id === undefined) throw problem(`unknown ${what} "${slug}"`);
      return id;
    }))].sort((left, right) => left - right);

  // Categories: the question feed's tabs, not revisioned.
  const categoryIds = new Map<string, number>();
  for (const category of content.categories) {
    const created = await db.category.create({
      data: { slug: category.slug, title: line(category.title, ENCYCLOPEDIA_LIMITS.label, 'category title'), description: description(category.description, 'category description'), createdAt: new Date(start) },
      select: { id: true },
    });
    categoryIds.set(category.slug, created.id);
    summary.categories += 1;
  }

  const tagIds = new Map<string, number>();
  for (const tag of content.tags) {
    const at = nextMoment();
    const title = line(tag.title, ENCYCLOPEDIA_LIMITS.label, 'tag title');
    const text = description(tag.description, 'tag description');
    const created = await db.tag.create({ data: { slug: tag.slug, title, description: text, createdAt: at }, select: { id: true } });
    const latest = await revision('TAG', created.id, 'Init', { fieldName: null, before: null, after: { title, description: text }, authorId: options.authors.initial, at });
    await db.tag.update({ where: { id: created.id }, data: { latestRevisionId: latest } });
    tagIds.set(tag.slug, created.id);
    summary.tags += 1;
  }

  const personIds = new Map<string, number>();
  for (const person of content.people) {
    const at = nextMoment();
    const name = line(person.name, ENCYCLOPEDIA_LIMITS.name, 'person name');
    const text = description(person.description, 'person description');
    const tags = idsOf(person.tags, tagIds, 'tag');
    const created = await db.person.create({ data: { slug: person.slug, name, description: text, createdAt: at }, select: { id: true } });
    await db.personTag.createMany({ data: tags.map((tagId) => ({ personId: created.id, tagId })) });
    let latest = await revision('PERSON', created.id, 'Init', { fieldName: null, before: null, after: { name, description: text, tags, image: null }, authorId: options.authors.initial, at });
    latest = (await links('PERSON', created.id, person.links, at)) ?? latest;
    await db.person.update({ where: { id: created.id }, data: { latestRevisionId: latest } });
    personIds.set(person.slug, created.id);
    summary.people += 1;
  }

  const questionIds = new Map<string, number>();
  for (const question of content.questions) {
    const at = nextMoment();
    const editedAt = new Date(at.getTime() + 2 * DAY);
    const title = line(question.title, ENCYCLOPEDIA_LIMITS.title, 'question title');
    const text = description(question.description, 'question description');
    if (question.slug !== encyclopediaSlug(question.slug)) throw problem(`question slug "${question.slug}" is not lower-case words joined by hyphens`);
    const categories = idsOf(question.categories, categoryIds, 'category');
    if (categories.length < ENCYCLOPEDIA_LIMITS.categoriesMin || categories.length > ENCYCLOPEDIA_LIMITS.categoriesMax) {
      throw problem(`question "${question.slug}" needs ${ENCYCLOPEDIA_LIMITS.categoriesMin}-${ENCYCLOPEDIA_LIMITS.categoriesMax} categories`);
    }
    const tags = idsOf(question.tags, tagIds, 'tag');
    const people = idsOf(question.people, personIds, 'person');
    // Before its edits, the question read as their `earlier` texts.
    const earlier = { title, description: text };
    for (const edit of question.edits ?? []) {
      earlier[edit.field] = edit.field === 'title' ? line(edit.earlier, ENCYCLOPEDIA_LIMITS.title, 'earlier title') : description(edit.earlier, 'earlier description');
    }
    const convo = await db.convo.create({
      data: { slug: question.slug, title, description: text, createdById: options.authors.initial, createdAt: at },
      select: { id: true },
    });
    await db.convoCategory.createMany({ data: categories.map((categoryId) => ({ convoId: convo.id, categoryId })) });
    await db.convoTag.createMany({ data: tags.map((tagId) => ({ convoId: convo.id, tagId })) });
    await db.convoPerson.createMany({ data: people.map((personId) => ({ convoId: convo.id, personId })) });
    let latest = await revision('CONVO', convo.id, 'Init', {
      fieldName: null,
      before: null,
      after: { title: earlier.title, description: earlier.description, categories, tags, people, image: null },
      authorId: options.authors.initial,
      at,
    });
    for (const edit of question.edits ?? []) {
      const now = edit.field === 'title' ? title : text;
      latest = await revision('CONVO', convo.id, 'EditTextField', {
        fieldName: edit.field,
        before: { [edit.field]: earlier[edit.field] },
        after: { [edit.field]: now },
        authorId: options.authors.editor,
        at: editedAt,
      });
    }
    await db.convo.update({ where: { id: convo.id }, data: { latestRevisionId: latest } });
    summary.questions += 1;

    for (const position of question.positions) {
      const positionTitle = line(position.title, ENCYCLOPEDIA_LIMITS.title, 'position title');
      const positionText = description(position.description, 'position description');
      const created = await db.position.create({ data: { convoId: convo.id, title: positionTitle, description: positionText, createdAt: at }, select: { id: true } });
      const positionRevision = await revision('POS', created.id, 'Init', { fieldName: null, before: null, after: { title: positionTitle, description: positionText, image: null }, authorId: options.authors.initial, at });
      await db.position.update({ where: { id: created.id }, data: { latestRevisionId: positionRevision } });
      summary.positions += 1;

      for (const argument of position.arguments) {
        const argumentTitle = line(argument.title, ENCYCLOPEDIA_LIMITS.title, 'argument title');
        const argumentText = description(argument.description, 'argument description');
        const argumentPeople = idsOf(argument.people, personIds, 'person');
        const made = await db.argument.create({
          data: { convoId: convo.id, positionId: created.id, title: argumentTitle, description: argumentText, createdAt: at },
          select: { id: true },
        });
        await db.argumentPerson.createMany({ data: argumentPeople.map((personId) => ({ argumentId: made.id, personId })) });
        const argumentRevision = await revision('ARG', made.id, 'Init', {
          fieldName: null,
          before: null,
          after: { title: argumentTitle, description: argumentText, position: created.id, people: argumentPeople, image: null },
          authorId: options.authors.initial,
          at,
        });
        await db.argument.update({ where: { id: made.id }, data: { latestRevisionId: argumentRevision } });
        summary.arguments += 1;
      }
    }
    questionIds.set(question.slug, convo.id);
  }

  const proposers = options.authors.proposers?.length ? options.authors.proposers : [options.authors.initial];
  for (const [index, request] of (content.requests ?? []).entries()) {
    const at = nextMoment();
    const decidedAt = new Date(at.getTime() + DAY);
    const authorId = proposers[index % proposers.length]!;
    const title = line(request.title, ENCYCLOPEDIA_LIMITS.title, 'request title');
    const text = description(request.description, 'request description');
    const convoId = request.status === 'ACCEPTED' ? questionIds.get(request.question) : null;
    if (convoId === undefined) throw problem(`request "${title}" names an unknown question`);
    const decisionNote = request.status === 'DECLINED' ? line(request.decisionNote, ENCYCLOPEDIA_LIMITS.declineNote, 'decline note') : '';
    const decided = request.status !== 'OPEN';
    const created = await db.convoRequest.create({
      data: {
        title,
        description: text,
        authorId,
        status: request.status,
        convoId,
        decidedById: decided ? options.authors.editor : null,
        decidedAt: decided ? decidedAt : null,
        decisionNote,
        createdAt: at,
      },
      select: { id: true },
    });
    let latest = await revision('REQ', created.id, 'Init', { fieldName: null, before: null, after: { title, description: text, image: null }, authorId, at });
    if (decided) {
      latest = await revision('REQ', created.id, request.status === 'ACCEPTED' ? 'Accept' : 'Decline', {
        fieldName: 'status',
        before: { status: 'OPEN' },
        after: request.status === 'ACCEPTED' ? { status: 'ACCEPTED', questionId: convoId } : { status: 'DECLINED' },
        authorId: options.authors.editor,
        at: decidedAt,
      });
    }
    // The proposer of an accepted request is the asker of the question it became.
    if (convoId) await db.convo.update({ where: { id: convoId }, data: { createdById: authorId } });
    await db.convoRequest.update({ where: { id: created.id }, data: { latestRevisionId: latest } });
    summary.requests += 1;
  }
  return summary;
}
