'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
// Run before `npm start` and `npm run dev`: stops with a message saying what to install when
// this Node.js is not one package.json's "engines" allows, instead of a confusing failure later.
// Written in old syntax and CommonJS on purpose: it has to run on the old Node it refuses.

var readFileSync = require('fs').readFileSync;
var join = require('path').join;

/** `engines.node` as alternatives, each ">=X.Y.Z" (this or newer) or "^X.Y.Z" (this or a later X.x). */
function alternativesOf(range) {
  return range.split('||').map(function (alternative) {
    var match = /^(\^|>=)\s*(\d+(\.\d+){0,2})$/.exec(alternative.trim());
    if (!match) throw new Error('engines.node alternatives must read ">=X.Y.Z" or "^X.Y.Z": "' + range + '"');
    return { sameMajor: match[1] === '^', minimum: match[2] };
  });
}

function numbersOf(version) {
  return version.split('.').map(Number);
}

function isAtLeast(version, minimum) {
  var have = numbersOf(version);
  var need = numbersOf(minimum);
  for (var index = 0; index < 3; index += 1) {
    var difference = (have[index] || 0) - (need[index] || 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** Why this Node.js version cannot run the app, or null when it can. */
function refusalFor(version, range) {
  var alternatives = alternativesOf(range);
  var isAllowed = alternatives.some(function (alternative) {
    var isSameMajor = numbersOf(version)[0] === numbersOf(alternative.minimum)[0];
    return isAtLeast(version, alternative.minimum) && (!alternative.sameMajor || isSameMajor);
  });
  if (isAllowed) return null;
  var wanted = alternatives.map(function (alternative) {
    var major = numbersOf(alternative.minimum)[0];
    return alternative.sameMajor
      ? alternative.minimum + ' or a later ' + major + '.x'
      : alternative.minimum + ' or newer';
  });
  return (
    'Vidya needs Node.js ' +
    wanted.join(', or ') +
    '; this is Node.js ' +
    version +
    '.\n' +
    'Install a current Node.js LTS release (https://nodejs.org/) and run the command again.'
  );
}

module.exports = { refusalFor: refusalFor };

if (require.main === module) {
  var manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
  var refusal = refusalFor(process.versions.node, manifest.engines.node);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}
