import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with what Node has and jsdom's window lacks: the fetch classes React Router's data router
 * builds requests with (and the AbortController they must share), text encoding, streams and
 * MessageChannel (antd reads it). setImmediate too: React's scheduler prefers it to a
 * MessageChannel, whose open port would keep jest from exiting after the tests.
 */
export default class KitEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      AbortController,
      AbortSignal,
      MessageChannel,
      setImmediate,
      clearImmediate,
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
