#!/usr/bin/env node
// The node oracle for the Web SDK's reading of patterns (issue 34 item 3): node decides, with
// `new RegExp(pattern)` (no flags, as the Web SDK 3.5.0 calls it), whether each pattern
// throws and, for a set of texts, whether it matches. campaignc's answers come from the
// hidden `campaignc-patterns` executable (the verdicts the compiler reports as E320/W321 and
// the matching the simulator does on Web). They must agree on every one:
//   1. JavaScript rejects the pattern        <=> campaignc's JavaScript reading rejects it (E320);
//   2. for every text, node's test()         ==  campaignc's Web search (which may give up only
//      on a pattern campaignc warns can backtrack catastrophically, W322);
//   3. when campaignc names no W321 construct and both dialects accept the pattern, its ICU
//      reading (case-sensitive, as Web is) agrees with node on every text of printable ASCII
//      (the dialects' documented differences beyond ASCII, \d \w \s \b . $, are outside W321).
// Patterns: every `matches:` / `does_not_match:` value in Samples/ and the docs (the rule
// pages hold the catalogue's examples), and 1,500 generated ones (a fixed seed).
//
//     node Scripts/check_web_regex.js [path/to/campaignc-patterns]
//
// Prints the counts it compared; exits 1 on the first difference, showing both sides.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const executable = process.argv[2] || path.join(root, '.build', 'debug', 'campaignc-patterns');
const GENERATED = 1500;

// --- the repository's patterns --------------------------------------------------------------

function files(dir, out) {
  for (const name of fs.readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) files(full, out);
    else if (/\.(ya?ml|md)$/.test(name)) out.push(full);
  }
  return out;
}

// A YAML scalar at the start of `text`: double-quoted (with its escapes), single-quoted, or
// plain up to a flow indicator or a comment.
function scalar(text) {
  if (text.startsWith('"')) {
    let value = '';
    for (let i = 1; i < text.length; i++) {
      const c = text[i];
      if (c === '"') return value;
      if (c !== '\\') { value += c; continue; }
      const e = text[++i];
      const simple = { n: '\n', t: '\t', r: '\r', '0': '\0', '"': '"', '\\': '\\', '/': '/', ' ': ' ' };
      if (e in simple) value += simple[e];
      else if (e === 'x' || e === 'u' || e === 'U') {
        const digits = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        value += String.fromCodePoint(parseInt(text.substr(i + 1, digits), 16));
        i += digits;
      } else value += e;
    }
    return null;
  }
  if (text.startsWith("'")) {
    let value = '';
    for (let i = 1; i < text.length; i++) {
      if (text[i] === "'") {
        if (text[i + 1] === "'") { value += "'"; i++; continue; }
        return value;
      }
      value += text[i];
    }
    return null;
  }
  const plain = text.split(/[,}]/)[0].split(' #')[0].trim();
  return plain.length ? plain : null;
}

function repositoryPatterns() {
  const found = [];
  for (const file of files(path.join(root, 'Samples'), files(path.join(root, 'docs'), []))) {
    let text;
    try { text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file)); } catch { continue; }
    for (const line of text.split('\n')) {
      const re = /(?:^|[\s{,])(does_not_match|matches):\s*/g;
      let m;
      while ((m = re.exec(line)) !== null) {
        const value = scalar(line.slice(re.lastIndex));
        if (value !== null) found.push(value);
      }
    }
  }
  return [...new Set(found)];
}

// --- generated patterns ---------------------------------------------------------------------

function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n) => Math.floor(next() * n);
  const pick = (list) => list[below(list.length)];
  const chance = (percent) => next() * 100 < percent;
  return { below, pick, chance };
}

const LITERALS = [...'abcxyzABXY019 -_,:;\'"#%&/=<>@`~!éßſK😀'];
const META = ['\\.', '\\*', '\\(', '\\)', '\\[', '\\]', '\\{', '\\}', '\\\\', '\\$', '\\^', '\\|', '\\+', '\\?', '\\-', '\\/'];
const JS_ESCAPES = ['\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '\\b', '\\B', '\\t', '\\n', '\\r', '\\f', '\\v', '\\0', '\\cA', '\\c1', '\\x41',
  '\\x4', '\\u0041', '\\u004', '\\u{41}', '\\8', '\\q', '\\_', '\\p{L}', '\\P{Lu}', '\\k', '\\07', '\\101'];
