import type { FastifyRequest } from 'fastify';

function loopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);
}

/**
 * Whether a request comes from this machine: the connection's own address and, behind a trusted proxy, the client's
 * address too (a proxy on the same machine connects from loopback for everyone).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  return loopbackAddress(request.socket?.remoteAddress ?? request.ip) && loopbackAddress(request.ip);
}
