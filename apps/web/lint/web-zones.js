import path from 'node:path';

/**
 * The web's import zones (issue 15), checked on the resolved path of every relative import:
 * - a feature (src/features/x) imports another feature only through its public index (src/features/y/index.ts);
 * - src/components and src/lib, which every feature uses, import no feature at all.
 * Written here rather than taken from a plugin: the rule is a dozen lines on paths, and a plugin's resolver setup for
 * a workspace with TypeScript sources would be larger than the rule.
 */
function zoneOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0 || !parts.slice(0, src).includes('web')) return null;
  const [top, feature, ...rest] = parts.slice(src + 1);
  return { top, feature, rest };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internals: "features/{{from}} imports features/{{to}}'s internals ({{source}}); import its index.ts, or move what both need to components/ or lib/",
      shared: '{{top}}/ imports features/{{to}} ({{source}}); components/ and lib/ serve every feature and import none',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = zoneOf(filename);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(filename), source));
      if (!to || to.top !== 'features' || to.feature === undefined) return;
      if (from.top === 'components' || from.top === 'lib') {
        context.report({ node, messageId: 'shared', data: { top: from.top, to: to.feature, source } });
        return;
      }
      if (from.top !== 'features' || from.feature === to.feature) return;
      const isIndex = to.rest.length === 0 || (to.rest.length === 1 && /^index(\.tsx?)?$/.test(to.rest[0]));
      if (!isIndex) context.report({ node, messageId: 'internals', data: { from: from.feature, to: to.feature, source } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const webZones = { rules: { 'feature-boundaries': featureBoundaries } };
