import type { Envelope } from '@trade/session';
import type { ResourceContext } from '@trade/ui';

/** An action (cancel a credit or a payment) after a confirmation in the app's modal, with its answer as a toast. */
export function confirmCall(options: {
  title: string;
  content: string;
  okText: string;
  call: () => Promise<Envelope<unknown>>;
  ctx: Pick<ResourceContext, 'modal' | 'notify'>;
  failText: string;
  done: () => void | Promise<void>;
}) {
  const { modal, notify } = options.ctx;
  modal.confirm({
    title: options.title,
    content: options.content,
    okText: options.okText,
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: async () => {
      try {
        const answer = await options.call();
        notify.answer(answer);
        if (answer.status === 200) await options.done();
      } catch {
        notify.error(options.failText);
      }
    },
  });
}
