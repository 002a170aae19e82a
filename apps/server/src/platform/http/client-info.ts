import type { FastifyRequest } from 'fastify';

/** Where a request came from, for audit rows and per-address rate limits. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const USER_AGENT_MAX = 500;

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}
