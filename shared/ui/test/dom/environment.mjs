import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with what Node has and jsdom's window lacks: the fetch classes React Router's data router
 * builds requests with (and the AbortController they must share), text encoding and streams. Not
 * Node's MessageChannel: React's scheduler would use it and its open port keeps jest from exiting.
 */
export default class KitEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      AbortController,
      AbortSignal,
      Headers,
      ReadableStream,
      Request,
      Response,
      TextDecoder,
      TextEncoder,
      fetch,
      structuredClone,
    });
  }
}
