import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPageSection } from '@all22/domain';
import {
  chooseAnswerEncoding,
  COMPRESS_THRESHOLD_BYTES,
  encodeAnswer,
} from '../compression/answer-encoding.js';
import { readStartData, toStartDataElement } from './spa-start-data.js';

/**
 * Stands in index.html for this answer's style nonce (on its <style> and its csp-nonce meta, which
 * the app reads to give Emotion the nonce); each answer gets a fresh one.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const INDEX_PATH = '/index.html';
/** The app's icon in the build (apps/web/public). */
const FAVICON_PATH = 'favicon.svg';

/** Paths that belong to the server, never to the SPA's history fallback. */
const SERVER_PREFIXES = ['/api/', '/identity', '/ws/'];

const isServerPath = (url: string): boolean =>
  url === '/api' || SERVER_PREFIXES.some((prefix) => url.startsWith(prefix));

/** A path whose last segment has an extension names a file (a missing asset), not a page. */
const isFilePath = (pathname: string): boolean => /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

/** Browsers send text/html; curl and other plain clients send any type, which includes HTML. */
const acceptsHtml = (accept: string | undefined): boolean =>
  accept === undefined || accept.includes('text/html') || accept.includes('*/*');

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    statusCode: 404,
  });
}

/** An inline script: a <script> element without a src, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hashes of a page's inline scripts, over their text exactly as written. */
function hashInlineScripts(page: string): string[] {
  return [...page.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `sha256-${createHash('sha256').update(text).digest('base64')}`,
  );
}

/**
 * index.html with this answer's nonce, its inline scripts allowed by hash, and the app's start
 * data; read on each answer, so a rebuild is served at once (as the other files are).
 */
async function renderIndex(
  app: FastifyInstance,
  indexFile: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [page, startData] = await Promise.all([readFile(indexFile, 'utf8'), readStartData(app)]);
  reply.allowInlineScripts(hashInlineScripts(page));
  // A fresh nonce makes every answer differ, so none is ever stored or revalidated (a 304 would
  // keep a page whose nonce the new policy no longer names).
  void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  // The start data goes in with the page, so the app starts without a round trip (a data block:
  // not an inline script, so not hashed into the CSP).
  const withNonce = page.replaceAll(CSP_NONCE_PLACEHOLDER, reply.getStyleNonce());
  const startElement = toStartDataElement(startData);
  const html = Buffer.from(
    withNonce.includes('</head>')
      ? withNonce.replace('</head>', `${startElement}</head>`)
      : `${withNonce}${startElement}`,
  );
  // The not-found handler is no route, so the compression plugin does not see it: encoded here.
  if (html.length < COMPRESS_THRESHOLD_BYTES) return reply.send(html);
  void reply.header('vary', 'Accept-Encoding');
  const encoding = chooseAnswerEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  return reply.header('content-encoding', encoding).send(await encodeAnswer(html, encoding));
}

/**
 * Serves the built SPA with history fallback: any GET that asks for HTML and is not an API path
 * gets index.html (rendered with a style nonce), so deep links like /games/scores work. Missing
 * files (a path with an extension) and everything else unmatched are a JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const root = path.resolve(options.webDistDir);
    const indexFile = path.join(root, 'index.html');
    const hasBuild = existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset: sent as the client accepts them.
        preCompressed: true,
        // index.html is rendered (with its nonce) by the fallback below, never sent as it is.
        allowedPath: (pathname) => pathname !== INDEX_PATH,
        // Hashed assets never change; other files (the favicon) are revalidated.
        setHeaders: (reply, filePath) => {
          void reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
      // Browsers ask for /favicon.ico wherever a page names no icon (the API docs, a JSON answer).
      if (existsSync(path.join(root, FAVICON_PATH))) {
        app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
          reply.header('cache-control', 'public, max-age=86400').redirect(`/${FAVICON_PATH}`, 301),
        );
      }
      if (!readFileSync(indexFile, 'utf8').includes(CSP_NONCE_PLACEHOLDER)) {
        app.log.warn(
          { indexFile },
          'index.html has no CSP nonce placeholder: its styles will be refused; rebuild it',
        );
      }
    } else {
      app.log.warn({ webDistDir: root }, 'web app not built; run "npm run build" to serve the SPA');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        acceptsHtml(request.headers.accept) && (pathname === INDEX_PATH || !isFilePath(pathname));
      if (request.method !== 'GET' || isServerPath(pathname) || !wantsPage) {
        return notFoundJson(request, reply);
      }
      if (!hasBuild) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      // Every client route is rendered by the SPA, which shows its own 404 page; a path outside
      // the app's sections is surely none, and says so with its status too.
      if (pathname !== INDEX_PATH && !isAppPageSection(pathname)) void reply.code(404);
      return renderIndex(app, indexFile, request, reply);
    });
  },
  { name: 'spa', dependencies: ['security-headers'] },
);
