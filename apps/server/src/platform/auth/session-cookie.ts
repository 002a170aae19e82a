import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'diancan_session';

/** The session token from a raw Cookie header (the realtime upgrade has no parsed cookies). */
export function sessionTokenFromHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = fastifyCookie.parse(cookieHeader)[SESSION_COOKIE];
  return token ? token : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the request reached us over https (directly, or through a trusted proxy).
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
