import type { FastifyReply } from 'fastify';
import { OperationError } from '../protocol/contract';

/** Body of a failed plain HTTP call (sign-in, register ...): {userMessage, sysMessage}. */
export function sendFailure(reply: FastifyReply, status: number, userMessage: string, sysMessage: string): FastifyReply {
  return reply.code(status).send({ userMessage, sysMessage });
}

/** Runs a route body; an OperationError becomes its status and {userMessage, sysMessage}. */
export async function answer<T>(reply: FastifyReply, work: () => Promise<T> | T): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OperationError) return sendFailure(reply, error.status, error.userMessage, error.sysMessage);
    throw error;
  }
}

/** Plain JSON bodies of the account routes; anything else reads as empty. */
export function jsonObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
