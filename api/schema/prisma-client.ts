// plugin-prisma loads some rows itself (node(id), relations a parent row was loaded without), so
// it needs the Prisma client of the app serving the request. The client is registered against
// that app's services object here rather than put in the request context, so resolvers cannot
// reach the database except through a service, and the context type does not carry Prisma's
// (type-checking-heavy) client type.
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import type { Services } from '../services.ts';

const clients = new WeakMap<Services, PrismaClient>();

export function registerPrismaClient(services: Services, prisma: PrismaClient): void {
  clients.set(services, prisma);
}

export function prismaClientFor(services: Services): PrismaClient {
  const client = clients.get(services);
  if (!client) throw new Error('No Prisma client is registered for these services (api/app.ts registers it)');
  return client;
}
