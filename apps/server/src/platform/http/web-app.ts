import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@diancan/core';
import { errorBody } from '../errors/envelope.js';

/** Paths the web app never owns: unknown ones answer 404 in the envelope, not index.html. */
function isServerPath(url: string): boolean {
  return /^\/(api|app)(\/|\?|$)/.test(url);
}

/** The customer's pages (self-ordering) have their own small entry, order.html (docs/self-ordering.md). */
function isCustomerPath(url: string): boolean {
  return /^\/(order|kiosk|front-stage|ready)\//.test(url);
}

/**
 * The CSP sources of the inline scripts of the built index.html: the counter's boot script is written into the page
 * (apps/web/vite.config.ts) so it runs while the HTML is parsed, and the policy allows exactly that text by its hash.
 */
export function inlineScriptHashes(webDist: string | null): string[] {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  // Scripts without a src: their text is what the browser hashes.
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built web app (apps/web/dist) with a fallback to index.html for client-side routes, and
 * answers unknown API paths with a 404 envelope. Without a built web app only the API is served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  const hasWebApp = root !== null;
  if (webDist && !root) {
    app.log.warn({ webDist }, 'no built web app in this folder (run `npm run build`); serving the API only');
  }
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br / .gz beside each file (apps/web/vite.config.ts): sent as they are, not compressed again.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed bundles never change; index.html must be fetched again to pick up a new build.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && !isServerPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(isCustomerPath(request.url) ? 'order.html' : 'index.html');
    }
    return reply.code(404).send(errorBody(MSG.NOT_FOUND));
  });
}
