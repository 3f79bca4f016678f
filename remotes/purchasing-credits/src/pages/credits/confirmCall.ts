import type { Envelope } from '@trade/session';
import type { ResourceContext } from '@trade/ui';

/**
 * An action (cancel a credit or a payment) after a confirmation in the app's modal, with its answer
 * as a toast; done, the list is asked again and `changed` tells whoever holds it.
 */
export function confirmCall(options: {
  title: string;
  content: string;
  okText: string;
  call: () => Promise<Envelope<unknown>>;
  ctx: Pick<ResourceContext, 'modal' | 'notify' | 'reload'>;
  failText: string;
  changed: () => void;
}) {
  const { modal, notify, reload } = options.ctx;
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
        if (answer.status !== 200) return;
        await reload();
        options.changed();
      } catch {
        notify.error(options.failText);
      }
    },
  });
}
