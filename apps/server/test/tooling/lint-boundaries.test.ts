import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of decision 018 hold because `npm run lint` fails on a breach: these run
 * the repository's own ESLint config on code that breaks them, and on code that does not.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });
// lintText lints a file that is not on disk, which import/no-cycle cannot follow; the
// door rule is the repository's own, unchanged.
const eslintOfText = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});
const probes: string[] = [];

afterAll(() => {
  for (const dir of probes) fs.rmSync(dir, { recursive: true, force: true });
});

async function lint(relativePath: string, code: string) {
  const [result] = await eslintOfText.lintText(code, { filePath: path.join(root, relativePath) });
  return result?.messages ?? [];
}

const breach = (messages: Awaited<ReturnType<typeof lint>>, rule: string) =>
  messages.filter((message) => message.ruleId === rule);

describe('one door per server module', () => {
  it("fails a module that imports another module's repository, and says what to do", async () => {
    const messages = await lint(
      'apps/server/src/modules/orders/breach.ts',
      "import { createAlbumsRepository } from '../albums/albums.repository';\n" +
        'export const probe = createAlbumsRepository;\n',
    );
    const [door] = breach(messages, 'import/no-restricted-paths');
    expect(door?.message).toContain('import the albums module from its folder');
    expect(door?.message).toContain('decision 018');
  });

  it("fails app-level code that reaches into a module's files", async () => {
    const messages = await lint(
      'apps/server/src/http/breach.ts',
      "import type { SessionsRepository } from '../modules/auth/sessions.repository';\n" +
        'export type Probe = SessionsRepository;\n',
    );
    expect(breach(messages, 'import/no-restricted-paths')).toHaveLength(1);
  });

  it('passes a module that uses another through its index', async () => {
    const messages = await lint(
      'apps/server/src/modules/orders/through-the-door.ts',
      "import type { AlbumService } from '../albums';\nexport type Probe = AlbumService;\n",
    );
    expect(breach(messages, 'import/no-restricted-paths')).toEqual([]);
  });

  it("lets a module's own files import each other", async () => {
    const messages = await lint(
      'apps/server/src/modules/albums/inside.ts',
      "import { createAlbumsRepository } from './albums.repository';\n" +
        'export const probe = createAlbumsRepository;\n',
    );
    expect(breach(messages, 'import/no-restricted-paths')).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('fails two server files that import each other', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'apps/server/src/http/lint-probe-'));
    probes.push(dir);
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    const cycle = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'import/no-cycle',
    );
    expect(cycle[0]?.message).toContain('Dependency cycle');
  });
});
