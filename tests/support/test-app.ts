// The API test harness: the real server (api/app.ts) on port 0 over a fresh, migrated test
// database, with helpers that talk to it over real HTTP the way a browser would (cookies,
// JSON bodies). Mail is captured in memory unless the test asks for real SMTP.
import type { SnapshotPolicy } from '../../api/domain/breakdown-snapshots.ts';
import { randomInt, randomUUID } from 'node:crypto';
import type { OutgoingMail, Mailer } from '../../api/auth/mailer.ts';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { loadConfig } from '../../api/config.ts';
import type { Database, StatementCounter } from '../../api/db/database.ts';
import { buildApp, type App } from '../../api/app.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

export type GraphQLResponse<Data = Record<string, any>> = {
  status: number;
  data: Data;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  headers: Headers;
  setCookies: string[];
};

export type RestResponse = {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  json: any;
  headers: Headers;
  setCookies: string[];
};

export type RequestOptions = {
  /** A Cookie header value, or a jar whose cookies are sent and updated from the response. */
  cookie?: string | CookieJar;
  headers?: Record<string, string>;
};

/**
 * A browser-like cookie store for one origin: remembers Set-Cookie values (Max-Age=0 deletes),
 * sends them back as one Cookie header.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial?: string) {
    if (initial) for (const part of initial.split(';')) this.setPair(part);
  }

  private setPair(pair: string) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }

  store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.setPair(pair);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Parses one Set-Cookie header into its value and lower-cased attributes. */
export function parseSetCookie(header: string): { name: string; value: string; attributes: Map<string, string> } {
  const [pair, ...rest] = header.split(';');
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attribute of rest) {
    const [key, ...value] = attribute.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, separator).trim(), value: decodeURIComponent(pair.slice(separator + 1).trim()), attributes };
}

export const SESSION_COOKIE = 'opinio_session';

export type TestApp = {
  kind: DatabaseKind;
  database: Database;
  prisma: Database['prisma'];
  app: App;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Mail the app sent (in-memory mailer only). */
  mail: OutgoingMail[];
  /** The address requests claim to come from (X-Forwarded-For), unique per app so rate limits do not leak between tests. */
  clientAddress: string;
  graphql<Data = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<Data>>;
  rest(method: string, path: string, payload?: unknown, options?: RequestOptions & { rawBody?: string }): Promise<RestResponse>;
  /** The newest sign-up code mailed to this address. */
  latestCode(email: string): string;
  /** E-mail sign-up through the API (request code, read the mail, verify). Returns the Cookie header. */
  signUp(email: string, username: string, password: string): Promise<string>;
  /** A user row plus a live session, without the sign-up round trips. Returns the id and Cookie header. */
  createUserWithSession(username: string, data?: Record<string, unknown>): Promise<{ userId: number; cookie: string }>;
  dispose(): Promise<void>;
};

export type TestAppOptions = {
  kind: DatabaseKind;
  /** The built client to serve (a folder with an index.html); dist/client when not given. */
  clientDirectory?: string;
  /**
   * The server-rendering build (dist/ssr/entry-server.js) for tests of server-rendered pages;
   * none by default, so an API test reads the same whether or not a build lies around.
   */
  serverEntry?: string;
  /** Reuse a database (a second app on the same data); the caller disposes it. */
  database?: Database & { dispose?: () => Promise<void> };
  /** Extra environment for loadConfig (REDIS_URL, SMTP_URL, ...). */
  env?: Record<string, string>;
  /** Another mailer instead of the in-memory capture; 'from-config' is the app's own (pass SMTP_URL in env with it). */
  mailer?: Mailer | 'from-config';
  /** Counts every SQL statement the app sends (N+1 checks); only for a database this call creates. */
  statementCounter?: StatementCounter;
  /** Population figures without their noise: for tests of the filters and the K rule only. */
  exactAggregates?: boolean;
  /** Shorter snapshot rules for public breakdowns: for tests of those rules only. */
  insightSnapshots?: SnapshotPolicy;
  /** Fewer addresses per sitemap file than 50,000: for tests of the split only. */
  sitemapUrlsPerFile?: number;
};

let addressCounter = 0;

