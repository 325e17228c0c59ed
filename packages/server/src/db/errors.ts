/** PostgreSQL's unique_violation (23505), whether the driver error is thrown as is or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const direct = (error as { code?: unknown } | null)?.code;
  const wrapped = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return direct === '23505' || wrapped === '23505';
}
