// The locale chunks vite.config.ts (localeMessages) makes from src/locales/<lang>.json.
declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
