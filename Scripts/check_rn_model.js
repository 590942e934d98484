// Reads `campaignc render` output the way the React Native SDK's in-app message model reads a
// message, and checks that the model gets every value the payload carries.
//
// The model is written here from the facts of braze-react-native-sdk 21.0.0's reader
// (`src/models/in-app-message.js`, `button.js`, `enums.js`): which
// keys it reads, their defaults, that enums match by lower-cased suffix with the last match
// winning, that only string `extras` survive, and that `extras: null` or a `null` button throws.
// No SDK code is used. Usage: node check_rn_model.js RENDER.json… ; prints what it compared and
// exits 1 at the first message the model would lose a value of, or could not read.
'use strict';
const fs = require('fs');

const MESSAGE_TYPES = ['slideup', 'modal', 'full', 'html_full'];
const CLICK_ACTIONS = ['uri', 'none', 'news_feed'];
const DISMISS_TYPES = ['auto_dismiss', 'swipe'];

// The model's enum reading: both sides lower-cased, a value matches when it ends with the JSON
// text, and the last match in declaration order wins; no match gives the default.
function readEnum(values, json, fallback) {
  if (typeof json !== 'string') return fallback;
  const wanted = json.toLowerCase();
  let found = fallback;
  for (const value of values) if (value.endsWith(wanted)) found = value;
  return found;
}

function readString(json, key, fallback) {
  return typeof json[key] === 'string' ? json[key] : fallback;
}

function readBool(json, key) {
  return json[key] === true;
}

function readButton(json) {
  if (json === null || typeof json !== 'object') throw new TypeError('a button that is not an object');
  return {
    id: Number.isInteger(json.id) ? json.id : 0,
    text: readString(json, 'text', ''),
    uri: readString(json, 'uri', ''),
    useWebView: readBool(json, 'use_webview'),
    clickAction: readEnum(CLICK_ACTIONS, json.click_action, 'none'),
  };
}

function readMessage(json) {
  if (json.extras === null) throw new TypeError('extras is null');
  const extras = {};
  for (const [key, value] of Object.entries(json.extras || {})) if (typeof value === 'string') extras[key] = value;
  return {
    message: readString(json, 'message', ''),
    header: readString(json, 'header', ''),
    uri: readString(json, 'uri', ''),
    imageUrl: readString(json, 'image_url', ''),
    zippedAssetsUrl: readString(json, 'zipped_assets_url', ''),
    useWebView: readBool(json, 'use_webview'),
    duration: Number.isInteger(json.duration) ? json.duration : 5,
    clickAction: readEnum(CLICK_ACTIONS, json.click_action, 'none'),
    dismissType: readEnum(DISMISS_TYPES, json.message_close, 'auto_dismiss'),
    messageType: readEnum(MESSAGE_TYPES, json.type, 'slideup'),
    extras,
    buttons: (json.btns || []).map(readButton),
    imageAltText: readString(json, 'image_alt', ''),
    language: readString(json, 'language', ''),
    isTestSend: readBool(json, 'is_test_send'),
  };
}

// What the payload means for each key the model reads, so a difference is a lost value.
function expected(json) {
  const type = String(json.type || 'SLIDEUP').toLowerCase();
  return {
    message: json.message ?? '',
    header: json.header ?? '',
    uri: json.uri ?? '',
    imageUrl: json.image_url ?? '',
    zippedAssetsUrl: json.zipped_assets_url ?? '',
    useWebView: json.use_webview ?? false,
    duration: json.duration ?? 5,
    clickAction: String(json.click_action || 'NONE').toLowerCase(),
    dismissType: String(json.message_close || 'AUTO_DISMISS').toLowerCase(),
    messageType: type,
    extras: json.extras ?? {},
    buttons: (json.btns || []).map((b) => ({
      id: b.id ?? 0,
      text: b.text ?? '',
      uri: b.uri ?? '',
      useWebView: b.use_webview ?? false,
      clickAction: String(b.click_action || 'NONE').toLowerCase(),
    })),
    imageAltText: json.image_alt ?? '',
    language: json.language ?? '',
    isTestSend: json.is_test_send ?? false,
  };
}

// The model's two known misreadings of well-formed messages: `FULL` reads as
// `html_full` and `HTML` (which it has no type for) as `slideup`. They are the SDK's, not the
// payload's, so they are counted and named rather than failed.
const QUIRKS = { full: 'html_full', html: 'slideup' };

function canonical(value) {
  return JSON.stringify(value, (key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v);
}

let messages = 0;
let templated = 0;
const quirks = {};
for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, 'utf8');
  const document = JSON.parse(text); // strict JSON, as the JS bridge parses it
  for (const [index, trigger] of (document.triggers || []).entries()) {
    const where = `${file}: triggers[${index}]`;
    // A templated message has no data until it is rendered at its trigger (`render --event`).
    if (trigger.type === 'templated_iam' && trigger.data === undefined) {
      templated += 1;
      continue;
    }
    const data = trigger.data;
    if (data === null || typeof data !== 'object') fail(`${where}: no message data`);
    // The SDK hands the model the message as a JSON string (inAppMessageJsonString).
    const json = JSON.parse(JSON.stringify(data));
    let model;
    try {
      model = readMessage(json);
    } catch (error) {
      fail(`${where}: the model cannot read the message: ${error.message}`);
    }
    const want = expected(json);
    const quirk = QUIRKS[want.messageType];
    if (quirk !== undefined && model.messageType === quirk) {
      quirks[want.messageType] = (quirks[want.messageType] || 0) + 1;
      want.messageType = quirk;
    }
    for (const key of Object.keys(want)) {
      if (canonical(model[key]) !== canonical(want[key])) {
        fail(`${where} (${data.trigger_id || '?'}): the model reads ${key} as ${canonical(model[key])}, the payload says ${canonical(want[key])}`);
      }
    }
    for (const field of ['message', 'header', 'uri', 'imageAltText']) {
      if (/\{\{|\{%/.test(model[field])) fail(`${where}: ${field} still holds Liquid: ${model[field]}`);
    }
    for (const button of model.buttons) {
      if (/\{\{|\{%/.test(button.text) || /\{\{|\{%/.test(button.uri)) fail(`${where}: a button still holds Liquid`);
    }
    messages += 1;
  }
}
if (messages === 0) fail('no message read');
const quirkText = Object.entries(quirks).map(([type, n]) => `${n} ${type.toUpperCase()} read as ${QUIRKS[type]} (the SDK's own enum matching)`).join(', ');
console.log(`React Native message model: ${messages} rendered messages read with every value kept, ${templated} templated triggers left for their event, in ${process.argv.length - 2} render outputs${quirkText ? '; ' + quirkText : ''}`);

function fail(message) {
  console.error(`React Native model check: ${message}`);
  process.exit(1);
}
