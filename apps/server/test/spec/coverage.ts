import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiRoute {
  method: string;
  url: string;
}

/** A key's method (when it names one) and path. */
function parts(key: string): { method: string | null; path: string } {
  const match = /^(GET|POST|PUT|DELETE) (.+)$/.exec(key);
  return match ? { method: match[1] ?? null, path: match[2] ?? '' } : { method: null, path: key };
}

/** The route serving a spec call: same method (when named), and its URL ends with the call's path. */
export function routeFor(key: string, routes: readonly ApiRoute[]): ApiRoute | undefined {
  const { method, path: callPath } = parts(key);
  if (!/^[\w/-]+$/.test(callPath)) return undefined; // the spec's words, not a path
  return routes.find((route) => (method === null || route.method === method) && route.url.endsWith(`/${callPath}`));
}

export interface CoverageRow {
  call: string;
  routes: string[];
  reason: string;
}

/** The rows of docs/spec-coverage.md's table: | spec call | route(s) | reason |. */
export function coverageRows(repoRoot: string): Map<string, CoverageRow> {
  const text = readFileSync(path.join(repoRoot, 'docs/spec-coverage.md'), 'utf8');
  const rows = new Map<string, CoverageRow>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 3 || cells[0] === 'spec call' || /^-+$/.test(cells[0] ?? '')) continue;
    const [call = '', routeCell = '', reason = ''] = cells;
    const routes = [...routeCell.matchAll(/`(GET|POST|PUT|DELETE) (\/api\/[^`]+)`/g)].map((match) => `${match[1]} ${match[2]}`);
    rows.set(call.replace(/^`|`$/g, ''), { call, routes, reason });
  }
  return rows;
}
