import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config/load-config.js';
import { getSecurityHeaders, getSecurityPolicy } from '../config/security-policy.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This answer's style nonce (made on the first call): a page puts it on its <style> tags and
     * hands it to Emotion; the page's Content-Security-Policy allows styles carrying it.
     */
    getStyleNonce(): string;
    /** Lets this answer's page run its inline scripts of these hashes ('sha256-…'). */
    allowInlineScripts(hashes: readonly string[]): void;
  }
}

export interface SecurityHeadersOptions {
  config: ServerConfig;
  /** App paths the app frames itself: the OIDC client's redirect URIs (its silent sign-in runs in a hidden frame). */
  framedBySelfPaths: readonly string[];
  /** Path prefixes of third-party pages that set inline styles at run time (the API docs' Swagger UI). */
  inlineStylePrefixes: readonly string[];
}

/** 128 random bits, as CSP asks of a nonce. */
const NONCE_BYTES = 16;

/**
 * Security headers on every answer (config/security-policy.ts has the values and why): API, SPA,
 * static files, errors and 404s. Set on send, and only where the answer has none of its own, so
 * the identity pages keep helmet's (set in their own context) and a route may choose its own.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const policy = getSecurityPolicy(options.config);
    const framedBySelf = new Set(options.framedBySelfPaths);
    const styleNonces = new WeakMap<FastifyReply, string>();
    const scriptHashes = new WeakMap<FastifyReply, readonly string[]>();

    app.decorateReply('getStyleNonce', function getStyleNonce(this: FastifyReply): string {
      const nonce = styleNonces.get(this) ?? randomBytes(NONCE_BYTES).toString('base64');
      styleNonces.set(this, nonce);
      return nonce;
    });
    app.decorateReply('allowInlineScripts', function allowInlineScripts(this: FastifyReply, hashes) {
      scriptHashes.set(this, hashes);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = reply.getHeader('content-type');
      const isPage = typeof contentType === 'string' && contentType.startsWith('text/html');
      const pathname = request.url.split('?')[0] ?? '';
      const headers = getSecurityHeaders(policy, {
        isPage,
        styleNonce: styleNonces.get(reply),
        scriptHashes: scriptHashes.get(reply),
        allowsInlineStyles: options.inlineStylePrefixes.some((prefix) => pathname.startsWith(prefix)),
        isFramedBySelf: framedBySelf.has(pathname),
      });
      for (const [name, value] of Object.entries(headers)) {
        if (!reply.hasHeader(name)) void reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
