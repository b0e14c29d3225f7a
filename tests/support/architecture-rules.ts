// Reads the two tables of ARCHITECTURE.md (Modules, Layers) and checks source files against
// them: who imports whom (parsed imports, type-only ones included), import cycles, and which
// tables each module writes, reads on their own or joins in SQL. tests/unit/architecture.test.ts
// runs it over the repository, and over small made-up sources that break each rule, so the
// checks themselves are known to fail when they should.
import { posix } from 'node:path';
import ts from 'typescript';

export type SourceFile = { path: string; text: string };

export type ModuleRow = { name: string; planned: boolean; owns: string[]; joins: string[]; mayCall: string[] };

export type LayerRule = { layer: string; ownFolder: boolean; typesOnly: boolean };

export type LayerRow = { name: string; patterns: string[]; mayImport: LayerRule[] | '*' };

export type ArchitectureMap = { modules: ModuleRow[]; layers: LayerRow[] };

/** Prisma models by name, with each relation field's target model. */
export type PrismaModels = Map<string, Map<string, string>>;

// ───────────── reading the map ─────────────

/** The rows of the first Markdown table after the `## <heading>` line, as arrays of cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) throw new Error(`ARCHITECTURE.md has no "## ${heading}" section`);
  const rows: string[][] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index].trim();
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  if (rows.length < 3) throw new Error(`The "${heading}" table of ARCHITECTURE.md is empty`);
  return rows.slice(2); // header and separator
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

export function parseArchitectureMap(markdown: string): ArchitectureMap {
  const modules = tableAfter(markdown, 'Modules').map((cells) => {
    if (cells.length !== 5) throw new Error(`A Modules row needs 5 cells: | ${cells.join(' | ')} |`);
    const [name] = backticked(cells[0]);
    if (!name) throw new Error(`A Modules row names no module: | ${cells.join(' | ')} |`);
    return {
      name,
      planned: cells[0].includes('(planned)'),
      owns: backticked(cells[2]),
      joins: backticked(cells[3]),
      mayCall: backticked(cells[4]),
    };
  });
  const layers = tableAfter(markdown, 'Layers').map((cells) => {
    if (cells.length !== 3) throw new Error(`A Layers row needs 3 cells: | ${cells.join(' | ')} |`);
    const [name] = backticked(cells[0]);
    // Strict: a qualifier the checker does not know would silently loosen the rule.
    const mayImport: LayerRow['mayImport'] =
      cells[2].trim() === '`*`'
        ? '*'
        : cells[2].split(',').map((item) => {
            const match = /^`([^`]+)`(?:\s*\((own folder|types only)\))?$/.exec(item.trim());
            if (!match) throw new Error(`ARCHITECTURE.md, layer ${name}: cannot read "${item.trim()}" (\`layer\`, optionally (own folder) or (types only))`);
            return { layer: match[1], ownFolder: match[2] === 'own folder', typesOnly: match[2] === 'types only' };
          });
    return { name, patterns: backticked(cells[1]), mayImport };
  });
  return { modules, layers };
}

/** Models and their relation fields, from schema.prisma. */
export function parsePrismaModels(schema: string): PrismaModels {
  const blocks = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const names = new Set(blocks.map((block) => block[1]));
  const models: PrismaModels = new Map();
  for (const [, name, body] of blocks) {
    const relations = new Map<string, string>();
    for (const line of body.split('\n')) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?\??/.exec(line);
      if (field && names.has(field[2])) relations.set(field[1], field[2]);
    }
    models.set(name, relations);
  }
  return models;
}

