/**
 * Writes src/commonPasswords.ts, the list of common passwords a new password is checked against
 * (src/passwordPolicy.ts), from the ranked `passwords` dictionary of the npm package @zxcvbn-ts/language-common
 * (MIT): its first entries that pass the new-password length rule, most common first, lower case as the source has
 * them.
 *
 *   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
 *   node writeCommonPasswords.ts package/src/passwords.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from './src/constants.ts';

const COUNT = 4000;
const SOURCE_VERSION = '4.1.3';

const [sourceFile] = process.argv.slice(2);
if (!sourceFile) {
  console.error('usage: node writeCommonPasswords.ts <path to passwords.json of @zxcvbn-ts/language-common>');
  process.exit(2);
}
const ranked = JSON.parse(readFileSync(sourceFile, 'utf8')) as string[];
const fits = (password: string) => {
  const length = [...password].length;
  return length >= NEW_PASSWORD_MIN_LENGTH && length <= NEW_PASSWORD_MAX_LENGTH;
};
const chosen = ranked.filter(fits).slice(0, COUNT);
// The list is written into a template literal, one password a line.
const unsafe = chosen.filter((password) => /[`$\\\n\r]/.test(password));
if (chosen.length < COUNT || unsafe.length > 0) throw new Error(`unexpected source: ${unsafe.join(' ')}`);
const lastRank = ranked.indexOf(chosen.at(-1) ?? '') + 1;

const header = `/**
 * The ${COUNT.toLocaleString('en')} most common passwords of ${NEW_PASSWORD_MIN_LENGTH} to ${NEW_PASSWORD_MAX_LENGTH} characters, most common first, one a line, lower case. Written by
 * writeCommonPasswords.ts from the ranked \`passwords\` dictionary of the npm package @zxcvbn-ts/language-common
 * ${SOURCE_VERSION} (src/passwords.json, drawn from leaked password sets): every entry among its first ${lastRank.toLocaleString('en')} that passes
 * the length rule. Do not edit by hand.
 *
 * The source's licence (MIT):
 *
 * Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.
 * Copyright (c) 2021 @zxcvbn-ts
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
 * documentation files (the "Software"), to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all copies or substantial portions of
 * the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
 * WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS
 * OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 * OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
`;
const target = resolve(import.meta.dirname, 'src/commonPasswords.ts');
writeFileSync(target, `${header}export const COMMON_PASSWORDS = \`${chosen.join('\n')}\`;\n`);
process.stdout.write(`wrote ${chosen.length} passwords (ranks 1 to ${lastRank}) to ${target}\n`);
