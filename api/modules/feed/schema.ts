// The For You feed as a Relay connection, and turning any page of feed ids into one (the topic
// feed uses it too).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { clampPageSize, parseIdCursor, type FeedPage } from '../../domain/feed-paging.ts';
import { builder } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import { OpinionRef } from '../opinion/schema.ts';

/**
 * A page of feed ids as a Relay connection, the opinions loaded in one statement with the
 * selection the client asked for. Cursors are opinion ids.
 */
export async function feedConnection(context: RequestContext, query: object, page: FeedPage) {
  const rows = await context.services.opinions.byIds(page.ids, query);
  const edges = rows.map((node) => ({ cursor: String(node.id), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: !page.endReached,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

builder.queryField('opinionFeed', (t) =>
  t.connection({
    type: OpinionRef,
    description:
      'For You (docs/product.md#feeds): logged in, own recent opinions first, then unvoted ones (followed topics first) by trending score; logged out, trending.',
    resolve: async (_root, args, context, info) => {
      const page = await context.services.feed.forYouPage(
        context.viewer?.userId ?? null,
        parseIdCursor(args.after),
        clampPageSize(args.first),
      );
      const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Opinion' });
      return feedConnection(context, query, page);
    },
  }),
);
