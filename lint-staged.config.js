// What the pre-commit hook (.githooks/pre-commit) runs on the staged files: Prettier writes
// them, then ESLint checks the code among them as formatted. The checks that need the whole
// tree (the type check, the tests) stay with `npm run` and CI (.ci/run).
/** @type {import('lint-staged').Configuration} */
export default {
  // In order, not at once: ESLint reads what Prettier wrote. Files the lint config ignores
  // (fixtures, migrations) are no warning.
  '*.{ts,tsx,js,mjs,cjs}': ['prettier --write', 'eslint --max-warnings 0 --no-warn-ignored'],
  // Everything else Prettier formats (JSON, Markdown, CSS, YAML); other files pass through.
  '!(*.{ts,tsx,js,mjs,cjs})': 'prettier --write --ignore-unknown',
};