const ICU_ESCAPES = ['\\A', '\\Z', '\\z', '\\G', '\\h', '\\H', '\\R', '\\X', '\\e', '\\a', '\\x{41}', '\\x{1F600}', '\\U0001F600',
  '\\N{LATIN SMALL LETTER A}', '\\0101', '\\Qa.b\\E', '\\Q(x)\\E', '\\V'];
const LONE = ['{', '}', ']', '{1}', 'x{,3}', 'x{2,3', '{a}'];
const CLASSES = ['[abc]', '[^a-z]', '[\\d-z]', '[\\b]', '[\\c1]', '[-a]', '[a-]', '[]', '[^]', '[[:alpha:]]', '[[:digit:]]', '[a-z&&[aeiou]]',
  '[z-a]', '[\\w.]', '[\\x41-\\x5A]', '[\\u0041]', '[\\1]', '[\\8]', '[\\k]', '[\\-]', '[a\\]]', '[\\h]', '[\\Qa]\\E]'];

function generate(random) {
  let groups = 0;
  let names = [];
  let depth = 0;
  const atom = () => {
    switch (random.below(depth < 2 ? 14 : 10)) {
      case 0: case 1: case 2: return random.pick(LITERALS);
      case 3: return random.pick(META);
      case 4: case 5: return random.pick(JS_ESCAPES);
      case 6: return random.pick(ICU_ESCAPES);
      case 7: return random.pick(CLASSES);
      case 8: return random.pick(['^', '$', '.', random.pick(LONE)]);
      case 9: return groups > 0 && random.chance(70) ? `\\${1 + random.below(groups)}` : names.length ? `\\k<${random.pick(names)}>` : 'a';
      default: {
        depth++;
        const body = alternation();
        depth--;
        switch (random.below(11)) {
          case 0: case 1: case 2: groups++; return `(${body})`;
          case 3: return `(?:${body})`;
          case 4: { groups++; const name = `n${groups}`; names.push(name); return `(?<${name}>${body})`; }
          case 5: return `(?=${body})`;
          case 6: return `(?!${body})`;
          case 7: return `(?<=${random.pick(['a', 'ab|c', 'x+', '\\d'])})`;
          case 8: return `(?<!${random.pick(['a', 'b?', '[xy]'])})`;
          case 9: return random.pick([`(?>${body})`, `(?i)${body}`, `(?i:${body})`, `(?#c)${body}`]);
          default: return `(${body})`;
        }
      }
    }
  };
  // A repetition of what can match the empty string is left out: ICU's results there follow
  // how ICU compiles the loop (see ICUPatternGenerator), which campaignc emulates.
  const repeatable = (text) => !/^(\^|\$|\(\?[=!<#i]|\\[bBAZzG]|\(\)|\(\?:\))/.test(text) && !/^\(.*[?*]\)$/.test(text);
  const quantifier = () => random.pick(['*', '+', '?', '{2}', '{1,3}', '{2,}', '*?', '+?', '??', '*+', '{0}']);
  const term = () => {
    const text = atom();
    return random.chance(25) && repeatable(text) && depth < 2 ? text + quantifier() : text;
  };
  const sequence = () => Array.from({ length: 1 + random.below(4) }, term).join('');
  const alternation = () => (random.chance(20) ? [sequence(), sequence()] : [sequence()]).join('|');
  let pattern = alternation();
  if (random.chance(5)) pattern = random.chance(50) ? random.pick(['(', ')', '[', '*', '\\', '(?']) + pattern : pattern + random.pick(['(', ')', '[', '\\', '|*']);
  return pattern;
}

const EXTRAS = [...'aAbBxXyzZ019 _-.:\n\r\té😀\u2028'];
const FIXED = ['', 'a', 'Aboot', 'boots', 'QaE', 'x{2,3', 'p{L}', '[:]', '\u0001', '\b', 'k<n1>', '\u00e9', '😀'];

function subjects(random, pattern) {
  const pool = [...pattern].filter((c) => !'\\[](){}*+?|^$'.includes(c)).concat(EXTRAS);
  const out = [];
  for (let i = 0; i < 8; i++) {
    const length = random.below(9);
    out.push(Array.from({ length }, () => random.pick(pool)).join(''));
  }
  out.push(random.pick(FIXED), [...pattern].filter((c) => c !== '\\').join(''));
  return out;
}

// --- the comparison -------------------------------------------------------------------------

function nodeReading(pattern, texts) {
  let regexp;
  try { regexp = new RegExp(pattern); } catch (error) { return { throws: true, message: error.message }; }
  return { throws: false, matches: texts.map((t) => regexp.test(t)) };
}

const portable = (text) => /^[\x20-\x7E]*$/.test(text);
const show = (value) => JSON.stringify(value);

function main() {
  if (!fs.existsSync(executable)) {
    console.error(`check_web_regex: ${executable} not found (swift build --product campaignc-patterns)`);
    process.exit(2);
  }
  const random = generator(2024);
  const repository = repositoryPatterns();
  const generated = Array.from({ length: GENERATED }, () => generate(random));
  const cases = repository.concat(generated).map((pattern) => ({ pattern, subjects: subjects(random, pattern) }));
  const run = spawnSync(executable, [], { input: cases.map((c) => JSON.stringify(c)).join('\n') + '\n', maxBuffer: 1 << 28 });
  if (run.status !== 0) {
    console.error(`check_web_regex: ${executable} exited with ${run.status}: ${run.stderr}`);
    process.exit(2);
  }
  const answers = run.stdout.toString('utf8').trim().split('\n').map((line) => JSON.parse(line));
  if (answers.length !== cases.length) {
    console.error(`check_web_regex: ${cases.length} patterns sent, ${answers.length} answers`);
    process.exit(1);
  }
  const counts = { verdicts: 0, rejected: 0, searches: 0, found: 0, portable: 0, w321: 0, gaveUp: 0 };
  const fail = (message) => { console.error(`check_web_regex: ${message}`); process.exit(1); };
  cases.forEach(({ pattern, subjects: texts }, index) => {
    const ours = answers[index];
    const node = nodeReading(pattern, texts);
    counts.verdicts++;
    if (node.throws !== !ours.javaScript) {
      fail(`pattern ${show(pattern)}: node ${node.throws ? `throws (${node.message})` : 'accepts it'}; ` +
        `campaignc ${ours.javaScript ? 'accepts it' : `rejects it (${ours.javaScriptReason})`}`);
    }
    if (node.throws) { counts.rejected++; return; }
    texts.forEach((text, i) => {
      counts.searches++;
      if (node.matches[i]) counts.found++;
      // A search that gives up is allowed only where campaignc warns that the pattern can
      // backtrack catastrophically (W322).
      if (ours.web[i] === null && ours.w322) { counts.gaveUp++; return; }
      if (ours.web[i] !== node.matches[i]) {
        fail(`pattern ${show(pattern)} on ${show(text)}: node ${node.matches[i] ? 'matches' : 'does not match'}; campaignc's Web search: ${show(ours.web[i])}`);
      }
    });
    if (!ours.icu) return;
    if (ours.w321.length > 0) { counts.w321++; return; }
    texts.forEach((text, i) => {
      if (!portable(text)) return;
      counts.portable++;
      if (ours.icuSensitive[i] === null && ours.w322) { counts.gaveUp++; return; }
      if (ours.icuSensitive[i] !== node.matches[i]) {
        fail(`pattern ${show(pattern)} has no W321, but on ${show(text)} node ${node.matches[i] ? 'matches' : 'does not match'} ` +
          `and campaignc's ICU reading says ${show(ours.icuSensitive[i])}`);
      }
    });
  });
  console.log(`check_web_regex: ${cases.length} patterns (${repository.length} from the repository, ${generated.length} generated), ` +
    `${counts.verdicts} verdicts (${counts.rejected} rejected by node), ${counts.searches} searches (${counts.found} matches), ` +
    `${counts.portable} ICU-reading comparisons on ASCII texts (${counts.w321} patterns with W321 left out), ` +
    `${counts.gaveUp} searches given up on patterns with W322, all else equal`);
}

main();
