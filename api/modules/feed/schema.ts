// The For You feed as a Relay connection.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { clampPageSize, parseIdCursor } from '../../domain/feed-paging.ts';
import { builder } from '../../schema/builder.ts';
import { OpinionRef } from '../opinion/schema.ts';
import { feedConnection } from './connection.ts';

builder.queryField('opinionFeed', (t) =>
  t.connection({
    type: OpinionRef,
    description:
      'For You (decisions.md): logged in, own recent opinions first, then unvoted ones (followed topics first) by trending score; logged out, trending.',
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
