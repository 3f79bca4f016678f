import { Modal } from 'antd';
import type { Envelope } from '@trade/session';
import type { Notify } from '@trade/session/notify';

/** An action (cancel a credit or a payment) after a confirmation, with its answer as a toast. */
export function confirmCall(options: {
  title: string;
  content: string;
  okText: string;
  call: () => Promise<Envelope<unknown>>;
  notify: Notify;
  failText: string;
  done: () => void | Promise<void>;
}) {
  Modal.confirm({
    title: options.title,
    content: options.content,
    okText: options.okText,
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: async () => {
      try {
        const answer = await options.call();
        options.notify.answer(answer);
        if (answer.status === 200) await options.done();
      } catch {
        options.notify.error(options.failText);
      }
    },
  });
}
