// jsdom has no fetch; the pages talk to a real HTTP server in tests, so lend them Node's fetch.
// AbortController/AbortSignal come along because Node's Request only accepts its own signals.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetchEnvironment;