// ───────────── reading the sources ─────────────

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const character = glob[index];
    if (character === '*' && glob[index + 1] === '*') {
      pattern += '.*';
      index += 1;
    } else if (character === '*') {
      pattern += '[^/]*';
    } else {
      pattern += character.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

export function layerOf(path: string, map: ArchitectureMap): string | null {
  for (const layer of map.layers) {
    if (layer.patterns.some((pattern) => globToRegExp(pattern).test(path))) return layer.name;
  }
  return null;
}

export const moduleOf = (path: string) => /^api\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The folder "(own folder)" means: a module of api/modules/, or a page or component area of the client. */
export const ownFolderOf = (path: string) => /^(api\/modules|client\/pages|client\/components)\/[^/]+\//.exec(path)?.[0] ?? null;

export type ImportEdge = { from: string; to: string; typeOnly: boolean; line: number };

// Each file is parsed once, for its imports and for its table accesses.
const parsed = new WeakMap<SourceFile, ts.SourceFile>();

function syntaxOf(file: SourceFile): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

/** Every relative import of a file (static, re-exports and dynamic), resolved to a repo path. */
export function importsOf(file: SourceFile): ImportEdge[] {
  const source = syntaxOf(file);
  const edges: ImportEdge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean, node: ts.Node) => {
    if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith('.')) return;
    edges.push({
      from: file.path,
      to: posix.normalize(posix.join(posix.dirname(file.path), specifier.text)),
      typeOnly,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      // `import type { A }` or `import { type A, type B }`: nothing of the target runs.
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly, node);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

export type TableAccess = { model: string; kind: 'write' | 'read' | 'join'; how: string; line: number };

const PRISMA_WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);
const PRISMA_READS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
]);
const NESTED_WRITES = new Set(['create', 'createMany', 'connectOrCreate', 'upsert', 'update', 'updateMany', 'delete', 'deleteMany', 'connect', 'disconnect', 'set']);
const FILTER_KEYS = new Set(['AND', 'OR', 'NOT', 'some', 'every', 'none', 'is', 'isNot']);

const delegateName = (model: string) => model[0].toLowerCase() + model.slice(1);

/**
 * The tables a file touches: Prisma delegate calls (`x.vote.create(...)`), the relations their
 * arguments select, filter on or write through, and tables named in SQL text ("Vote" in any
 * string or template: a write after INSERT INTO / UPDATE / DELETE FROM, a join otherwise).
 */
