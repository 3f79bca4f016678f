/**
 * Whether a user may see/use something that requires `required` permissions:
 * - required null/undefined: no restriction, everyone is allowed;
 * - required []: only users with no permissions at all (screens meant for plain users);
 * - otherwise: allowed when the user has at least one of the required permissions.
 */
export function hasPermission(
  userPermissions: readonly string[] | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const user = userPermissions ?? [];
  if (required.length === 0) return user.length === 0;
  const owned = new Set(user);
  return required.some((p) => owned.has(p));
}
