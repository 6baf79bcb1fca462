// Whether a value comes back from JSON as it went in (decision 058: a prepared record taken from
// the content cache must equal one prepared anew, key for key).
const OBJECT = Object.prototype;

/**
 * True for null, booleans, strings, finite numbers other than -0, and arrays and plain objects of
 * such values. False for anything JSON would drop or change: undefined (a key holding it would
 * vanish), NaN and infinities (null), -0 (0), Dates, Maps, class instances, null-prototype objects,
 * sparse arrays, symbol or non-enumerable keys, a `__proto__` key (JSON.parse makes it an own key).
 */
export function isJsonFaithful(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let index = 0; index < value.length; index++) {
      if (!(index in value) || !isJsonFaithful(value[index])) return false;
    }
    return true;
  }
  if (Object.getPrototypeOf(value) !== OBJECT) return false;
  // Symbol and non-enumerable keys: JSON leaves them out.
  const entries = Object.entries(value);
  if (Reflect.ownKeys(value).length !== entries.length) return false;
  for (const [key, entry] of entries) {
    if (key === '__proto__' || !isJsonFaithful(entry)) return false;
  }
  return true;
}
