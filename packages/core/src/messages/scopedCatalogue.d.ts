// The consent scope of a catalogue (messageScopes.ts): a module only the site's client build
// provides (packages/site/src/client/lazyCatalogues.ts).
declare module '*.json?consent' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
