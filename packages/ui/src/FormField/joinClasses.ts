/** The given classes joined, skipping missing ones (CSS module lookups may be undefined). */
export function joinClasses(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
