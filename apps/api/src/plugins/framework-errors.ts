// The answers Fastify and Node give before any route runs (a URL that is not validly percent-encoded, a
// malformed or oversized request), in the one error shape {error: {status, message}} with the catalogue's
// texts, like every other error.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type ErrorBody } from '@specpulse/contract';

const errorBody = (status: number, message: string): ErrorBody => ({ error: { status, message } });

/** Fastify's `frameworkErrors`: a bad URL (FST_ERR_BAD_URL) and the like are a 400. */
export function frameworkErrorHandler(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const code = (error as { code?: string }).code;
  void reply
    .status(400)
    .send(errorBody(400, code === 'FST_ERR_BAD_URL' ? messages.badUrl : messages.badClientRequest));
}

/** Fastify's `clientErrorHandler`: requests Node's parser refuses (no request object exists yet). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, messages.clientTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, messages.headersTooLarge]
        : [400, messages.badClientRequest];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
