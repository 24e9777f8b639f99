import { TRPCError } from '@trpc/server';

/** The refusals staff and families read from the orders domain. */
export const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const orderNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That order no longer exists.' });
