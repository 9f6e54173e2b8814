/**
 * The zod checks of the response envelope (shared/src/envelope.ts), apart from api-client.ts so that zod is not in the
 * first chunk: api-client imports this module on the first call, while the request is in flight.
 */
import { z } from 'zod';

/** A refusal: the server's message when it sent one. */
export const MessageSchema = z.object({ message: z.string().optional() }).loose();
/** A success: the answer itself is in `data`, checked by the caller's schema. */
export const EnvelopeSchema = z.object({ success: z.literal(true), data: z.unknown() }).loose();
