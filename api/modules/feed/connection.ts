// Turns a page of feed ids into a Relay connection, loading the opinions in one query with the
// selection the client asked for. Cursors are opinion ids.
import type { RequestContext } from '../../schema/context.ts';
import type { FeedPage } from '../../domain/feed-paging.ts';

export async function feedConnection(context: RequestContext, query: object, page: FeedPage) {
  const rows = page.ids.length
    ? await context.services.prisma.opinion.findMany({ ...query, where: { id: { in: page.ids } } })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const edges = page.ids.flatMap((id) => {
    const node = byId.get(id);
    return node ? [{ cursor: String(id), node }] : [];
  });
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
