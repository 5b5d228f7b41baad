// Fails when a text is missing from a catalogue (decision 017): first the catalogues must be up to
// date with the code (extraction changes nothing), then every Hindi message must be translated.
// `npm run i18n:extract -w @vidya/web` updates the catalogues; translate what it adds to hi.po.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
const TRANSLATED_LOCALES = ['hi'];

const localesDir = fileURLToPath(new URL('../src/locales/', import.meta.url));
const readCatalogues = () =>
  new Map(
    readdirSync(localesDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.po'))
      .map((name) => [name, readFileSync(`${localesDir}${name}`, 'utf8')]),
  );
const before = readCatalogues();
execFileSync('npx', ['lingui', 'extract', '--clean'], {
  cwd: webRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const changed = [...readCatalogues()]
  .filter(([name, text]) => before.get(name) !== text)
  .map(([name]) => name);
if (changed.length > 0) {
  console.error(`The catalogues are behind the code; extraction changed ${changed.join(', ')}.`);
  console.error(
    'Run `npm run i18n:extract -w @vidya/web`, translate the new messages in hi.po, and commit them.',
  );
  process.exit(1);
}

const config = getConfig({ configPath, cwd: webRoot });
let failed = false;
for (const catalog of await getCatalogs(config)) {
  for (const locale of TRANSLATED_LOCALES) {
    const { missing } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: {},
    });
    if (missing.length === 0) continue;
    failed = true;
    console.error(`${locale}: ${missing.length} message(s) not translated:`);
    for (const { id, source } of missing) console.error(`  ${JSON.stringify(source ?? id)}`);
  }
}
if (failed) process.exit(1);
console.log('Every message is translated.');
