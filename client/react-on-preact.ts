// The app is written against React's API (its types, hooks and libraries) and runs on Preact's
// renderer through preact/compat: react-dom alone is 66 KB of gzip, Preact with its compat
// layer about 6, and the room page a guest's phone opens from the TV's QR has a budget of 90
// (issue 34, bench/client-size.ts). The build (vite.config.ts) and the component tests
// (vitest.config.ts) both resolve React to Preact, so the tests exercise what ships. The react
// and react-dom packages stay installed, for their types and as the peers the libraries name;
// nothing of them is bundled (bench/client-size.ts prints what react-dom would weigh).
export const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
