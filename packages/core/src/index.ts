// Public face of @schaufenster/core. No React here (ARCHITECTURE.md).
// Each area lists its exports by name in its own block; keep blocks apart.

// --- language ---
export {DEFAULT_LANG, LANGUAGES, isLang} from './language/lang.ts';
export type {Lang} from './language/lang.ts';
// --- end language ---

// --- model ---
// --- end model ---

// --- routes ---
// --- end routes ---

// --- messages ---
// --- end messages ---

// --- formatters ---
// --- end formatters ---

// --- theme ---
// --- end theme ---

// --- storage ---
// --- end storage ---
