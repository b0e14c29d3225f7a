// A service method that may run inside its caller's transaction takes one of these (the plain
// client when there is no transaction): ARCHITECTURE.md, "Notes on ownership".
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient | Prisma.TransactionClient;
