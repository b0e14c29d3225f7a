// The server's secret for the noise on published aggregates (docs/privacy.md): one row, created by
// whichever request needs it first (the insert of a racing request is skipped), then kept for the
// life of the process. The admin population figures and the public breakdowns both key their
// noise on it.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';

export function createNoiseSecret(prisma: PrismaClient): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= (async () => {
      await prisma.aggregateNoiseKey.createMany({ data: [{ id: 1, secret: randomBytes(32).toString('base64url') }], skipDuplicates: true });
      return (await prisma.aggregateNoiseKey.findUniqueOrThrow({ where: { id: 1 } })).secret;
    })().catch((error: unknown) => {
      secret = undefined; // try again on the next request
      throw error;
    });
    return secret;
  };
}
