import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE.md "One-way dependencies": shared ← features ← app; features do not import each other.
const webSrc = './apps/web/src';
const features = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  {
    target: `${webSrc}/shared`,
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'shared code must not import features or the app (STYLE.md)',
  },
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'features do not import each other: move what two need to shared (STYLE.md)',
  })),
];

// Decision 018 "One door per module": from outside a server module, only its index.ts.
const serverModules = './apps/server/src/modules';
const modules = readdirSync(serverModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const oneDoor = (module) =>
  `import the ${module} module from its folder (its index.ts, e.g. '../${module}'): a module is used through its one door, never its repository, tables or other files (decision 018)`;
const serverDoors = [
  ...modules.flatMap((target) =>
    modules
      .filter((module) => module !== target)
      .map((module) => ({
        target: `${serverModules}/${target}`,
        from: `${serverModules}/${module}`,
        except: ['./index.ts'],
        message: oneDoor(module),
      })),
  ),
  // The server's own layers (http, i18n, db, jobs): a module's door, and its messages
  // file, which the one message catalogue (i18n/messages.ts) gathers.
  ...modules.map((module) => ({
    target: './apps/server/src/!(modules)/**',
    from: `${serverModules}/${module}`,
    except: ['./index.ts', `./${module}.messages.ts`],
    message: oneDoor(module),
  })),
  ...modules.map((module) => ({
    target: './apps/server/src/*.ts',
    from: `${serverModules}/${module}`,
    except: ['./index.ts'],
    message: oneDoor(module),
  })),
];
// eslint-plugin-import reads the files an import names (for no-cycle and the zones) with
// the TypeScript parser, and resolves `.ts` files and folders' index.ts.
const tsResolver = {
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  // Packages are never read for their exports (no-cycle ignores them anyway): reading
  // Mantine's and the icons' type files made the lint ten times slower.
  'import/ignore': ['node_modules'],
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      // A server test's bundle of the shop (test/support/server-process.ts), left behind when
      // a run is killed.
      '**/.test-bundle-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc' },
        },
      ],
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Tests may render a feature inside the app's providers; the code they test may not.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    settings: tsResolver,
    rules: { 'import/no-restricted-paths': ['error', { zones: webLayers }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    settings: tsResolver,
    rules: { 'import/no-restricted-paths': ['error', { zones: serverDoors }] },
  },
  {
    // A cycle between files is a knot two modules (or features) should not tie.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    settings: tsResolver,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch'],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'fastify', 'kysely'] }],
    },
  },
  prettier,
);
