// Collection presets (spec §6: preset precedence user over role over global).

/** The fields of a Directus preset this resolution reads; the rest is passed through. */
export interface DirectusPreset {
  id: number | string;
  /** A named bookmark; null for a collection's default preset. */
  bookmark?: string | null;
  /** The user it belongs to; null for role and global presets. */
  user?: string | null;
  /** The role it belongs to; null for user and global presets. */
  role?: string | null;
  collection?: string;
  [field: string]: unknown;
}

/** Who is asking: the user's id and role id (role null for users without one). */
export interface PresetOwner {
  user: string;
  role: string | null;
}

/**
 * Picks the preset that applies to `owner` among default presets (no bookmark): the user's own,
 * else the role's, else the global one (neither user nor role); null when none applies.
 */
export function pickPreset(
  presets: readonly DirectusPreset[],
  owner: PresetOwner,
): DirectusPreset | null {
  const defaults = presets.filter((preset) => preset.bookmark == null);
  const own = defaults.find((preset) => preset.user === owner.user);
  if (own) return own;
  const forRole =
    owner.role === null
      ? undefined
      : defaults.find((preset) => preset.user == null && preset.role === owner.role);
  if (forRole) return forRole;
  return defaults.find((preset) => preset.user == null && preset.role == null) ?? null;
}

/** The filter that reads every preset {@link pickPreset} may choose for one collection. */
export function presetFilter(collection: string, owner: PresetOwner): Record<string, unknown> {
  const candidates: Record<string, unknown>[] = [
    {user: {_eq: owner.user}},
    {_and: [{user: {_null: true}}, {role: {_null: true}}]},
  ];
  if (owner.role !== null) {
    candidates.splice(1, 0, {_and: [{user: {_null: true}}, {role: {_eq: owner.role}}]});
  }
  return {
    _and: [{collection: {_eq: collection}}, {bookmark: {_null: true}}, {_or: candidates}],
  };
}
