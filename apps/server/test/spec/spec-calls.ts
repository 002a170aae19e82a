import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The calls the two spec documents name (access section 7's table, store operations section 7's lines), read from
 * the spec folder itself so the list cannot drift from it. Each call becomes a key: `METHOD path` when the spec
 * gives one (`GET back/pos/getMenu`), `group/name` for a group of names (`back/category/add`), or the spec's own
 * words when it gives no path (`Validate manager code`).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The spec lives beside the repository: `../shared/spec` from its root, or from the main checkout when this
 * is a git worktree (its common git dir is the main checkout's .git). SPEC_DIR overrides both. A clone made
 * elsewhere (a CI runner's work folder) has neither, so the repository keeps a copy in docs/spec, read last.
 */
export function specDirectory(): string {
  const tried: string[] = [];
  const candidates = [process.env.SPEC_DIR, path.resolve(repoRoot, '../shared/spec')];
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: repoRoot }).toString().trim();
    candidates.push(path.resolve(path.dirname(common), '../shared/spec'));
  } catch {
    // Not a git checkout (an unpacked tarball): the git-relative place does not count.
  }
  candidates.push(path.resolve(repoRoot, 'docs/spec'));
  for (const candidate of candidates) {
    if (!candidate) continue;
    tried.push(candidate);
    if (existsSync(candidate) && readdirSync(candidate).some((name) => name.endsWith('.txt'))) return candidate;
  }
  throw new Error(`The spec folder was not found (tried ${tried.join(', ')}): the spec-coverage test cannot run without it`);
}

function sectionSeven(text: string): string {
  const start = text.search(/^## 7\. /m);
  const end = text.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('section 7 not found in a spec document');
  return text.slice(start, end);
}

/** Splits on `;` outside parentheses and braces. */
function topLevelParts(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of line) {
    if (char === '(' || char === '{') depth += 1;
    if (char === ')' || char === '}') depth -= 1;
    // A call list ends at `;`, or at a sentence's end (`). Store report API under ...`).
    if (depth === 0 && (char === ';' || (char === ' ' && current.endsWith('.')))) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) => part.trim().replace(/\.$/, '').replace(/^[\w ]+ under \S+: /, ''))
    .filter(Boolean);
}

const METHOD_CALL = /^(GET|POST|PUT|DELETE) (\S+)/;
/** `cashDrawerRecord add (POST), update (PUT)` or `shift page, finish (POST)`: a resource and its calls. */
const NAMED_CALLS = /^([A-Za-z][A-Za-z ]*?) ((?:\w+(?: \([A-Z]+\))?, )+\w+(?: \([A-Z]+\))?)$/;

const clean = (path: string) => path.replace(/^\//, '').replace(/[?{,].*$/, '');

/** One piece of a call list as keys. */
function keysOf(piece: string): string[] {
  const call = METHOD_CALL.exec(piece);
  if (call) {
    // `POST report/order/page, /revenue, /print`: siblings of the first path.
    const first = clean(call[2] ?? '');
    const siblings = [...piece.matchAll(/, \/(\w+)/g)].map((match) => `${first.replace(/[^/]+$/, '')}${match[1]}`);
    return [first, ...siblings].map((path) => `${call[1]} ${path}`);
  }
  const named = NAMED_CALLS.exec(piece);
  if (named) {
    const resource = (named[1] ?? '').replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
    return (named[2] ?? '').split(', ').map((name) => {
      const [, callName, method] = /^(\w+)(?: \(([A-Z]+)\))?$/.exec(name) ?? [];
      return `${method ? `${method} ` : ''}${resource}/${callName}`;
    });
  }
  const group = /^(back\/[\w/]+) \(([^)]*)\)$/.exec(piece);
  if (group) return (group[2] ?? '').split(',').map((name) => `${group[1]}/${name.trim()}`);
  return [piece.replace(/\s*[{(].*$/, '').trim()];
}

function accessCalls(text: string): string[] {
  const keys: string[] = [];
  for (const line of sectionSeven(text).split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Call') || line.startsWith('|---')) continue;
    const [call = '', payload = ''] = line.split('|').slice(1).map((cell) => cell.trim());
    const groups = /^(back\/\w+)(?: and (back\/\w+))?$/.exec(call);
    if (groups) {
      for (const base of [groups[1], groups[2]].filter(Boolean)) {
        for (const name of payload.split(',')) keys.push(`${base}/${name.trim()}`);
      }
    } else keys.push(...topLevelParts(call).flatMap(keysOf));
  }
  return keys;
}

function storeCalls(text: string): string[] {
  const keys: string[] = [];
  for (const line of sectionSeven(text).split('\n')) {
    const listed = /^([\w ]+): (.+)$/.exec(line);
    if (!listed || listed[1] === 'Server behaviour and response shapes beyond those named') continue;
    keys.push(...topLevelParts(listed[2] ?? '').flatMap(keysOf));
  }
  return keys;
}

/** Every call key of both documents, each once, in the spec's order. */
export function specCalls(): string[] {
  const dir = specDirectory();
  const files = readdirSync(dir).filter((name) => name.endsWith('.txt')).sort();
  const keys: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    keys.push(...(text.includes('(access, session and shared behaviour)') ? accessCalls(text) : storeCalls(text)));
  }
  return [...new Set(keys)];
}