function uniqueClientAddress(): string {
  addressCounter += 1;
  // 10.x.y.z, different per process and per app, so Redis-backed rate limits start fresh.
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${addressCounter % 256}`;
}

// Test files run side by side on one Redis: apps on one database are one deployment and share
// channels and counters; apps on different databases must not hear each other's live updates
// (another file's opinion 921 is not this one's) nor empty each other's kept answers.
const redisPrefixOfDatabase = new WeakMap<Database, string>();
function redisPrefixFor(database: Database): string {
  let prefix = redisPrefixOfDatabase.get(database);
  if (!prefix) redisPrefixOfDatabase.set(database, (prefix = `opinio-test:${process.pid}:${randomUUID()}:`));
  return prefix;
}

export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase(options.kind, { statementCounter: options.statementCounter }));
  const mail: OutgoingMail[] = [];
  const capturingMailer: Mailer = {
    send: async (message) => {
      mail.push(message);
    },
    close() {},
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    SEED_ON_START: 'false',
    // The harness sends documents as text, as partners and admins may. Production-mode tests keep
    // that unless they test the persisted-operations rule itself (tests/api/partner-access.test.ts).
    PERSISTED_OPERATIONS_ONLY: 'false',
    REDIS_PREFIX: redisPrefixFor(database),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer === 'from-config' ? undefined : (options.mailer ?? capturingMailer),
    exactAggregatesForTests: options.exactAggregates,
    insightSnapshotsForTests: options.insightSnapshots,
    sitemapUrlsPerFileForTests: options.sitemapUrlsPerFile,
    clientDirectory: options.clientDirectory,
    serverEntry: options.serverEntry ?? null,
  });
  const { url } = await app.start();
  const clientAddress = uniqueClientAddress();

  function cookieHeaderOf(option: RequestOptions['cookie']): string | undefined {
    if (!option) return undefined;
    return typeof option === 'string' ? option : option.header() || undefined;
  }

  async function graphql<Data = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    requestOptions: RequestOptions = {},
  ): Promise<GraphQLResponse<Data>> {
    const cookie = cookieHeaderOf(requestOptions.cookie);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-forwarded-for': clientAddress,
        ...(cookie ? { cookie } : {}),
        ...requestOptions.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookies = response.headers.getSetCookie();
    if (requestOptions.cookie instanceof CookieJar) requestOptions.cookie.store(setCookies);
    const json = (await response.json()) as { data: Data; errors?: GraphQLResponse['errors'] };
    return { status: response.status, data: json.data, errors: json.errors, headers: response.headers, setCookies };
  }

  async function rest(method: string, path: string, payload?: unknown, requestOptions: RequestOptions & { rawBody?: string } = {}) {
    const cookie = cookieHeaderOf(requestOptions.cookie);
    const body = requestOptions.rawBody ?? (payload === undefined || method === 'GET' ? undefined : JSON.stringify({ body: payload }));
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        'x-forwarded-for': clientAddress,
        ...(cookie ? { cookie } : {}),
        ...requestOptions.headers,
      },
      body,
    });
    const setCookies = response.headers.getSetCookie();
    if (requestOptions.cookie instanceof CookieJar) requestOptions.cookie.store(setCookies);
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, json, headers: response.headers, setCookies };
  }

  function latestCode(email: string): string {
    const message = mail.findLast((candidate) => candidate.to === email.trim().toLowerCase());
    if (!message) throw new Error(`No mail was sent to ${email}`);
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`No 6-digit code in the mail to ${email}: ${message.text}`);
    return code;
  }

  async function signUp(email: string, username: string, password: string): Promise<string> {
    // Each sign-up from its own address: the per-address code limit (20 an hour) is not what
    // the tests that merely need a user are about.
    const headers = { 'x-forwarded-for': uniqueClientAddress() };
    const requested = await graphql(
      `mutation ($input: RequestSignupCodeInput!) { requestSignupCode(input: $input) { __typename ... on Error { message } } }`,
      { input: { email, username, password } },
      { headers },
    );
    if (requested.data?.requestSignupCode?.__typename !== 'MutationRequestSignupCodeSuccess') {
      throw new Error(`requestSignupCode failed: ${JSON.stringify(requested.data ?? requested.errors)}`);
    }
    const verified = await graphql(
      `mutation ($input: VerifySignupCodeInput!) { verifySignupCode(input: $input) { __typename ... on Error { message } } }`,
      { input: { email, code: latestCode(email) } },
      { headers },
    );
    if (verified.data?.verifySignupCode?.__typename !== 'MutationVerifySignupCodeSuccess') {
      throw new Error(`verifySignupCode failed: ${JSON.stringify(verified.data ?? verified.errors)}`);
    }
    const session = verified.setCookies.map(parseSetCookie).find((cookie) => cookie.name === SESSION_COOKIE);
    if (!session) throw new Error('verifySignupCode set no session cookie');
    return `${SESSION_COOKIE}=${encodeURIComponent(session.value)}`;
  }

  async function createUserWithSession(username: string, data: Record<string, unknown> = {}) {
    const user = await database.prisma.user.create({
      data: { username, usernameKey: username.toLowerCase(), email: `${username.toLowerCase()}@example.test`, ...data },
      select: { id: true },
    });
    const token = createOpaqueToken();
    await database.prisma.session.create({
      data: { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) },
    });
    return { userId: user.id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
  }

  return {
    kind: options.kind,
    database,
    prisma: database.prisma,
    app,
    url,
    mail,
    clientAddress,
    graphql,
    rest,
    latestCode,
    signUp,
    createUserWithSession,
    async dispose() {
      try {
        await app.stop();
      } finally {
        if (ownsDatabase) await (database as Database & { dispose(): Promise<void> }).dispose();
      }
    },
  };
}

type Prisma = Database['prisma'];

/** A topic row; slug and title are given so assertions can be exact. */
export function createTopic(prisma: Prisma, data: { slug: string; title: string; id?: number; description?: string }) {
  return prisma.topic.create({ data });
}

/** An opinion row filed under the given topics. */
export function createOpinion(
  prisma: Prisma,
  data: {
    slug: string;
    title: string;
    id?: number;
    topicIds?: number[];
    createdById?: number;
    createdAt?: Date;
    link?: string;
    tidbit?: string;
    imageUrl?: string;
    deleted?: boolean;
    deletedAt?: Date;
    removedAt?: Date;
  },
) {
  const { topicIds = [], ...columns } = data;
  return prisma.opinion.create({
    data: { ...columns, topics: { create: topicIds.map((topicId) => ({ topicId })) } },
  });
}