export function tableAccessOf(file: SourceFile, models: PrismaModels): TableAccess[] {
  const source = syntaxOf(file);
  const byDelegate = new Map([...models.keys()].map((model) => [delegateName(model), model]));
  const accesses: TableAccess[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const propertyName = (property: ts.ObjectLiteralElementLike) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
  // Selections kept in a constant (`select: viewerSelect`) are followed to the constant's value.
  const constants = new Map<string, ts.Expression>();
  const collectConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);
  const unwrap = (node: ts.Node): ts.Node => {
    let current = node;
    for (let depth = 0; depth < 5; depth += 1) {
      if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
      else if (ts.isIdentifier(current) && constants.has(current.text)) current = constants.get(current.text)!;
      else break;
    }
    return current;
  };

  /** Walks select / include / where / orderBy / data of a Prisma argument for `model`. */
  function walkArgument(given: ts.Node, model: string, mode: 'query' | 'data' | 'filter') {
    const node = unwrap(given);
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) walkArgument(element, model, mode);
      return;
    }
    if (!ts.isObjectLiteralExpression(node)) return;
    const relations = models.get(model) ?? new Map<string, string>();
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = propertyName(property);
      if (key === null) continue;
      const value = unwrap(property.initializer);
      if (mode === 'query' && (key === 'select' || key === 'include' || key === 'orderBy')) {
        walkArgument(value, model, 'query');
      } else if (key === 'where' || key === '_count') {
        walkArgument(value, model, key === 'where' ? 'filter' : 'query');
      } else if (mode === 'query' && key === 'data') {
        walkArgument(value, model, 'data');
      } else if (mode === 'filter' && FILTER_KEYS.has(key)) {
        walkArgument(value, model, 'filter');
      } else if (relations.has(key)) {
        const target = relations.get(key)!;
        if (mode === 'data') {
          const nested = ts.isObjectLiteralExpression(value)
            ? value.properties.some((inner) => ts.isPropertyAssignment(inner) && NESTED_WRITES.has(propertyName(inner) ?? ''))
            : false;
          accesses.push({ model: target, kind: nested ? 'write' : 'read', how: `nested ${key} of ${model}`, line: lineOf(property) });
        } else {
          accesses.push({ model: target, kind: 'join', how: `relation ${model}.${key}`, line: lineOf(property) });
        }
        walkArgument(value, target, mode === 'filter' ? 'filter' : 'query');
      }
    }
  }

  const sqlText = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
    return null;
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isPropertyAccessExpression(node.expression.expression)) {
      const operation = node.expression.name.text;
      const model = byDelegate.get(node.expression.expression.name.text);
      if (model && (PRISMA_WRITES.has(operation) || PRISMA_READS.has(operation))) {
        accesses.push({
          model,
          kind: PRISMA_WRITES.has(operation) ? 'write' : 'read',
          how: `prisma ${delegateName(model)}.${operation}`,
          line: lineOf(node),
        });
        if (node.arguments[0]) walkArgument(node.arguments[0], model, 'query');
      }
    }
    const text = sqlText(node);
    if (text !== null) {
      for (const match of text.matchAll(/(\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+)?"(\w+)"/gi)) {
        if (!models.has(match[2])) continue;
        accesses.push({ model: match[2], kind: match[1] ? 'write' : 'join', how: `SQL ${match[0].replace(/\s+/g, ' ')}`, line: lineOf(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return accesses;
}

// ───────────── the checks ─────────────

/** Files outside the modules that may write any table (demo data and content, in bulk). */
const SEEDING = /^api\/db\/[^/]*-seed\.ts$/;

function findCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** Every way `files` break `map`; empty when they keep it. */
export function checkArchitecture(options: { files: SourceFile[]; map: ArchitectureMap; models: PrismaModels }): string[] {
  const { files, map, models } = options;
  const problems: string[] = [];
  const modules = new Map(map.modules.map((row) => [row.name, row]));
  const layers = new Map(map.layers.map((row) => [row.name, row]));
  const known = new Set(files.map((file) => file.path));

  // The map itself: every table has exactly one owner; names are real.
  const owners = new Map<string, string[]>();
  for (const row of map.modules) {
    for (const model of [...row.owns, ...row.joins]) {
      if (!models.has(model)) problems.push(`ARCHITECTURE.md: module ${row.name} names a table that does not exist: ${model}`);
    }
    for (const model of row.owns) owners.set(model, [...(owners.get(model) ?? []), row.name]);
    for (const callee of row.mayCall) if (!modules.has(callee)) problems.push(`ARCHITECTURE.md: module ${row.name} may call an unknown module: ${callee}`);
    for (const model of row.joins) if (row.owns.includes(model)) problems.push(`ARCHITECTURE.md: module ${row.name} lists its own table ${model} as a join`);
  }
  for (const model of models.keys()) {
    const ownedBy = owners.get(model) ?? [];
    if (ownedBy.length !== 1) problems.push(`ARCHITECTURE.md: table ${model} must have exactly one owner, has ${ownedBy.length ? ownedBy.join(', ') : 'none'}`);
  }
  for (const rule of map.layers.flatMap((layer) => (layer.mayImport === '*' ? [] : layer.mayImport))) {
    if (!layers.has(rule.layer)) problems.push(`ARCHITECTURE.md: unknown layer in a May import cell: ${rule.layer}`);
  }
  const moduleFolders = new Set(files.flatMap((file) => moduleOf(file.path) ?? []));
  for (const folder of moduleFolders) if (!modules.has(folder)) problems.push(`api/modules/${folder}/ is not in ARCHITECTURE.md's Modules table`);
  for (const row of map.modules) {
    if (!row.planned && !moduleFolders.has(row.name)) problems.push(`ARCHITECTURE.md lists module ${row.name}, but api/modules/${row.name}/ does not exist (mark it (planned)?)`);
  }

  // Imports.
  const edges = files.flatMap((file) => importsOf(file));
  const usedCalls = new Set<string>();
  for (const edge of edges) {
    const where = `${edge.from}:${edge.line}`;
    if (!known.has(edge.to) && !edge.to.endsWith('.css') && !edge.to.includes('/__generated__/') && !edge.to.includes('/generated/')) {
      // An import of something outside the checked files (a JSON file, a generated artifact) is not a rule.
      continue;
    }
    const fromLayer = layerOf(edge.from, map);
    const toLayer = layerOf(edge.to, map);
    if (!fromLayer) {
      problems.push(`${edge.from}: no layer of ARCHITECTURE.md matches this file`);
      continue;
    }
    if (!toLayer) continue; // generated artifacts and assets
    const rules = layers.get(fromLayer)!.mayImport;
    const fromModule = moduleOf(edge.from);
    const toModule = moduleOf(edge.to);
    if (rules !== '*') {
      const allowed = rules.some(
        (rule) =>
          rule.layer === toLayer &&
          (!rule.ownFolder || (ownFolderOf(edge.from) !== null && ownFolderOf(edge.from) === ownFolderOf(edge.to))) &&
          (!rule.typesOnly || edge.typeOnly),
      );
      if (!allowed) {
        problems.push(`${where}: ${fromLayer} may not import ${toLayer}${edge.typeOnly ? ' (even types)' : ''}: ${edge.to}`);
        continue;
      }
    }
    // Services of one module call another module's service only if the map says it may.
    if (fromLayer === 'module-service' && toLayer === 'module-service' && fromModule && toModule && fromModule !== toModule) {
      if (!modules.get(fromModule)?.mayCall.includes(toModule)) {
        problems.push(`${where}: module ${fromModule} may not call module ${toModule} (ARCHITECTURE.md, May call): ${edge.to}`);
      } else {
        usedCalls.add(`${fromModule}->${toModule}`);
      }
    }
  }
  for (const cycle of findCycles(edges.filter((edge) => known.has(edge.to)))) {
    problems.push(`import cycle: ${cycle.join(' -> ')}`);
  }
  for (const row of map.modules) {
    for (const callee of row.mayCall) {
      if (!row.planned && !usedCalls.has(`${row.name}->${callee}`)) {
        problems.push(`ARCHITECTURE.md: module ${row.name} may call ${callee}, but no service of it does: remove it from the map`);
      }
    }
  }

  // Tables.
  const usedJoins = new Set<string>();
  for (const file of files) {
    if (!file.path.startsWith('api/')) continue;
    const accesses = tableAccessOf(file, models);
    if (accesses.length === 0) continue;
    const module = moduleOf(file.path);
    const layer = layerOf(file.path, map);
    if (!module) {
      if (SEEDING.test(file.path)) continue;
      for (const access of accesses) {
        problems.push(`${file.path}:${access.line}: only module services touch tables (${access.how})`);
      }
      continue;
    }
    const row = modules.get(module);
    if (!row) continue;
    for (const access of accesses) {
      const where = `${file.path}:${access.line}`;
      if (layer !== 'module-service') {
        problems.push(`${where}: ${layer} files reach data through services, not the database (${access.how})`);
      } else if (access.kind === 'write' && !row.owns.includes(access.model)) {
        problems.push(`${where}: module ${module} writes ${access.model}, which ${owners.get(access.model)?.join(', ') ?? 'nobody'} owns (${access.how})`);
      } else if (access.kind === 'read' && !row.owns.includes(access.model)) {
        problems.push(`${where}: module ${module} reads ${access.model} on its own; ask its owner's service (${access.how})`);
      } else if (access.kind === 'join' && !row.owns.includes(access.model)) {
        if (row.joins.includes(access.model)) usedJoins.add(`${module}:${access.model}`);
        else problems.push(`${where}: module ${module} joins ${access.model}, which ARCHITECTURE.md does not declare (${access.how})`);
      }
    }
  }
  for (const row of map.modules) {
    for (const model of row.joins) {
      if (!row.planned && !usedJoins.has(`${row.name}:${model}`)) {
        problems.push(`ARCHITECTURE.md: module ${row.name} declares a join of ${model} that no statement makes: remove it from the map`);
      }
    }
  }
  return problems;
}
