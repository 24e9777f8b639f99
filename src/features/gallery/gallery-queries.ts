/** True for a "that item does not exist" answer, on the server (TRPCError) and in the browser. */
export function isNotFoundError(error: unknown): boolean {
  const e = error as { code?: string; data?: { code?: string } } | null;
  return e?.code === 'NOT_FOUND' || e?.data?.code === 'NOT_FOUND';
}
