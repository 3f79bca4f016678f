import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with what Node has and jsdom's window lacks: the fetch classes React Router's data router
 * builds requests with (and the AbortController they must share), text encoding, streams and
 * MessageChannel (antd reads it). setImmediate too: React's scheduler prefers it to a
 * MessageChannel. A Node port with a listener keeps the process alive, so every channel the
 * suite opened is closed when its environment ends (jest then exits by itself).
 */
export default class KitEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const channels = [];
    this.channels = channels;
    class ClosableMessageChannel extends MessageChannel {
      constructor() {
        super();
        channels.push(this);
      }
    }
    Object.assign(this.global, {
      AbortController,
      AbortSignal,
      MessageChannel: ClosableMessageChannel,
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

  async teardown() {
    for (const channel of this.channels) {
      channel.port1.close();
      channel.port2.close();
    }
    await super.teardown();
  }
}
