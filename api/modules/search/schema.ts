// Search: the top bar's mixed results, and the opinion form's opinion and topic lookups.
import { searchResultLink, SEARCH_RESULT_LIMIT, type SearchArtifactType } from '../../domain/search-rules.ts';
import { builder, FIELD_COST, listCost } from '../../schema/builder.ts';
import type { SearchHit } from './service.ts';

const SearchResultRef = builder.objectRef<SearchHit>('SearchResult').implement({
  description: 'One search hit (REST: ArtifactType, ArtifactID, Title, Link).',
  fields: (t) => ({
    artifactType: t.string({
      description: 'convo (Question), pos (Position), arg (Argument), tag, person, opinion or topic.',
      resolve: (hit) => hit.artifactType,
    }),
    artifactId: t.exposeInt('artifactId', { description: 'The numeric id of the artifact.' }),
    title: t.exposeString('title', { description: 'The title shown (a person: their name).' }),
    link: t.string({
      description: 'Where the result leads.',
      resolve: (hit) => searchResultLink(hit.artifactType as SearchArtifactType, hit.artifactId, hit.slug),
    }),
  }),
});

function clampLimit(limit: number | null | undefined): number {
  return Math.min(Math.max(limit ?? SEARCH_RESULT_LIMIT, 1), SEARCH_RESULT_LIMIT);
}

builder.queryFields((t) => ({
  search: t.field({
    type: [SearchResultRef],
    description:
      'Everything matching the text, best first: full-text matches and near spellings. Fewer than 3 characters after trimming answers nothing.',
    args: { query: t.arg.string({ required: true, description: 'What the person typed.' }), first: t.arg.int({ required: false, description: `At most this many (1-${SEARCH_RESULT_LIMIT}).` }) },
    complexity: (args) => listCost(FIELD_COST.scan, args.first, SEARCH_RESULT_LIMIT, SEARCH_RESULT_LIMIT),
    resolve: (_root, args, context) => context.services.search.everything(args.query, clampLimit(args.first)),
  }),
  opinionSearch: t.prismaField({
    type: ['Opinion'],
    description: 'Opinions matching the text, best first (similar opinions while writing one).',
    args: { query: t.arg.string({ required: true, description: 'What the person typed.' }), first: t.arg.int({ required: false, description: `At most this many (1-${SEARCH_RESULT_LIMIT}).` }) },
    complexity: (args) => listCost(FIELD_COST.search, args.first, SEARCH_RESULT_LIMIT, SEARCH_RESULT_LIMIT),
    resolve: async (query, _root, args, context) => {
      const ids = await context.services.search.opinionIds(args.query, clampLimit(args.first));
      return context.services.opinions.byIds(ids, query);
    },
  }),
  topicSearch: t.prismaField({
    type: ['Topic'],
    description: 'Topics matching the text, best first (the opinion form\'s topic picker).',
    args: { query: t.arg.string({ required: true, description: 'What the person typed.' }), first: t.arg.int({ required: false, description: `At most this many (1-${SEARCH_RESULT_LIMIT}).` }) },
    complexity: (args) => listCost(FIELD_COST.search, args.first, SEARCH_RESULT_LIMIT, SEARCH_RESULT_LIMIT),
    resolve: async (query, _root, args, context) => {
      const ids = await context.services.search.topicIds(args.query, clampLimit(args.first));
      return context.services.topics.byIds(ids, query);
    },
  }),
}));
