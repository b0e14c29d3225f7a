// The admin hub's lists are pages read with a cursor: the same three fields around each kind of row.
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../schema/builder.ts';

export type Page<Item> = { items: Item[]; hasNextPage: boolean; endCursor: string | null };

type Types = typeof builder.$inferSchemaTypes;

/** `{ items, hasNextPage, endCursor }` of `itemRef`'s rows, named `name`. */
export function cursorPageRef<Item>(name: string, itemRef: ObjectRef<Types, Item>, description: string, itemsDescription: string) {
  return builder.objectRef<Page<Item>>(name).implement({
    description,
    fields: (t) => ({
      items: t.field({ type: [itemRef], description: itemsDescription, resolve: (page) => page.items }),
      hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
      endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
    }),
  });
}
