// Lists read a page at a time with a cursor (the admin hub's, question requests): the same three
// fields around each kind of row.
import type { ObjectRef } from '@pothos/core';
import type { Page } from '../domain/list-paging.ts';
import { builder } from './builder.ts';

export type { Page };

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
