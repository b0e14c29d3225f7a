// Encyclopedia notifications (docs/product.md#notifications): followers hear of an item's
// revisions (ActionName the revision's, ArgsJSON's FieldName the field) and an author of a liked
// revision gets LikeRev; /api/notifications/get carries both in the Notification event shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const CREATE_PERSON = `mutation ($input: CreatePersonInput!) {
  createPerson(input: $input) { __typename ... on MutationCreatePersonSuccess { data { databaseId latestRevisionId } } }
}`;
const EDIT_PERSON = `mutation ($input: EditPersonInput!) {
  editPerson(input: $input) { __typename ... on MutationEditPersonSuccess { data { latestRevisionId } } }
}`;
const FOLLOW = `mutation ($input: EncyclopediaArtifactInput!) {
  followArtifact(input: $input, following: true) { __typename }
}`;
const LIKE = `mutation ($revisionId: Int!) {
  likeRevision(revisionId: $revisionId, liked: true) { __typename ... on MutationLikeRevisionSuccess { data { likeCount } } }
}`;

type NotificationEvent = { Kind: string; ActionName: string; ArgsJSON: string; ArtifactTitle: string; URL: string; UsernameCased: string; Body: string };

describe.each(testDatabaseKinds())('encyclopedia notifications on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  /** The REST list once `count` notifications have arrived (they are written after the change's commit). */
  const notificationsOf = async (cookie: string, count: number): Promise<NotificationEvent[]> => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const listed = await t.rest('POST', '/api/notifications/get', {}, { cookie });
      expect(listed.status).toBe(200);
      const events = (listed.json as { body: NotificationEvent[] }).body;
      if (events.length >= count) return events;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} notifications arrived`);
  };

  it('tells followers of an edit and the author of a like, through /api/notifications/get', async () => {
    const author = await t.createUserWithSession('Editor', { role: 'CONTRIBUTOR' });
    const follower = await t.createUserWithSession('Follower');
    const liker = await t.createUserWithSession('Liker');

    const created = await t.graphql(CREATE_PERSON, { input: { name: 'Ada Lovelace', description: 'Mathematician' } }, { cookie: author.cookie });
    expect(created.data.createPerson.__typename).toBe('MutationCreatePersonSuccess');
    const { databaseId: personId, latestRevisionId: initId } = created.data.createPerson.data;
    const followed = await t.graphql(FOLLOW, { input: { artifactType: 'PERSON', artifactId: personId } }, { cookie: follower.cookie });
    expect(followed.data.followArtifact.__typename).toBe('MutationFollowArtifactSuccess');

    const edited = await t.graphql(EDIT_PERSON, { input: { personId, baseRevisionId: initId, description: 'Wrote the first program' } }, { cookie: author.cookie });
    expect(edited.data.editPerson.__typename).toBe('MutationEditPersonSuccess');
    const editId = edited.data.editPerson.data.latestRevisionId as number;

    const [revision] = await notificationsOf(follower.cookie, 1);
    expect(revision).toMatchObject({
      Kind: 'Revision',
      ActionName: 'PersonEditTextField',
      ArtifactTitle: 'Ada Lovelace',
      URL: '/people/ada-lovelace',
      UsernameCased: 'Editor',
    });
    expect(JSON.parse(revision!.ArgsJSON)).toMatchObject({ FieldName: 'description' });

    const liked = await t.graphql(LIKE, { revisionId: editId }, { cookie: liker.cookie });
    expect(liked.data.likeRevision).toEqual({ __typename: 'MutationLikeRevisionSuccess', data: { likeCount: 1 } });
    const [like] = await notificationsOf(author.cookie, 1);
    expect(like).toMatchObject({
      Kind: 'LikeRev',
      ActionName: 'PersonEditTextField',
      ArtifactTitle: 'Ada Lovelace',
      URL: `/history/person/${personId}#rev-${editId}`,
      UsernameCased: 'Liker',
    });
    expect(JSON.parse(like!.ArgsJSON)).toMatchObject({ FieldName: 'description', RevisionID: editId });
    // The liker's own action tells the liker nothing; the follower heard only of the edit.
    expect(await t.prisma.notification.count({ where: { recipientId: liker.userId } })).toBe(0);
    expect(await t.prisma.notification.count({ where: { recipientId: follower.userId } })).toBe(1);
  });
});
